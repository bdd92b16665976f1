export * from './issue-report.rules';
