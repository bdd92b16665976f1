export * from './feedback-template.errors';
export * from './feedback-template-permissions';
export * from './feedback-template-policies';
