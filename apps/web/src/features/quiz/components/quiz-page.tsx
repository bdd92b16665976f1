import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { isApiError, isNotFound } from '@ats/web/app/api/api-error';
import { useAccessToken } from '@ats/web/app/auth/token-store';
import { EmptyState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { BackToTasksLink } from '@ats/web/app/candidate-tasks/back-to-tasks-link';
import { useCandidateQuiz, useQuizAction, type QuizState } from '../api/quiz-api';
import { quizErrorText } from '../quiz-errors';
import { visuallyHidden } from '@ats/web/app/components/visually-hidden';

type Question = NonNullable<QuizState['current']>;

/** Seconds left until the server's deadline for the question, counted down from what the server said. */
const useCountdown = (seconds: number | null, since: number): number | null => {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds === null) return;
    const endsAt = since + seconds * 1000;
    const timer = setInterval(() => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))), 250);
    return () => clearInterval(timer);
  }, [seconds, since]);
  return left;
};

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Moments worth saying aloud: not every second (a screen reader would talk over the question). */
const ANNOUNCED_SECONDS = [30, 10];

/** What the task page is about, for 'report a problem'. */
export type QuizIssueContext = { applicationId: string; stageId: string; taskId: string; page: 'quiz' };

/**
 * The app wires in the apply portal's sign-in and the issue reports' 'report a problem' (features do not import
 * each other).
 */
export type QuizPageProps = { signIn: ReactNode; reportIssue: (context: QuizIssueContext) => ReactNode };

/**
 * The quiz page (/quiz/:quizType/user/:userId/role/:jobRoleId/:jobApplicationId/:stageId/:moduleId, spec 03 §2.3
 * "Quiz"): the candidate's own token; instructions and the confirmation checkbox, then one question at a time with
 * its timer (the server keeps the time: when it runs out the page asks the server and moves on), the end, and
 * 'report a problem' throughout.
 */
export const QuizPage = ({ signIn, reportIssue }: QuizPageProps) => {
  const intl = useIntl();
  const { quizType = 'SKILL_BASED_TEST', jobApplicationId = '', stageId = '', moduleId = '' } = useParams();
  // The hub's links say 'skill-based' or 'psychometric'; the task type's own name is taken too. The server's answer decides.
  const kind = quizType === 'psychometric' || quizType === 'PSYCHOMETRIC_TEST' ? 'PSYCHOMETRIC_TEST' : 'SKILL_BASED_TEST';
  usePageTitle(`quiz.title.${kind}`);
  const target = { applicationId: jobApplicationId, stageId, taskId: moduleId };
  const token = useAccessToken('candidate');
  const quiz = useCandidateQuiz(target, token !== null);
  const action = useQuizAction(target);
  const headingId = useId();
  const frame = (content: ReactNode, title: MessageId = `quiz.title.${kind}`) => (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', maxWidth: 720, mx: 'auto' }}>
      <Typography id={headingId} variant="h1" sx={{ mb: 1 }}>
        <FormattedMessage id={title} />
      </Typography>
      {content}
    </Box>
  );

  if (token === null)
    return frame(
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography sx={{ mb: 2 }}>
          <FormattedMessage id="quiz.signIn" />
        </Typography>
        {/* the apply portal's e-mail code gives the candidate their token; this page then reads the quiz */}
        {signIn}
      </Paper>,
    );
  if (quiz.isPending) return <PageLoader />;
  if (quiz.isError)
    return frame(
      <Paper variant="outlined">
        <EmptyState
          role="alert"
          title={<FormattedMessage id="quiz.notAvailable" />}
          body={isNotFound(quiz.error) ? <FormattedMessage id="quiz.notAvailableBody" /> : quizErrorText(intl, quiz.error)}
        />
      </Paper>,
    );
  const data = quiz.data;
  return frame(
    <Stack spacing={2}>
      <Typography color="text.secondary">
        <FormattedMessage id="quiz.subtitle" values={{ job: <bdi>{data.jobName}</bdi> }} />
      </Typography>
      <BackToTasksLink />
      <QuizBody data={data} since={quiz.dataUpdatedAt} refetch={() => void quiz.refetch()} action={action} />
      <Box>
        {reportIssue({ applicationId: jobApplicationId, stageId, taskId: moduleId, page: 'quiz' })}
      </Box>
    </Stack>,
    `quiz.title.${data.quizType}`,
  );
};

type QuizBodyProps = { data: QuizState; since: number; refetch: () => void; action: ReturnType<typeof useQuizAction> };

