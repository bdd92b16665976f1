import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import { candidateJourneyPath } from '@ats/web/app/candidate-tasks/candidate-task-paths';
import { isNotFound } from '@ats/web/app/api/api-error';
import { LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { useAccessToken } from '@ats/web/app/auth/token-store';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { BrandTheme } from '@ats/web/app/components/brand-theme';
import { useCandidateApplications, useJobApplyForm, type JobApplyForm } from '../api/apply-portal-api';
import { ApplyForm } from './apply-form';
import type { StatusPageState } from './apply-portal-status-pages';
import { CandidateSignIn } from './candidate-sign-in';
import { OngoingApplications } from './ongoing-applications';

/** The candidate a token was issued to (its `sub`), to tell a session of this candidate from someone else's. */
const subjectOf = (token: string | null): string | null => {
  try {
    const payload = token?.split('.')[1];
    return payload ? (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string }).sub ?? null : null;
  } catch {
    return null;
  }
};

const NEW_CANDIDATE = 'new';

/** The signed-in candidate: their ongoing applications first when there are any, then the form. */
const CandidateApply = ({ job, source, candidateUserId }: { job: JobApplyForm; source: string | null; candidateUserId: string }) => {
  const navigate = useNavigate();
  const applications = useCandidateApplications(true);
  const [applyNew, setApplyNew] = useState(false);
  const [applied, setApplied] = useState<{ id: string; position?: string } | null>(null);
  const closedState: StatusPageState = { careerName: job.careerName };
  // The candidate's tasks for an application (issue 12): the hub of its current stage.
  const hubOf = (applicationId: string, jobId: string, position?: string) =>
    `${candidateJourneyPath({ userId: candidateUserId, jobId, applicationId })}${position ? `?afterPosition=${encodeURIComponent(position)}` : ''}`;

  if (applied) {
    return (
      <Alert
        severity="success"
        role="status"
        action={
          <Button component={RouterLink} to={hubOf(applied.id, job.jobId, applied.position)} color="inherit" size="small">
            <FormattedMessage id="candidateJourney.seeTasks" />
          </Button>
        }
      >
        <AlertTitle>
          <FormattedMessage id="applyPortal.done.title" />
        </AlertTitle>
        <FormattedMessage id="applyPortal.done.body" values={{ job: job.title, company: job.companyName }} />
      </Alert>
    );
  }
  if (applications.isPending) return <PageLoader />;
  if (applications.isError) return <LoadErrorState titleId="applyPortal.unableToStart" error={applications.error} onRetry={() => applications.refetch()} />;
  const items = applications.data.items;
  const current = items.find((item) => item.jobId === job.jobId);
  if (current) {
    return (
      <Alert
        severity="info"
        role="status"
        action={
          <Button component={RouterLink} to={hubOf(current.applicationId, current.jobId)} color="inherit" size="small">
            <FormattedMessage id="candidateJourney.seeTasks" />
          </Button>
        }
      >
        <FormattedMessage id="applyPortal.applications.current" />
      </Alert>
    );
  }
  if (items.length > 0 && !applyNew)
    return (
      <OngoingApplications
        applications={items}
        onApplyNew={() => setApplyNew(true)}
        onContinue={(application) => navigate(hubOf(application.applicationId, application.jobId))}
      />
    );
  return <ApplyForm job={job} source={source} onApplied={setApplied} onClosed={() => navigate('/job-closed', { replace: true, state: closedState })} />;
};

/**
 * /profile-builder/role/:roleId/user/:userId — 'You deserve the best' (spec 03 §2.3): the job's apply portal.
 * The e-mail and its code come first (the user id is 'new' until then); a job that is gone answers 'Sorry :(',
 * a closed one 'Job Closed'. The link's `source` travels with the application.
 */
export const ApplyPortalPage = () => {
  const { roleId = '', userId = NEW_CANDIDATE } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const source = params.get('source');
  const query = useJobApplyForm(roleId);
  const candidate = subjectOf(useAccessToken('candidate'));
  usePageTitle('applyPortal.pageTitle');

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <Navigate to="/profile-builder/role/job-not-found" replace />
    ) : (
      <LoadErrorState titleId="applyPortal.unableToStart" error={query.error} onRetry={() => query.refetch()} />
    );
  }
  const job = query.data;
  if (!job.open) return <Navigate to="/job-closed" replace state={{ careerName: job.careerName } satisfies StatusPageState} />;
  const signedIn = candidate !== null && candidate === userId;
  const search = source ? `?source=${encodeURIComponent(source)}` : '';

  return (
    <BrandTheme brand={job.branding}>
      <Box sx={{ width: '100%', maxWidth: 720 }}>
        <Typography variant="body2" color="text.secondary">
          {job.branding.brandName}
        </Typography>
        <Typography variant="h1" sx={{ mb: 0.5 }}>
          <FormattedMessage id="applyPortal.pageTitle" />
        </Typography>
        <Typography variant="h2" component="p" color="text.secondary" sx={{ mb: 3 }}>
          <FormattedMessage id="applyPortal.heading" values={{ job: job.title }} />
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {signedIn ? (
            <CandidateApply job={job} source={source} candidateUserId={userId} />
          ) : (
            <CandidateSignIn onSignedIn={(candidateUserId) => navigate(`/profile-builder/role/${roleId}/user/${candidateUserId}${search}`, { replace: true })} />
          )}
        </Paper>
      </Box>
    </BrandTheme>
  );
};
