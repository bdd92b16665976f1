export * from './approval-flow';
export * from './approval-flow.errors';
export * from './approval-round';
export * from './approval-workflow-id';
