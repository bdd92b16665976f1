export * from './task-response.events';
export * from './question-answers';
export * from './untimed-task.decider';
export * from './quiz';
export * from './quiz-library';
export * from './task-response.history';
