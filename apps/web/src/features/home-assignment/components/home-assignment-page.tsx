import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { HOME_ASSIGNMENT_MESSAGES, MAX_ASSIGNMENT_FILES, checkAssignmentLink } from '@ats/domain/candidate-tasks/home-assignment';
import { isApiError, isNotFound } from '@ats/web/app/api/api-error';
import { errorText } from '@ats/web/app/api/error-text';
import { useAccessToken } from '@ats/web/app/auth/token-store';
import { BackToTasksLink } from '@ats/web/app/candidate-tasks/back-to-tasks-link';
import { candidateAssignmentsPath } from '@ats/web/app/candidate-tasks/candidate-task-paths';
import { ReportIssueButton } from '@ats/web/app/candidate-tasks/report-issue-button';
import { CandidateSignInPrompt } from '@ats/web/app/candidate-tasks/candidate-sign-in-link';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { isolated } from '@ats/web/app/i18n/isolated';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import {
  useHomeAssignment,
  useSaveHomeAssignmentDraft,
  useStartHomeAssignment,
  useSubmitHomeAssignment,
  useUploadAssignmentFile,
  type AssignmentTarget,
  type HomeAssignment,
} from '../api/home-assignment-api';
import { useServerNow } from './use-server-now';

const RULE_MESSAGES: Readonly<Record<string, MessageId>> = {
  [HOME_ASSIGNMENT_MESSAGES.linkInvalid]: 'homeAssignment.error.linkInvalid',
  [HOME_ASSIGNMENT_MESSAGES.linkTooLong]: 'homeAssignment.error.linkTooLong',
  [HOME_ASSIGNMENT_MESSAGES.nothingToSubmit]: 'homeAssignment.error.nothingToSubmit',
  [HOME_ASSIGNMENT_MESSAGES.timeIsUp]: 'homeAssignment.error.timeIsUp',
  [HOME_ASSIGNMENT_MESSAGES.alreadySubmitted]: 'homeAssignment.error.alreadySubmitted',
};

/** A rule's English (from the shared rules or the API) in the interface language. */
const assignmentErrorText = (intl: IntlShape, error: unknown): string => {
  const message = error instanceof Error ? error.message : '';
  const id = RULE_MESSAGES[message];
  if (id) return intl.formatMessage({ id });
  return isApiError(error) ? errorText(intl, error) : message || intl.formatMessage({ id: 'error.unexpected' });
};

/** The link as the rules judge it: null when fine (or empty), else the message. */
const linkError = (intl: IntlShape, link: string): string | null => {
  try {
    checkAssignmentLink(link);
    return null;
  } catch (error) {
    return assignmentErrorText(intl, error);
  }
};

/** Milliseconds left, counted on the server's clock (the page's offset from it measured when the response arrived). */
const useRemainingMs = (assignment: HomeAssignment | undefined, receivedAt: number): number | null => {
  const now = useServerNow(assignment?.serverTime, receivedAt);
  if (!assignment?.deadline) return null;
  return Math.max(0, Date.parse(assignment.deadline) - now);
};

const Guidance = ({ assignment }: { assignment: HomeAssignment }) => {
  const intl = useIntl();
  const id = useId();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {intl.formatMessage({ id: 'homeAssignment.guidance.title' })}
      </Typography>
      <ul>
        <li>{intl.formatMessage({ id: 'homeAssignment.guidance.hours' }, { hours: assignment.hoursToSubmit })}</li>
        <li>
          {intl.formatMessage(
            { id: 'homeAssignment.guidance.expected' },
            { minTime: intl.formatMessage({ id: 'homeAssignment.guidance.duration' }, { hours: assignment.expectedDurationHours }) },
          )}
        </li>
        <li>{intl.formatMessage({ id: 'homeAssignment.guidance.hearBack' }, { days: assignment.daysToHearBack })}</li>
      </ul>
    </Paper>
  );
};

const StartConfirmation = ({ target, assignment }: { target: AssignmentTarget; assignment: HomeAssignment }) => {
  const intl = useIntl();
  const start = useStartHomeAssignment(target);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const helpId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return setError(intl.formatMessage({ id: 'homeAssignment.start.confirmRequired' }));
    setError(null);
    start.mutate(undefined, { onError: (failure) => setError(assignmentErrorText(intl, failure)) });
  };
  return (
    <Stack spacing={2}>
      <Guidance assignment={assignment} />
      <Box component="form" onSubmit={submit} noValidate>
        <FormControlLabel
          control={<Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} slotProps={{ input: { 'aria-describedby': error ? helpId : undefined } }} />}
          label={intl.formatMessage({ id: 'homeAssignment.start.confirm' })}
        />
        {error ? (
          <FormHelperText id={helpId} error role="alert">
            {error}
          </FormHelperText>
        ) : null}
        <Box sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={start.isPending}>
            {intl.formatMessage({ id: 'homeAssignment.start.action' })}
          </Button>
        </Box>
      </Box>
    </Stack>
  );
};

