/** English messages of the rejection e-mail automation's template picker (spec 02 §3.5); spread into jobsEn. */
export const rejectionTemplateEn = {
  'jobs.automation.rejectionTemplate.loading': 'Loading e-mail templates…',
  'jobs.automation.rejectionTemplate.loadError': 'The e-mail templates could not be loaded.',
  'jobs.automation.rejectionTemplate.empty': 'No e-mail templates yet',
  'jobs.automation.rejectionTemplate.manage': 'Manage e-mail templates',
  'jobs.automation.rejectionTemplate.unknown': 'The rejection email template must be one of your company’s email templates.',
  'jobs.automation.rejectionTemplate.withType': '{title} ({type})',
} as const;
