export * from './candidate-reminder';
