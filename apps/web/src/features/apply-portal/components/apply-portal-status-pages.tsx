import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { EmptyState } from '@ats/web/app/components/empty-state';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';

/** Where a candidate came from, so the status pages can offer the company's other jobs. */
export type StatusPageState = { careerName?: string | null } | null;

const ViewJobs = () => {
  const careerName = (useLocation().state as StatusPageState)?.careerName;
  return careerName ? (
    <Button component={RouterLink} to={`/careers/${encodeURIComponent(careerName)}`} variant="outlined">
      <FormattedMessage id="applyPortal.viewJobs" />
    </Button>
  ) : undefined;
};

/** /profile-builder/role/job-not-found: 'Sorry :(' (spec 03 §2.3). */
export const JobNotFoundPage = () => {
  usePageTitle('applyPortal.notFound.title');
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <EmptyState
        role="alert"
        title={
          <Box component="span" sx={{ fontSize: '2rem' }}>
            <FormattedMessage id="applyPortal.notFound.title" />
          </Box>
        }
        body={<FormattedMessage id="applyPortal.notFound.body" />}
        action={<ViewJobs />}
      />
    </Box>
  );
};

/** /job-closed: 'Job Closed' (spec 03 §2.3). */
export const JobClosedPage = () => {
  usePageTitle('applyPortal.closed.title');
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <EmptyState role="alert" title={<FormattedMessage id="applyPortal.closed.title" />} body={<FormattedMessage id="applyPortal.closed.body" />} action={<ViewJobs />} />
    </Box>
  );
};
