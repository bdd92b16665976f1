export * from './skill-questions';
export * from './ipip-big-five';
export * from './ipip-big-five.ar';
export * from './skill-questions.ar';
export * from './wording';
