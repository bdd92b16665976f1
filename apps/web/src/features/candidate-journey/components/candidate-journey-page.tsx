import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import TimelapseIcon from '@mui/icons-material/Timelapse';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { isNotFound } from '@ats/web/app/api/api-error';
import { errorText } from '@ats/web/app/api/error-text';
import { useAccessToken } from '@ats/web/app/auth/token-store';
import { EmptyState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useCandidateJourney, type CandidateJourney, type CandidateJourneyTask } from '../api/candidate-journey-api';
import { candidateReminderPath, candidateTaskPath, type CandidateTaskPlace } from '@ats/web/app/candidate-tasks/candidate-task-paths';

/** What the hub calls a task: its own title (a file upload's, a test's name) or its kind. */
export const taskName = (task: Pick<CandidateJourneyTask, 'type' | 'title'>, intl: ReturnType<typeof useIntl>): string =>
  task.title || intl.formatMessage({ id: `candidateJourney.task.${task.type}` as MessageId });

const STATUS_ICON = {
  NOT_STARTED: <RadioButtonUncheckedIcon color="disabled" />,
  STARTED: <TimelapseIcon color="warning" />,
  COMPLETED: <CheckCircleOutlineIcon color="success" />,
} as const;

/** The page's frame: the heading the screen reader lands on, in a column as wide as the apply portal's. */
export const JourneyFrame = ({ headingId, title, children }: { headingId: string; title: ReactNode; children: ReactNode }) => (
  <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', maxWidth: 720, mx: 'auto' }}>
    <Typography id={headingId} variant="h1" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** Signed out, or another candidate's link: what the candidate pages show instead of the page. */
export const JourneyGate = ({ query, token, signIn }: { query: ReturnType<typeof useCandidateJourney>; token: string | null; signIn: ReactNode }) => {
  const intl = useIntl();
  if (token === null)
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography sx={{ mb: 2 }}>
          <FormattedMessage id="candidateJourney.signIn" />
        </Typography>
        {/* the apply portal's e-mailed code (passed in by routes.tsx) gives the candidate their token; the page then reads their application */}
        {signIn}
      </Paper>
    );
  if (query.isPending) return <PageLoader />;
  return (
    <Paper variant="outlined">
      <EmptyState
        role="alert"
        title={<FormattedMessage id="candidateJourney.notAvailable" />}
        body={isNotFound(query.error) ? <FormattedMessage id="candidateJourney.notAvailableBody" /> : errorText(intl, query.error)}
      />
    </Paper>
  );
};

const TaskRow = ({ task, place }: { task: CandidateJourneyTask; place: CandidateTaskPlace }) => {
  const intl = useIntl();
  const { language } = useLocale();
  const name = taskName(task, intl);
  const path = candidateTaskPath(place, task);
  const untimedDone = task.status === 'COMPLETED' && ['SHORTLISTING_QUESTIONS', 'COLLECT_INFORMATION', 'FILE_UPLOAD', 'WELCOME_PAGE'].includes(task.type);
  return (
    <ListItem
      divider
      secondaryAction={
        path && !untimedDone ? (
          <Button component={RouterLink} to={path} variant={task.status === 'COMPLETED' ? 'text' : 'contained'} size="small" aria-label={intl.formatMessage({ id: 'candidateJourney.open.label' }, { task: name })}>
            <FormattedMessage id="candidateJourney.open" />
          </Button>
        ) : undefined
      }
      sx={{ pe: 14 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }} aria-hidden>
        {STATUS_ICON[task.status]}
      </ListItemIcon>
      <ListItemText
        primary={name}
        secondary={
          <Stack component="span" direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip component="span" size="small" label={intl.formatMessage({ id: `candidateJourney.status.${task.status}` })} />
            {task.deadline && task.status !== 'COMPLETED' && (
              <Typography component="span" variant="body2">
                <FormattedMessage id="candidateJourney.deadline" values={{ when: formatDateTime(task.deadline, language) }} />
              </Typography>
            )}
          </Stack>
        }
        slotProps={{ secondary: { component: 'span' } }}
      />
    </ListItem>
  );
};

const JourneyBody = ({ journey, userId }: { journey: CandidateJourney; userId: string }) => {
  const location = useLocation();
  const submitted = (location.state as { submitted?: boolean } | null)?.submitted === true;
  const tasksHeadingId = useId();
  const place: CandidateTaskPlace = { userId: journey.candidateUserId || userId, jobId: journey.jobId, applicationId: journey.applicationId, stageId: journey.stage.id };
  const open = journey.tasks.filter((task) => task.status !== 'COMPLETED');
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        <FormattedMessage id="candidateJourney.stage" values={{ stage: <bdi key="stage">{journey.stage.name}</bdi> }} />
      </Typography>
      {submitted && (
        <Alert severity="success" role="status">
          <FormattedMessage id="candidateJourney.submitted" />
        </Alert>
      )}
      {journey.status === 'ARCHIVED' ? (
        <Alert severity="info" role="status">
          <FormattedMessage id="candidateJourney.archived" />
        </Alert>
      ) : (
        <Alert severity={journey.receipt === 'RECEIVED' ? 'success' : 'warning'} role="status">
          <FormattedMessage id={`candidateJourney.receipt.${journey.receipt}`} />
        </Alert>
      )}
      {journey.status === 'ACTIVE' && (
        <Paper variant="outlined" component="section" aria-labelledby={tasksHeadingId}>
          <Typography id={tasksHeadingId} variant="h2" sx={{ px: 2, pt: 2 }}>
            <FormattedMessage id="candidateJourney.tasks" />
          </Typography>
          {journey.tasks.length === 0 ? (
            <EmptyState title={<FormattedMessage id="candidateJourney.noTasks" />} />
          ) : (
            <List>
              {journey.tasks.map((task) => (
                <TaskRow key={task.id} task={task} place={place} />
              ))}
            </List>
          )}
        </Paper>
      )}
      {journey.status === 'ACTIVE' && open.length > 0 && (
        <Box>
          <Link component={RouterLink} to={candidateReminderPath(place)}>
            <FormattedMessage id="candidateJourney.setReminder" />
          </Link>
        </Box>
      )}
    </Stack>
  );
};

/** The apply portal's sign-in, passed in by routes.tsx (features do not import each other). */
export type CandidatePageProps = { signIn: ReactNode };

/**
 * /candidate-journey/:userId/:roleId/:jobApplicationId — the candidate's hub after applying or picking an ongoing
 * application (spec 03 §2.3, §4 "Candidate journey"): the stage they are in, its tasks with their status and a way
 * into each, 'received partially' until the quiz or video is done. The candidate's own token only.
 */
export const CandidateJourneyPage = ({ signIn }: CandidatePageProps) => {
  const intl = useIntl();
  const { userId = '', jobApplicationId = '' } = useParams();
  const [params] = useSearchParams();
  const token = useAccessToken('candidate');
  const journey = useCandidateJourney(jobApplicationId, params.get('afterPosition'), token !== null);
  const headingId = useId();
  usePageTitle('candidateJourney.pageTitle');
  const title = journey.data ? intl.formatMessage({ id: 'candidateJourney.heading' }, { job: journey.data.jobName }) : intl.formatMessage({ id: 'candidateJourney.pageTitle' });
  return (
    <JourneyFrame headingId={headingId} title={title}>
      {journey.data && token !== null ? <JourneyBody journey={journey.data} userId={userId} /> : <JourneyGate query={journey} token={token} signIn={signIn} />}
    </JourneyFrame>
  );
};
