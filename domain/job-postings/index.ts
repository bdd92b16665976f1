export * from './job-boards';
export * from './job-posting.events';
export * from './job-posting.commands';
export * from './job-posting.errors';
export * from './job-posting.decider';
export * from './job-posting-json-ld';
