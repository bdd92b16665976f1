export * from './task-response.events';
export * from './question-answers';
export * from './untimed-task.decider';
