import { DomainError } from '../shared';

/**
 * A candidate's report of a problem on a task page (spec 03 §2.3 "Report an issue", §3 "Issue report", §5
 * "Issue report"): a description and attached files. Shared by the API and the web client so both refuse the
 * same things with the same words.
 */
export const ISSUE_REPORT_PAGES = ['quiz', 'video', 'assignment'] as const;
export type IssueReportPage = (typeof ISSUE_REPORT_PAGES)[number];

export const MAX_ISSUE_DESCRIPTION_LENGTH = 5000;
export const MAX_ISSUE_FILES = 5;
export const MAX_ISSUE_FILE_SIZE_MB = 5;
export const MAX_ISSUE_FILE_BYTES = MAX_ISSUE_FILE_SIZE_MB * 1024 * 1024;

/** Screenshots and documents: what a candidate shows a problem with. Checked against the bytes on the server. */
export const ISSUE_FILE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const ISSUE_FILE_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

export const ISSUE_REPORT_MESSAGES = {
  descriptionRequired: 'No description is provided',
  descriptionTooLong: `Description must be at most ${MAX_ISSUE_DESCRIPTION_LENGTH} characters`,
  tooManyFiles: `You can attach at most ${MAX_ISSUE_FILES} files`,
  fileType: 'File must be a PNG, JPG or PDF',
  fileTooLarge: `File size cannot exceed ${MAX_ISSUE_FILE_SIZE_MB}MB!`,
  invalidPage: 'Please select the page the problem is on',
} as const;

export const IssueReportErrors = {
  descriptionRequired: () => new DomainError('issue-description-required', ISSUE_REPORT_MESSAGES.descriptionRequired),
  descriptionTooLong: () => new DomainError('issue-description-too-long', ISSUE_REPORT_MESSAGES.descriptionTooLong),
  tooManyFiles: () => new DomainError('issue-too-many-files', ISSUE_REPORT_MESSAGES.tooManyFiles),
  fileType: () => new DomainError('issue-file-type', ISSUE_REPORT_MESSAGES.fileType),
  fileTooLarge: () => new DomainError('issue-file-too-large', ISSUE_REPORT_MESSAGES.fileTooLarge),
  invalidPage: () => new DomainError('issue-page-invalid', ISSUE_REPORT_MESSAGES.invalidPage),
} as const;

export type IssueReportInput = { description: string; page: string; files: Array<{ sizeBytes: number; contentType: string | null }> };

/** The report as it is kept: the description trimmed; throws the first rule it breaks. */
export const checkIssueReport = (input: IssueReportInput): { description: string; page: IssueReportPage } => {
  const description = input.description.trim();
  if (!description) throw IssueReportErrors.descriptionRequired();
  if (description.length > MAX_ISSUE_DESCRIPTION_LENGTH) throw IssueReportErrors.descriptionTooLong();
  if (!(ISSUE_REPORT_PAGES as readonly string[]).includes(input.page)) throw IssueReportErrors.invalidPage();
  if (input.files.length > MAX_ISSUE_FILES) throw IssueReportErrors.tooManyFiles();
  for (const file of input.files) {
    if (file.sizeBytes > MAX_ISSUE_FILE_BYTES) throw IssueReportErrors.fileTooLarge();
    if (!file.contentType || !(ISSUE_FILE_CONTENT_TYPES as readonly string[]).includes(file.contentType)) throw IssueReportErrors.fileType();
  }
  return { description, page: input.page as IssueReportPage };
};
