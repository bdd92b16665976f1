export * from './job-auto-close';
