import { checkIssueReport, ISSUE_REPORT_MESSAGES, MAX_ISSUE_DESCRIPTION_LENGTH, MAX_ISSUE_FILE_BYTES } from './issue-report.rules';

const png = { sizeBytes: 1000, contentType: 'image/png' };

describe('issue report rules', () => {
  it('keeps the description trimmed, with the page it is about', () => {
    expect(checkIssueReport({ description: '  The brief does not load \n', page: 'assignment', files: [png] })).toEqual({ description: 'The brief does not load', page: 'assignment' });
  });

  it.each([
    [{ description: '   ', page: 'quiz', files: [] }, ISSUE_REPORT_MESSAGES.descriptionRequired],
    [{ description: 'x'.repeat(MAX_ISSUE_DESCRIPTION_LENGTH + 1), page: 'quiz', files: [] }, ISSUE_REPORT_MESSAGES.descriptionTooLong],
    [{ description: 'Broken', page: 'profile', files: [] }, ISSUE_REPORT_MESSAGES.invalidPage],
    [{ description: 'Broken', page: 'video', files: Array.from({ length: 6 }, () => png) }, ISSUE_REPORT_MESSAGES.tooManyFiles],
    [{ description: 'Broken', page: 'video', files: [{ sizeBytes: MAX_ISSUE_FILE_BYTES + 1, contentType: 'image/png' }] }, ISSUE_REPORT_MESSAGES.fileTooLarge],
    [{ description: 'Broken', page: 'video', files: [{ sizeBytes: 10, contentType: 'application/zip' }] }, ISSUE_REPORT_MESSAGES.fileType],
    [{ description: 'Broken', page: 'video', files: [{ sizeBytes: 10, contentType: null }] }, ISSUE_REPORT_MESSAGES.fileType],
  ])('refuses report #%#', (input, message) => {
    expect(() => checkIssueReport(input)).toThrow(message);
  });
});
