import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { isNotFound } from '@ats/web/app/api/api-error';
import { errorText } from '@ats/web/app/api/error-text';
import { useAccessToken } from '@ats/web/app/auth/token-store';
import { CandidateSignInPrompt } from '@ats/web/app/candidate-tasks/candidate-sign-in-link';
import { candidateTaskPath } from '@ats/web/app/candidate-tasks/candidate-task-paths';
import { EmptyState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { isolated } from '@ats/web/app/i18n/isolated';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useJobAssignments, type JobAssignmentItem } from '../api/home-assignment-api';
import { useServerNow } from './use-server-now';

type Status = JobAssignmentItem['status'];

const STATUS_LABEL: Record<Status, MessageId> = {
  NOT_STARTED: 'jobAssignments.status.notStarted',
  IN_PROGRESS: 'jobAssignments.status.inProgress',
  SUBMITTED: 'jobAssignments.status.submitted',
};

const OPEN_LABEL: Record<Status, MessageId> = {
  NOT_STARTED: 'jobAssignments.open.notStarted',
  IN_PROGRESS: 'jobAssignments.open.inProgress',
  SUBMITTED: 'jobAssignments.open.submitted',
};

const STATUS_COLOUR: Record<Status, 'default' | 'info' | 'success'> = { NOT_STARTED: 'default', IN_PROGRESS: 'info', SUBMITTED: 'success' };

const Progress = ({ item, now }: { item: JobAssignmentItem; now: number }) => {
  const intl = useIntl();
  const date = (value: string) => isolated(intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }));
  if (item.status === 'NOT_STARTED') {
    return <Typography>{intl.formatMessage({ id: 'homeAssignment.guidance.hours' }, { hours: item.hoursToSubmit })}</Typography>;
  }
  if (item.status === 'SUBMITTED') {
    return (
      <>
        {item.submittedAt ? <Typography>{intl.formatMessage({ id: 'jobAssignments.submittedOn' }, { date: date(item.submittedAt) })}</Typography> : null}
        {item.autoSubmitted ? <Typography variant="body2">{intl.formatMessage({ id: 'homeAssignment.done.auto' })}</Typography> : null}
      </>
    );
  }
  const remainingMs = item.deadline ? Math.max(0, Date.parse(item.deadline) - now) : 0;
  if (remainingMs === 0) return <Typography>{intl.formatMessage({ id: 'homeAssignment.timeUp' })}</Typography>;
  const hours = Math.floor(remainingMs / 3_600_000);
  const minutes = Math.floor((remainingMs % 3_600_000) / 60_000);
  return (
    <>
      <Typography>{intl.formatMessage({ id: 'homeAssignment.remaining' }, { time: intl.formatMessage({ id: 'homeAssignment.remaining.value' }, { hours, minutes }) })}</Typography>
      <Typography variant="body2">{intl.formatMessage({ id: 'homeAssignment.deadline' }, { deadline: date(item.deadline!) })}</Typography>
    </>
  );
};

const AssignmentCard = ({ item, jobId, userId, now }: { item: JobAssignmentItem; jobId: string; userId: string; now: number }) => {
  const intl = useIntl();
  const headingId = useId();
  const path = item.canOpen
    ? candidateTaskPath({ userId, jobId, applicationId: item.applicationId, stageId: item.stageId }, { id: item.taskId, type: 'HOME_ASSIGNMENT' })
    : null;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, listStyle: 'none' }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h2" variant="h6">
            {isolated(item.stageName, 'stage')}
          </Typography>
          <Chip size="small" color={STATUS_COLOUR[item.status]} label={intl.formatMessage({ id: STATUS_LABEL[item.status] })} />
        </Stack>
        <Progress item={item} now={now} />
        {path ? (
          <Button component={RouterLink} to={path} variant={item.status === 'SUBMITTED' ? 'outlined' : 'contained'} aria-describedby={headingId} sx={{ alignSelf: 'flex-start' }}>
            {intl.formatMessage({ id: OPEN_LABEL[item.status] })}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'jobAssignments.closed' })}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
};

/**
 * `/company/assignment/role/:roleId/user/:userId` (spec 01 §2.1, 03 §2.3, a candidate-context page): the
 * candidate's home assignments for one job — not started, in progress with the time left, or submitted — each
 * linking to its assignment page while its stage is the one they are in. The candidate's own token only.
 */
export const JobAssignmentsPage = ({ signIn }: { signIn?: ReactNode } = {}) => {
  const intl = useIntl();
  usePageTitle('jobAssignments.title');
  const { roleId = '', userId = '' } = useParams();
  const token = useAccessToken('candidate');
  const query = useJobAssignments(roleId, token !== null);
  const now = useServerNow(query.data?.serverTime, query.dataUpdatedAt, 30_000);
  const headingId = useId();

  const body = () => {
    if (token === null) {
      return <CandidateSignInPrompt message={intl.formatMessage({ id: 'jobAssignments.signIn' })} jobId={roleId} signIn={signIn} />;
    }
    if (query.isPending) return <PageLoader />;
    if (query.isError) {
      return isNotFound(query.error) ? (
        <Alert severity="error">{intl.formatMessage({ id: 'jobAssignments.notFound' })}</Alert>
      ) : (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'jobAssignments.loadError' })} {errorText(intl, query.error)}
        </Alert>
      );
    }
    if (query.data.items.length === 0) {
      return <EmptyState title={intl.formatMessage({ id: 'jobAssignments.empty.title' })} body={intl.formatMessage({ id: 'jobAssignments.empty.body' })} />;
    }
    return (
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
        {query.data.items.map((item) => (
          <AssignmentCard key={`${item.applicationId}:${item.stageId}:${item.taskId}`} item={item} jobId={roleId} userId={userId} now={now} />
        ))}
      </Stack>
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
      <Typography id={headingId} variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {intl.formatMessage({ id: 'jobAssignments.title' })}
      </Typography>
      {query.data ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {isolated(query.data.jobName, 'job')}
        </Typography>
      ) : null}
      {body()}
    </Box>
  );
};
