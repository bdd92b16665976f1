export * from './quiz.events';
export * from './quiz.errors';
export * from './quiz.decider';
export * from './quiz-plan';
export * from './quiz.view';
