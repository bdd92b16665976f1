export * from './contact-validation';
export * from './countries';
export * from './candidate-details';
export * from './candidate.events';
export * from './candidate.commands';
export * from './candidate.errors';
export * from './candidate.decider';
