/** English messages of the agencies assigned to a job, on the publish page (spec 02 §2.6); spread into jobsEn. */
export const agenciesEn = {
  'jobs.agencies.heading': 'Assigned agencies',
  'jobs.agencies.empty': 'No agencies assigned',
  'jobs.agencies.count': '{count, plural, one {# agency is assigned to this job} other {# agencies are assigned to this job}}',
};