const InProgress = ({ target, assignment, receivedAt }: { target: AssignmentTarget; assignment: HomeAssignment; receivedAt: number }) => {
  const intl = useIntl();
  const remainingMs = useRemainingMs(assignment, receivedAt);
  const save = useSaveHomeAssignmentDraft(target);
  const submit = useSubmitHomeAssignment(target);
  const upload = useUploadAssignmentFile(target.applicationId);
  const [link, setLink] = useState(assignment.link ?? '');
  const [files, setFiles] = useState(assignment.files);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const briefId = useId();
  const answerId = useId();
  const filesHelpId = useId();

  const answer = (nextFiles = files) => ({ link: link.trim() || null, fileIds: nextFiles.map((file) => file.fileId) });
  const failed = (failure: unknown) => setError(assignmentErrorText(intl, failure));

  const saveDraft = async (nextFiles = files) => {
    const invalid = linkError(intl, link);
    setFieldError(invalid);
    if (invalid) return;
    setError(null);
    try {
      await save.mutateAsync(answer(nextFiles));
      setStatus(intl.formatMessage({ id: 'homeAssignment.saved' }));
    } catch (failure) {
      failed(failure);
    }
  };

  const addFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || files.length >= MAX_ASSIGNMENT_FILES) return;
    setError(null);
    setStatus(intl.formatMessage({ id: 'homeAssignment.files.uploading' }, { name: file.name }));
    try {
      const uploaded = await upload.mutateAsync(file);
      const nextFiles = [...files, { fileId: uploaded.fileId, fileName: file.name }];
      setFiles(nextFiles);
      // Saved straight away: an uploaded file counts if the time runs out before the candidate submits.
      await saveDraft(nextFiles);
    } catch (failure) {
      setStatus(null);
      failed(failure);
    }
  };

  const askToSubmit = () => {
    const invalid = linkError(intl, link);
    setFieldError(invalid);
    if (invalid) return;
    if (!link.trim() && files.length === 0) return setError(intl.formatMessage({ id: 'homeAssignment.error.nothingToSubmit' }));
    setError(null);
    setConfirming(true);
  };

  const hours = remainingMs === null ? 0 : Math.floor(remainingMs / 3_600_000);
  const minutes = remainingMs === null ? 0 : Math.floor((remainingMs % 3_600_000) / 60_000);
  const timeUp = remainingMs === 0;

  return (
    <Stack spacing={2}>
      <Alert severity={timeUp ? 'warning' : 'info'}>
        {timeUp ? (
          intl.formatMessage({ id: 'homeAssignment.timeUp' })
        ) : (
          <>
            {/* Read out when it changes by the minute, not every second. */}
            <Typography component="p" aria-live="polite" aria-atomic="true">
              {intl.formatMessage({ id: 'homeAssignment.remaining' }, { time: intl.formatMessage({ id: 'homeAssignment.remaining.value' }, { hours, minutes }) })}
            </Typography>
            <Typography component="p" variant="body2">
              {intl.formatMessage(
                { id: 'homeAssignment.deadline' },
                { deadline: isolated(intl.formatDate(assignment.deadline!, { dateStyle: 'medium', timeStyle: 'short' })) },
              )}
            </Typography>
          </>
        )}
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby={briefId}>
        <Typography id={briefId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {intl.formatMessage({ id: 'homeAssignment.brief' })}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{assignment.instructions}</Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby={answerId}>
        <Typography id={answerId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {intl.formatMessage({ id: 'homeAssignment.answer.title' })}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'homeAssignment.answer.help' })}
        </Typography>
        <Stack spacing={2}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            label={intl.formatMessage({ id: 'homeAssignment.link' })}
            value={link}
            onChange={(event) => setLink(event.target.value)}
            onBlur={() => setFieldError(linkError(intl, link))}
            error={fieldError !== null}
            helperText={fieldError ?? ' '}
            type="url"
            inputMode="url"
            fullWidth
            disabled={timeUp}
          />
          <Box>
            <Typography component="h3" variant="subtitle1">
              {intl.formatMessage({ id: 'homeAssignment.files' })}
            </Typography>
            {files.length > 0 ? (
              <List dense>
                {files.map((file) => (
                  <ListItem key={file.fileId}>
                    <ListItemText primary={isolated(file.fileName ?? file.fileId)} />
                  </ListItem>
                ))}
              </List>
            ) : null}
            <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={timeUp || upload.isPending || files.length >= MAX_ASSIGNMENT_FILES} aria-describedby={filesHelpId}>
              {intl.formatMessage({ id: 'homeAssignment.files.add' })}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              aria-label={intl.formatMessage({ id: 'homeAssignment.files.add' })}
              data-testid="assignment-file"
              onChange={(event) => void addFile(event)}
            />
            <Typography id={filesHelpId} variant="caption" component="p" sx={{ mt: 0.5 }}>
              {intl.formatMessage({ id: 'homeAssignment.files.help' })}
            </Typography>
          </Box>
          <Typography role="status" variant="body2">
            {status}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" onClick={() => void saveDraft()} disabled={timeUp || save.isPending}>
              {intl.formatMessage({ id: 'homeAssignment.saveDraft' })}
            </Button>
            <Button variant="contained" onClick={askToSubmit} disabled={timeUp || submit.isPending}>
              {intl.formatMessage({ id: 'homeAssignment.submit' })}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'homeAssignment.confirm.title' })}
        description={intl.formatMessage({ id: 'homeAssignment.confirm.body' })}
        danger={false}
        confirmLabel={intl.formatMessage({ id: 'homeAssignment.confirm.action' })}
        busy={submit.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          submit.mutate(answer(), {
            onSuccess: () => setConfirming(false),
            onError: (failure) => {
              setConfirming(false);
              failed(failure);
            },
          });
        }}
      />
    </Stack>
  );
};

