export * from './task-response.events';
