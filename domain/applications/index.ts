export * from './application.events';
export * from './application.commands';
export * from './application.errors';
export * from './application.decider';
export * from './stage-stay';
export * from './history';
export * from './comment-text';
