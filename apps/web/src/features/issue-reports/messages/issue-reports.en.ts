/** The candidate's 'Report a problem' dialog on task pages (spec 03 §2.3 "Report an issue"). */
export const issueReportsEn = {
  'issueReport.open': 'Report a problem',
  'issueReport.title': 'Report a problem',
  'issueReport.intro': 'Tell us what went wrong. The company’s team will read your report.',
  'issueReport.description': 'Description',
  'issueReport.attach': 'Attach files',
  'issueReport.filesHelp': 'PNG, JPG or PDF, up to {count} files of {size} MB each',
  'issueReport.removeFile': 'Remove {name}',
  'issueReport.send': 'Send report',
  'issueReport.sent': 'Thank you. Your report was sent.',
  'issueReport.error.descriptionRequired': 'No description is provided',
  'issueReport.error.descriptionTooLong': 'Description must be at most {max} characters',
  'issueReport.error.tooManyFiles': 'You can attach at most {count} files',
  'issueReport.error.fileType': 'File must be a PNG, JPG or PDF',
  'issueReport.error.fileTooLarge': 'File size cannot exceed {size}MB!',
};
