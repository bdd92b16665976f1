export * from './feedback-reminder';
