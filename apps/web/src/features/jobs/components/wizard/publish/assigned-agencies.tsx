import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { JobDetail } from '../../../api/job-types';

export type AssignedAgenciesProps = { job: JobDetail };

/**
 * Spec 02 §2.6: the agencies assigned to the job, read-only. The job keeps the agencies' ids
 * (PUT …/companies/{companyId}/jobs/{jobId}/agencies); their names come with the agency pages, so for now the
 * section says how many.
 */
export const AssignedAgencies = ({ job }: AssignedAgenciesProps) => (
  <section aria-labelledby="assigned-agencies-heading">
    <Typography id="assigned-agencies-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
      <FormattedMessage id="jobs.agencies.heading" />
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {job.agencyIds.length === 0 ? (
        <FormattedMessage id="jobs.agencies.empty" />
      ) : (
        <FormattedMessage id="jobs.agencies.count" values={{ count: job.agencyIds.length }} />
      )}
    </Typography>
  </section>
);
