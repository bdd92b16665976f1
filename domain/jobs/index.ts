export * from './job.events';
export * from './job.commands';
export * from './job.errors';
export * from './job.decider';
export * from './pipeline';
