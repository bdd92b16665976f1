import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings/settings-permissions';
import { FormattedMessage } from 'react-intl';
import { useAgencies } from '@ats/web/app/api/agencies-api';
import { allows } from '@ats/web/app/auth/access';
import { useSession } from '@ats/web/app/auth/session';
import type { JobDetail } from '@ats/web/features/jobs/api/job-types';

export type AssignedAgenciesProps = { job: JobDetail };

/**
 * Spec 02 §2.6: the agencies assigned to the job, read-only (they are assigned from Settings › Agencies). The job
 * keeps the agencies' ids; a reader who may list agencies sees their names, everyone how many there are.
 */
export const AssignedAgencies = ({ job }: AssignedAgenciesProps) => {
  const session = useSession();
  const mayList =
    session.status === 'signed-in' &&
    allows(session.holder, { permissions: [SETTINGS_PERMISSIONS.agencyList], companyPermissions: ['COMPANY::AGENCY::*'] });
  const agencies = useAgencies({ enabled: mayList && job.agencyIds.length > 0 });
  const assigned = (agencies.data ?? []).filter((agency) => job.agencyIds.includes(agency.id));
  return (
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
      {assigned.length > 0 && (
        <Stack component="ul" spacing={0.25} sx={{ m: 0, mt: 0.5, p: 0, listStyle: 'none' }}>
          {assigned.map((agency) => (
            <Typography component="li" variant="body2" key={agency.id}>
              {agency.name}
            </Typography>
          ))}
        </Stack>
      )}
    </section>
  );
};
