/** A shared link's address: `/share/careers?company=<careerName>[&job=<jobId>][&source=<channel>]` (what 'Share job' copies). */
export const shareCareersPath = ({ company, job, source }: { company: string; job?: string | null; source?: string | null }): string => {
  const params = new URLSearchParams({ company });
  if (job) params.set('job', job);
  if (source) params.set('source', source);
  return `/share/careers?${params.toString()}`;
};
