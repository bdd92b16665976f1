export * from './skill-questions';
export * from './ipip-big-five';
