export * from './requisition-details';
export * from './requisition.errors';
export * from './requisition.events';
export * from './requisition.commands';
export * from './requisition.state';
export * from './requisition.decider';
export * from './requisition.history';
