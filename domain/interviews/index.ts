export * from './interview.events';
export * from './interview.errors';
export * from './interview.commands';
export * from './interview.state';
export * from './interview.decider';
export * from './scorecard';
export * from './interviewer-collaborators';
export * from './interview.history';
