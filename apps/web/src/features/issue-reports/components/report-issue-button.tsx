/**
 * 'Report a problem' for the candidate's task pages (quiz, video, assignment). It lives in app/candidate-tasks, as
 * features may not import each other; this path is the interface the task pages were promised.
 */
export { ReportIssueButton, type ReportIssueButtonProps } from '@ats/web/app/candidate-tasks/report-issue-button';
export type { IssueReportContext } from '@ats/web/app/candidate-tasks/issue-reports-api';
