import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { isNotFound } from '@ats/web/app/api/api-error';
import { useAccessToken } from '@ats/web/app/auth/token-store';
import { BackToTasksLink } from '@ats/web/app/candidate-tasks/back-to-tasks-link';
import { CandidateSignInLink } from '@ats/web/app/candidate-tasks/candidate-sign-in-link';
import { ReportIssueButton } from '@ats/web/app/candidate-tasks/report-issue-button';
import { copyToClipboard } from '@ats/web/app/clipboard';
import { EmptyState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import {
  uploadTake,
  useRefreshVideoAnswers,
  useVideoAnswerAction,
  useVideoAnswers,
  type VideoAnswers,
  type VideoQuestion,
  type VideoTaskTarget,
} from '../api/video-answers-api';
import { videoAnswerErrorText } from '../video-answer-errors';
import { SendToPhoneButton } from './send-to-phone-dialog';
import { TakeRecorder, type RecorderState, type SaveHandle } from './take-recorder';

/** The route's ids are UUIDs (spec 03 §2.3 "Video-record route": any other shape goes to /404). */
const ID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Screen = 'instructions' | 'practice' | 'questions' | 'confirm';
const SCREENS: readonly Screen[] = ['instructions', 'practice', 'questions', 'confirm'];

/** What this browser lacks for recording, or null: MediaRecorder and getUserMedia, on a secure origin. */
const recordingBlocker = (): 'insecure' | 'unsupported' | null => {
  if (typeof window !== 'undefined' && window.isSecureContext === false) return 'insecure';
  if (typeof MediaRecorder === 'undefined' || typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return 'unsupported';
  return null;
};

/** Copy the URL or open it in another browser (spec 03 §2.3, §8 "Video recording not supported in this browser"). */
const UnsupportedBrowser = ({ reason, target }: { reason: 'insecure' | 'unsupported'; target: VideoTaskTarget }) => (
  <Paper variant="outlined" sx={{ p: 3 }}>
    <Stack spacing={2}>
      <Alert severity="warning" role="alert">
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          <FormattedMessage id="videoAnswers.unsupported.title" />
        </Typography>
        <FormattedMessage id={reason === 'insecure' ? 'videoAnswers.error.insecure' : 'videoAnswers.unsupported.intro'} />
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button variant="contained" onClick={() => void copyToClipboard(window.location.href)}>
          <FormattedMessage id="videoAnswers.unsupported.copy" />
        </Button>
        <Button variant="outlined" component="a" href={window.location.href} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="videoAnswers.unsupported.open" />
        </Button>
        <SendToPhoneButton target={target} />
      </Stack>
    </Stack>
  </Paper>
);

/** One question: the recorder, its takes (choose the one to submit), takes used of allowed. */
const QuestionAnswer = ({
  question,
  number,
  count,
  maxSeconds,
  target,
  onRecorderState,
}: {
  question: VideoQuestion;
  number: number;
  count: number;
  maxSeconds: number;
  target: VideoTaskTarget;
  onRecorderState: (state: RecorderState) => void;
}) => {
  const intl = useIntl();
  const refresh = useRefreshVideoAnswers(target);
  const action = useVideoAnswerAction(target);
  const [keepError, setKeepError] = useState<string | null>(null);
  // The choice shows at once; the server's word follows (and a refusal undoes it).
  const [chosen, setChosen] = useState<string | null>(null);
  const headingId = useId();
  const keepId = useId();
  const used = question.takes.length;
  // A new take is the kept one until the candidate chooses again.
  useEffect(() => setChosen(null), [used]);

  const save = (recording: Blob, onProgress: (percent: number) => void): SaveHandle => {
    let settle: { resolve: () => void; reject: (error: unknown) => void } = { resolve: () => undefined, reject: () => undefined };
    const pending = () => new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    const result = pending();
    const upload = uploadTake(target, question.id, recording, {
      onProgress,
      onDone: () => {
        void refresh();
        settle.resolve();
      },
      onFailed: (error) => settle.reject(error),
    });
    upload.start();
    return {
      result,
      resume: () => {
        const again = pending();
        upload.start();
        return again;
      },
    };
  };

  const keep = (fileId: string) => {
    setKeepError(null);
    setChosen(fileId);
    action.mutate(
      { kind: 'keep', questionId: question.id, fileId },
      {
        onError: (error) => {
          setChosen(null);
          setKeepError(videoAnswerErrorText(intl, error, 'videoAnswers.error.saveFailed'));
        },
      },
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="overline" component="p">
        <FormattedMessage id="videoAnswers.question.title" values={{ number, count }} />
      </Typography>
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 1 }}>
        <bdi>{question.title}</bdi>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id={`videoAnswers.question.media.${question.media}`} />
        {' · '}
        <FormattedMessage id="videoAnswers.question.takes" values={{ used, allowed: question.takesAllowed }} />
      </Typography>
      <TakeRecorder key={question.id} media={question.media} maxSeconds={maxSeconds} save={save} canRecord={used < question.takesAllowed} onStateChange={onRecorderState} />
      {used >= question.takesAllowed && (
        <Alert severity="info" sx={{ mt: 2 }}>
          <FormattedMessage id="videoAnswers.question.noTakesLeft" />
        </Alert>
      )}
      {question.takes.length > 1 && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
          <Typography component="legend" id={keepId} sx={{ fontWeight: 600 }}>
            <FormattedMessage id="videoAnswers.question.keep" />
          </Typography>
          <RadioGroup row aria-labelledby={keepId} value={chosen ?? question.keptFileId ?? ''} onChange={(event) => keep(event.target.value)}>
            {question.takes.map((take) => (
              <FormControlLabel key={take.fileId} value={take.fileId} control={<Radio />} label={intl.formatMessage({ id: 'videoAnswers.question.takeLabel' }, { take: take.take })} />
            ))}
          </RadioGroup>
        </Box>
      )}
      {keepError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {keepError}
        </Alert>
      )}
    </Box>
  );
};