const QuizBody = ({ data, since, refetch, action }: QuizBodyProps) => {
  const intl = useIntl();
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [late, setLate] = useState(false);

  const run = async (next: Parameters<typeof action.mutateAsync>[0]) => {
    setError(null);
    try {
      const answered = await action.mutateAsync(next);
      setLate(answered.answerTimedOut === true);
    } catch (caught) {
      // Another question than the one asked: the time ran out meanwhile; show what the server asks now.
      if (isApiError(caught) && caught.statusCode === 409) {
        setError(intl.formatMessage({ id: 'quiz.error.notServed' }));
        refetch();
        return;
      }
      setError(quizErrorText(intl, caught));
    }
  };

  if (data.status === 'NOT_STARTED') {
    const minutes = Math.max(1, Math.round(data.totalSeconds / 60));
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2} component="form" noValidate onSubmit={(event) => {
          event.preventDefault();
          if (!confirmed) return setError(intl.formatMessage({ id: 'quiz.error.confirm' }));
          void run({ kind: 'start', confirmed });
        }}>
          <Typography variant="h2">
            <FormattedMessage id="quiz.instructions" />
          </Typography>
          <Box component="ul" sx={{ m: 0, ps: 3 }}>
            <li>
              <FormattedMessage id="quiz.instructions.count" values={{ count: data.questionCount }} />
            </li>
            <li>
              <FormattedMessage id="quiz.instructions.perQuestion" values={{ seconds: data.secondsPerQuestion }} />
            </li>
            <li>
              <FormattedMessage id="quiz.instructions.total" values={{ minutes }} />
            </li>
            <li>
              <FormattedMessage id={data.quizType === 'PSYCHOMETRIC_TEST' ? 'quiz.instructions.psychometric' : 'quiz.instructions.scoring'} />
            </li>
          </Box>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <FormControlLabel
            control={<Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />}
            label={intl.formatMessage({ id: 'quiz.confirm' })}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={action.isPending}>
              <FormattedMessage id="quiz.start" />
            </Button>
          </Box>
        </Stack>
      </Paper>
    );
  }

  if (data.status === 'COMPLETED')
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2} role="status">
          {data.autoSubmitted && <Alert severity="info">{intl.formatMessage({ id: 'quiz.autoSubmitted' })}</Alert>}
          <Typography variant="h2">
            <FormattedMessage id="quiz.done" />
          </Typography>
          <Typography>
            <FormattedMessage id="quiz.doneBody" />
          </Typography>
        </Stack>
      </Paper>
    );

  if (data.status === 'ANSWERED_ALL' || !data.current)
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          {late && <Alert severity="warning">{intl.formatMessage({ id: 'quiz.lateAnswer' })}</Alert>}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Typography role="status">
            <FormattedMessage id="quiz.answeredAll" />
          </Typography>
          <Box>
            <Button variant="contained" onClick={() => void run({ kind: 'submit' })} disabled={action.isPending}>
              <FormattedMessage id="quiz.submit" />
            </Button>
          </Box>
        </Stack>
      </Paper>
    );

  return (
    <QuestionCard
      key={data.current.questionId}
      question={data.current}
      count={data.questionCount}
      secondsPerQuestion={data.secondsPerQuestion}
      since={since}
      refetch={refetch}
      busy={action.isPending}
      error={error}
      late={late}
      onAnswer={(choice) => {
        if (choice === null) return setError(intl.formatMessage({ id: 'quiz.error.chooseAnswer' }));
        void run({ kind: 'answer', questionId: data.current!.questionId, choice });
      }}
    />
  );
};

type QuestionCardProps = {
  question: Question;
  count: number;
  secondsPerQuestion: number;
  since: number;
  refetch: () => void;
  busy: boolean;
  error: string | null;
  late: boolean;
  onAnswer: (choice: number | null) => void;
};

const QuestionCard = ({ question, count, secondsPerQuestion, since, refetch, busy, error, late, onAnswer }: QuestionCardProps) => {
  const intl = useIntl();
  const [choice, setChoice] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const left = useCountdown(question.remainingSeconds, since) ?? 0;

  // A new question: focus its heading so a screen reader reads where the candidate is.
  useEffect(() => headingRef.current?.focus(), []);

  useEffect(() => {
    if (left === 0) {
      setAnnouncement(intl.formatMessage({ id: 'quiz.timeUp' }));
      // The server moves on at its deadline (with a moment's allowance for a late answer): ask it shortly after.
      const again = setTimeout(refetch, 1000);
      return () => clearTimeout(again);
    }
    if (ANNOUNCED_SECONDS.includes(left) && left < secondsPerQuestion) setAnnouncement(intl.formatMessage({ id: 'quiz.timeLeft.announce' }, { seconds: left }));
    return undefined;
  }, [left, since, intl, refetch, secondsPerQuestion]);

  const options = question.scale === 'LIKERT_5' ? question.options.map((_, index) => intl.formatMessage({ id: `quiz.likert.${index}` as MessageId })) : question.options;
  const labelId = `quiz-question-${question.index}`;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} component="form" noValidate onSubmit={(event) => {
        event.preventDefault();
        onAnswer(choice);
      }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2}>
          <Typography variant="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
            <FormattedMessage id="quiz.questionOf" values={{ number: question.index + 1, count }} />
          </Typography>
          <Typography role="timer" aria-atomic="true" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: left <= 10 ? 'error.main' : 'text.primary' }}>
            <FormattedMessage id="quiz.timeLeft" values={{ time: <bdi>{clock(left)}</bdi> }} />
          </Typography>
        </Stack>
        <LinearProgress variant="determinate" value={secondsPerQuestion > 0 ? (left / secondsPerQuestion) * 100 : 0} aria-hidden="true" />
        <Box aria-live="polite" sx={visuallyHidden}>
          {announcement}
        </Box>
        {late && <Alert severity="warning">{intl.formatMessage({ id: 'quiz.lateAnswer' })}</Alert>}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <FormControl component="fieldset">
          <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', fontSize: '1.1rem', mb: 1 }}>
            {question.text}
          </FormLabel>
          <RadioGroup aria-labelledby={labelId} value={choice === null ? '' : String(choice)} onChange={(event) => setChoice(Number(event.target.value))}>
            {options.map((option, index) => (
              <FormControlLabel key={index} value={String(index)} control={<Radio />} label={option} disabled={left === 0} />
            ))}
          </RadioGroup>
        </FormControl>
        <Box>
          <Button type="submit" variant="contained" disabled={busy || left === 0}>
            <FormattedMessage id="quiz.submitAnswer" />
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
};