const Submitted = ({ assignment }: { assignment: HomeAssignment }) => {
  const intl = useIntl();
  return (
    <Alert severity="success" role="status">
      <Typography component="h2" variant="h6">
        {intl.formatMessage({ id: 'homeAssignment.done.title' })}
      </Typography>
      {assignment.autoSubmitted ? <Typography>{intl.formatMessage({ id: 'homeAssignment.done.auto' })}</Typography> : null}
      {assignment.link ? <Typography sx={{ overflowWrap: 'anywhere' }}>{intl.formatMessage({ id: 'homeAssignment.done.link' }, { link: isolated(assignment.link) })}</Typography> : null}
      {assignment.files.length > 0 ? (
        <ul>
          {assignment.files.map((file) => (
            <li key={file.fileId}>{isolated(file.fileName ?? file.fileId)}</li>
          ))}
        </ul>
      ) : null}
      <Typography>{intl.formatMessage({ id: 'homeAssignment.guidance.hearBack' }, { days: assignment.daysToHearBack })}</Typography>
    </Alert>
  );
};

/**
 * The candidate's home assignment (`/user/assignment/role/:roleId/user/:userId/:jobApplicationId/:stageId/:moduleId`,
 * spec 03 §2.3): time guidance and the start confirmation, then the brief, the remaining time and a submission by
 * link and/or files, then the confirmation. The candidate's own token only; works on a phone.
 */
export const HomeAssignmentPage = ({ signIn }: { signIn?: ReactNode } = {}) => {
  const intl = useIntl();
  usePageTitle('homeAssignment.title');
  const { roleId = '', userId = '', jobApplicationId = '', stageId = '', moduleId = '' } = useParams();
  const target: AssignmentTarget = { applicationId: jobApplicationId, stageId, taskId: moduleId };
  const token = useAccessToken('candidate');
  const assignment = useHomeAssignment(target, token !== null);
  const headingId = useId();

  const body = () => {
    if (token === null) {
      return <CandidateSignInPrompt message={intl.formatMessage({ id: 'homeAssignment.signIn' })} jobId={roleId} signIn={signIn} />;
    }
    if (assignment.isPending) return <PageLoader />;
    if (assignment.isError)
      return <Alert severity="error">{isNotFound(assignment.error) ? intl.formatMessage({ id: 'homeAssignment.notFound' }) : errorText(intl, assignment.error)}</Alert>;
    const data = assignment.data;
    if (data.status === 'NOT_STARTED') return <StartConfirmation target={target} assignment={data} />;
    if (data.status === 'IN_PROGRESS') return <InProgress target={target} assignment={data} receivedAt={assignment.dataUpdatedAt} />;
    return <Submitted assignment={data} />;
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
      <Typography id={headingId} variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {intl.formatMessage({ id: 'homeAssignment.title' })}
      </Typography>
      {assignment.data ? (
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Typography color="text.secondary">
            {intl.formatMessage({ id: 'homeAssignment.subtitle' }, { job: isolated(assignment.data.jobName, 'job'), stage: isolated(assignment.data.stageName, 'stage') })}
          </Typography>
          <BackToTasksLink />
          <Link component={RouterLink} to={candidateAssignmentsPath({ userId, jobId: roleId })} sx={{ alignSelf: 'flex-start' }}>
            {intl.formatMessage({ id: 'homeAssignment.allAssignments' })}
          </Link>
        </Stack>
      ) : null}
      {body()}
      {token !== null && assignment.data ? (
        <Box sx={{ mt: 3 }}>
          <ReportIssueButton context={{ applicationId: jobApplicationId, stageId, taskId: moduleId, page: 'assignment' }} />
        </Box>
      ) : null}
    </Box>
  );
};