/** The signed-in candidate's recorder: instructions, practice, the questions one by one, confirm (spec 03 §2.3). */
const VideoAnswersFlow = ({ data, target }: { data: VideoAnswers; target: VideoTaskTarget }) => {
  const intl = useIntl();
  const action = useVideoAnswerAction(target);
  const [screen, setScreen] = useState<Screen>(data.questions.some((question) => question.takes.length > 0) ? 'questions' : 'instructions');
  const [index, setIndex] = useState(0);
  const [recorder, setRecorder] = useState<RecorderState>('idle');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const busy = recorder === 'recording' || recorder === 'paused' || recorder === 'uploading' || recorder === 'connecting';
  const count = data.questions.length;
  const question = data.questions[Math.min(index, count - 1)];
  const context = { applicationId: target.applicationId, stageId: target.stageId, taskId: target.taskId, page: 'video' as const };

  // Opening the page starts the task (once; the API ignores a second start).
  useEffect(() => {
    if (started.current || data.status !== 'NOT_STARTED') return;
    started.current = true;
    action.mutate({ kind: 'start' });
  }, [action, data.status]);

  const go = (next: Screen, nextIndex = index) => {
    if (busy) return setError(intl.formatMessage({ id: recorder === 'uploading' ? 'videoAnswers.error.stillUploading' : 'videoAnswers.stopBeforeLeaving' }));
    setError(null);
    setRecorder('idle');
    setIndex(nextIndex);
    setScreen(next);
  };

  const submit = () => {
    setError(null);
    action.mutate({ kind: 'submit' }, { onError: (failure) => setError(videoAnswerErrorText(intl, failure, 'videoAnswers.error.submitFailed')) });
  };

  if (data.status === 'COMPLETED')
    return (
      <Stack spacing={2}>
        <BackToTasksLink />
        <Alert severity="success" role="status">
          <FormattedMessage id="videoAnswers.completed" />
        </Alert>
      </Stack>
    );

  let content: ReactNode;
  if (screen === 'instructions') {
    content = (
      <Stack spacing={2}>
        <Typography component="h2" variant="h2">
          <FormattedMessage id="videoAnswers.instructions.title" />
        </Typography>
        <List dense sx={{ listStyleType: 'disc', ps: 3 }}>
          {(
            [
              ['videoAnswers.instructions.count', { count }],
              ['videoAnswers.instructions.takes', {}],
              ['videoAnswers.instructions.length', { minutes: Math.round(data.maxSeconds / 60) }],
              ['videoAnswers.instructions.practice', {}],
              ['videoAnswers.instructions.quiet', {}],
            ] as const
          ).map(([id, values]) => (
            <ListItem key={id} sx={{ display: 'list-item', py: 0 }}>
              <ListItemText primary={intl.formatMessage({ id }, values)} />
            </ListItem>
          ))}
        </List>
        <Box>
          <Button variant="contained" onClick={() => go('practice')}>
            <FormattedMessage id="videoAnswers.instructions.start" />
          </Button>
        </Box>
      </Stack>
    );
  } else if (screen === 'practice') {
    content = (
      <Stack spacing={2}>
        <Typography component="h2" variant="h2">
          <FormattedMessage id="videoAnswers.practice.title" />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="videoAnswers.practice.intro" />
        </Typography>
        <TakeRecorder media={data.questions[0]?.media ?? 'VIDEO'} maxSeconds={data.maxSeconds} canRecord onStateChange={setRecorder} />
        <Box>
          <Button variant="contained" onClick={() => go('questions', 0)}>
            <FormattedMessage id="videoAnswers.practice.done" />
          </Button>
        </Box>
      </Stack>
    );
  } else if (screen === 'questions' && question) {
    content = (
      <Stack spacing={3}>
        <QuestionAnswer key={question.id} question={question} number={index + 1} count={count} maxSeconds={data.maxSeconds} target={target} onRecorderState={setRecorder} />
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {index > 0 && (
            <Button variant="outlined" onClick={() => go('questions', index - 1)}>
              <FormattedMessage id="videoAnswers.question.previous" />
            </Button>
          )}
          {index < count - 1 ? (
            <Button variant="contained" onClick={() => go('questions', index + 1)} disabled={question.takes.length === 0}>
              <FormattedMessage id="videoAnswers.question.next" />
            </Button>
          ) : (
            <Button variant="contained" onClick={() => go('confirm')} disabled={question.takes.length === 0}>
              <FormattedMessage id="videoAnswers.question.review" />
            </Button>
          )}
        </Stack>
      </Stack>
    );
  } else {
    content = (
      <Stack spacing={2}>
        <Typography component="h2" variant="h2">
          <FormattedMessage id="videoAnswers.confirm.title" />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="videoAnswers.confirm.intro" />
        </Typography>
        <List>
          {data.questions.map((item, position) => {
            const kept = item.takes.find((take) => take.fileId === item.keptFileId);
            return (
              <ListItem
                key={item.id}
                divider
                secondaryAction={
                  <Button size="small" onClick={() => go('questions', position)}>
                    <FormattedMessage id="videoAnswers.question.title" values={{ number: position + 1, count }} />
                  </Button>
                }
              >
                <ListItemText
                  primary={<bdi>{item.title}</bdi>}
                  secondary={kept ? intl.formatMessage({ id: 'videoAnswers.confirm.answered' }, { take: kept.take }) : intl.formatMessage({ id: 'videoAnswers.confirm.unanswered' })}
                />
              </ListItem>
            );
          })}
        </List>
        <Box>
          <Button variant="contained" onClick={submit} loading={action.isPending}>
            <FormattedMessage id="videoAnswers.confirm.submit" />
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      {/* A take being recorded or saved is lost by leaving: the link says so instead, as the screens' buttons do. */}
      <BackToTasksLink
        onClick={(event) => {
          if (!busy) return;
          event.preventDefault();
          go(screen);
        }}
      />
      <Stepper activeStep={SCREENS.indexOf(screen)} alternativeLabel aria-label={intl.formatMessage({ id: 'videoAnswers.steps' })}>
        {SCREENS.map((step) => (
          <Step key={step}>
            <StepLabel>
              <FormattedMessage id={`videoAnswers.step.${step}`} />
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {content}
      </Paper>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="flex-start">
        <SendToPhoneButton target={target} />
        <ReportIssueButton context={context} />
      </Stack>
    </Stack>
  );
};

/**
 * The candidate's video, audio or photo task (spec 03 §2.3,
 * /candidate-journey/:userId/:roleId/:jobApplicationId/:stageId/:moduleId/video-record): every id must be of the
 * id format, else /404; the candidate's own token (without one, the apply portal's sign-in in place); a browser that cannot record is
 * offered to copy the URL, open another browser or continue on the phone.
 */
export type VideoRecordPageProps = {
  /** The apply portal's e-mail sign-in, passed in by the routes (features do not import each other); else a link to it. */
  signIn?: ReactNode;
};

export const VideoRecordPage = ({ signIn }: VideoRecordPageProps) => {
  usePageTitle('videoAnswers.pageTitle');
  const params = useParams();
  const ids = [params.userId, params.roleId, params.jobApplicationId, params.stageId, params.moduleId];
  const valid = ids.every((id) => typeof id === 'string' && ID_FORMAT.test(id));
  const target: VideoTaskTarget = { applicationId: params.jobApplicationId ?? '', stageId: params.stageId ?? '', taskId: params.moduleId ?? '' };
  const token = useAccessToken('candidate');
  const answers = useVideoAnswers(target, valid && token !== null);
  const headingId = useId();

  if (!valid) return <Navigate to="/404" replace />;

  const frame = (content: ReactNode, job?: string) => (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', maxWidth: 760, mx: 'auto' }}>
      <Typography id={headingId} variant="h1" sx={{ mb: 2 }}>
        {job ? <FormattedMessage id="videoAnswers.heading" values={{ job: <bdi>{job}</bdi> }} /> : <FormattedMessage id="videoAnswers.pageTitle" />}
      </Typography>
      {content}
    </Box>
  );

  if (token === null)
    return frame(
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography sx={{ mb: 2 }}>
          <FormattedMessage id="videoAnswers.signIn" />
        </Typography>
        {/* The e-mail code stores the candidate's token; the page then loads with it. */}
        {signIn ?? <CandidateSignInLink jobId={params.roleId ?? ''} />}
      </Paper>,
    );
  if (answers.isPending) return <PageLoader />;
  if (answers.isError)
    return frame(
      <Paper variant="outlined">
        <EmptyState role="alert" title={<FormattedMessage id={isNotFound(answers.error) ? 'videoAnswers.notFound' : 'videoAnswers.loadError'} />} />
      </Paper>,
    );
  const blocker = recordingBlocker();
  return frame(blocker ? <UnsupportedBrowser reason={blocker} target={target} /> : <VideoAnswersFlow data={answers.data} target={target} />, answers.data.jobName);
};
