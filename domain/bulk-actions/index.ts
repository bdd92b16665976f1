export * from './application-item-state';
export * from './bulk-action.errors';
export * from './bulk-action.events';
export * from './bulk-action.kinds';
export * from './bulk-action.commands';
export * from './bulk-action.decider';
export * from './bulk-action.display';
export * from './bulk-item-command';
