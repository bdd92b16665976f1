export * from './actor';
export * from './errors';
export * from './decider';
export * from './envelope';
export * from './personal-data';
export * from './event-catalogue';
export * from './relational-decision';
