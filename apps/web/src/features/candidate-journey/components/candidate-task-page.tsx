import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { fileSizeError, requestedExtensions, requestedFormatNames } from '@ats/domain/applications/application-file.rules';
import { CANDIDATE_TASK_MESSAGES, questionAnswerErrors, questionAnswersRefusal, type SubmittedAnswer } from '@ats/domain/candidate-tasks/question-answers';
import type { Question } from '@ats/domain/jobs';
import { isApiError } from '@ats/web/app/api/api-error';
import { errorText } from '@ats/web/app/api/error-text';
import { fileErrorText, fileRefusalText } from '@ats/web/app/api/file-error-text';
import { useAccessToken } from '@ats/web/app/auth/token-store';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import {
  useCandidateJourney,
  useStartCandidateTask,
  useSubmitCandidateTask,
  useUploadCandidateTaskFile,
  type CandidateJourneyTask,
  type CandidateQuestion,
  type TaskAnswer,
  type TaskSubmission,
} from '../api/candidate-journey-api';
import { candidateJourneyPath, candidateTaskPath } from '@ats/web/app/candidate-tasks/candidate-task-paths';
import { JourneyFrame, JourneyGate, taskName, type CandidatePageProps } from './candidate-journey-page';

/** The spec's messages (domain and server) in the reader's language; anything else as the server said it. */
const MESSAGE_IDS: Record<string, MessageId> = {
  [CANDIDATE_TASK_MESSAGES.provideResponse]: 'candidateJourney.error.provideResponse',
  [CANDIDATE_TASK_MESSAGES.mandatoryFields]: 'candidateJourney.error.mandatory',
  [CANDIDATE_TASK_MESSAGES.invalidInput]: 'candidateJourney.error.invalid',
  [CANDIDATE_TASK_MESSAGES.linkTooLong]: 'applyPortal.rule.linkTooLong',
};
export const taskMessage = (intl: IntlShape, text: string): string => (MESSAGE_IDS[text] ? intl.formatMessage({ id: MESSAGE_IDS[text] }) : text);
const failureText = (intl: IntlShape, failure: unknown): string => (isApiError(failure) && !failure.isGeneric ? taskMessage(intl, failure.message) : errorText(intl, failure));

/** The file chooser's list for what a task or question asks for. */
const acceptFor = (fileType: string | null | undefined) => requestedExtensions(fileType).map((extension) => `.${extension}`).join(',');
const formatsText = (intl: IntlShape, fileType: string | null | undefined) => intl.formatList(requestedFormatNames(fileType), { type: 'disjunction' });

/**
 * Why a chosen file is refused before it is sent: too large, or named as another kind than the task asks for
 * ('{fileType} must be a {formats}'). The server reads the bytes again when the task is handed in.
 */
const chosenFileRefusal = (intl: IntlShape, file: File, name: string, fileType: string | null | undefined): string | null => {
  const tooLarge = fileSizeError(file.size);
  if (tooLarge) return fileRefusalText(intl, tooLarge.code) ?? tooLarge.message;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if ((requestedExtensions(fileType) as readonly string[]).includes(extension)) return null;
  return intl.formatMessage({ id: 'candidateJourney.error.requestedFileType' }, { fileType: name, formats: formatsText(intl, fileType) });
};

/** One question's answer as the form holds it: what was typed or chosen, and an uploaded file. */
export type AnswerDraft = { text: string; options: string[]; yesNo: boolean | null; file: { fileId: string; name: string } | null };
const emptyDraft = (): AnswerDraft => ({ text: '', options: [], yesNo: null, file: null });

/** A typed number as the candidate meant it; text that is no number stays text, so the rules call it invalid input. */
const numberOf = (text: string): number | string => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/** The drafts as the domain's rules (shared with the API) read them. */
export const submittedAnswers = (questions: readonly CandidateQuestion[], drafts: Record<string, AnswerDraft>): SubmittedAnswer[] =>
  questions.map((question) => {
    const draft = drafts[question.id] ?? emptyDraft();
    switch (question.answerType) {
      case 'NUMERIC':
      case 'CURRENCY':
        return { questionId: question.id, value: draft.text.trim() === '' ? null : numberOf(draft.text) };
      case 'YES_NO':
        return { questionId: question.id, value: draft.yesNo };
      case 'MULTI_SELECT':
        return { questionId: question.id, value: draft.options };
      case 'FILE_UPLOAD':
        return { questionId: question.id, value: draft.file?.name ?? null, fileId: draft.file?.fileId ?? null };
      default:
        return { questionId: question.id, value: draft.text };
    }
  });

/** The answers as the API takes them: the one field that fits each question's type. */
export const requestAnswers = (questions: readonly CandidateQuestion[], drafts: Record<string, AnswerDraft>): TaskAnswer[] =>
  submittedAnswers(questions, drafts).flatMap(({ questionId, value, fileId }): TaskAnswer[] => {
    if (value === null || (Array.isArray(value) && value.length === 0) || value === '') return [];
    if (typeof value === 'number') return [{ questionId, number: value }];
    if (typeof value === 'boolean') return [{ questionId, yesNo: value }];
    if (Array.isArray(value)) return [{ questionId, options: value }];
    return [{ questionId, text: String(value), ...(fileId ? { fileId } : {}) }];
  });

/** The hub's question (what the candidate sees) as the domain's rules need it: nothing judged, only its shape. */
const asRuleQuestion = (question: CandidateQuestion): Question => ({ ...question, expected: null, autoArchive: false, confidential: false });

type QuestionFieldProps = {
  question: CandidateQuestion;
  draft: AnswerDraft;
  error: string | null;
  onChange: (draft: AnswerDraft) => void;
  applicationId: string;
};

const QuestionField = ({ question, draft, error, onChange, applicationId }: QuestionFieldProps) => {
  const intl = useIntl();
  const labelId = useId();
  const errorId = useId();
  const upload = useUploadCandidateTaskFile(applicationId);
  const input = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const label = (
    <>
      {question.title} {question.optional && <FormattedMessage id="candidateJourney.questions.optional" />}
    </>
  );
  const description = question.description ? (
    <Typography variant="body2" color="text.secondary">
      {question.description}
    </Typography>
  ) : null;
  const shown = error ?? uploadError;

  switch (question.answerType) {
    case 'NUMERIC':
    case 'CURRENCY':
    case 'SINGLE_LINE_TEXT':
    case 'MULTI_LINE_TEXT': {
      const numeric = question.answerType === 'NUMERIC' || question.answerType === 'CURRENCY';
      return (
        <Box>
          <TextField
            fullWidth
            label={label}
            required={!question.optional}
            value={draft.text}
            onChange={(event) => onChange({ ...draft, text: event.target.value })}
            error={shown !== null}
            helperText={shown ?? (question.answerType === 'CURRENCY' && question.currency ? intl.formatMessage({ id: 'candidateJourney.questions.currency' }, { currency: question.currency }) : question.description || undefined)}
            multiline={question.answerType === 'MULTI_LINE_TEXT'}
            minRows={question.answerType === 'MULTI_LINE_TEXT' ? 3 : undefined}
            slotProps={{
              htmlInput: { inputMode: numeric ? 'decimal' : undefined, maxLength: question.answerType === 'MULTI_LINE_TEXT' ? 5000 : 1000, 'data-question': question.id },
              input: question.answerType === 'CURRENCY' && question.currency ? { startAdornment: <InputAdornment position="start">{question.currency}</InputAdornment> } : undefined,
            }}
          />
        </Box>
      );
    }
    case 'YES_NO':
    case 'SINGLE_SELECT': {
      const choices =
        question.answerType === 'YES_NO'
          ? [
              { value: 'yes', label: intl.formatMessage({ id: 'candidateJourney.questions.yes' }) },
              { value: 'no', label: intl.formatMessage({ id: 'candidateJourney.questions.no' }) },
            ]
          : question.options.map((option) => ({ value: option, label: option }));
      const value = question.answerType === 'YES_NO' ? (draft.yesNo === null ? '' : draft.yesNo ? 'yes' : 'no') : draft.text;
      return (
        <FormControl component="fieldset" required={!question.optional} error={shown !== null}>
          <FormLabel component="legend" id={labelId}>
            {label}
          </FormLabel>
          {description}
          <RadioGroup
            aria-labelledby={labelId}
            aria-describedby={shown ? errorId : undefined}
            value={value}
            onChange={(event) => onChange(question.answerType === 'YES_NO' ? { ...draft, yesNo: event.target.value === 'yes' } : { ...draft, text: event.target.value })}
          >
            {choices.map((choice) => (
              <FormControlLabel key={choice.value} value={choice.value} control={<Radio inputProps={{ 'data-question': question.id } as object} />} label={choice.label} />
            ))}
          </RadioGroup>
          {shown && <FormHelperText id={errorId}>{shown}</FormHelperText>}
        </FormControl>
      );
    }
    case 'MULTI_SELECT':
      return (
        <FormControl component="fieldset" required={!question.optional} error={shown !== null}>
          <FormLabel component="legend">{label}</FormLabel>
          {description}
          <FormGroup aria-describedby={shown ? errorId : undefined}>
            {question.options.map((option) => (
              <FormControlLabel
                key={option}
                label={option}
                control={
                  <Checkbox
                    checked={draft.options.includes(option)}
                    inputProps={{ 'data-question': question.id } as object}
                    onChange={(event) =>
                      onChange({ ...draft, options: event.target.checked ? [...draft.options, option] : draft.options.filter((chosen) => chosen !== option) })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {shown && <FormHelperText id={errorId}>{shown}</FormHelperText>}
        </FormControl>
      );
    case 'FILE_UPLOAD': {
      const choose = (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        const refusal = chosenFileRefusal(intl, file, question.title, question.fileType);
        if (refusal) return setUploadError(refusal);
        setUploadError(null);
        upload.mutate(
          { file },
          {
            onSuccess: (uploaded) => onChange({ ...draft, file: { fileId: uploaded.fileId, name: file.name } }),
            onError: (failure) => setUploadError(fileErrorText(intl, failure)),
          },
        );
      };
      return (
        <FormControl component="fieldset" required={!question.optional} error={shown !== null}>
          <FormLabel component="legend" id={labelId}>
            {label}
          </FormLabel>
          {description}
          <input ref={input} type="file" accept={acceptFor(question.fileType)} hidden onChange={choose} aria-labelledby={labelId} data-question={question.id} />
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={upload.isPending} aria-describedby={labelId}>
              <FormattedMessage id="candidateJourney.questions.chooseFile" />
            </Button>
          </Box>
          {upload.isPending && <LinearProgress sx={{ mt: 1 }} aria-label={intl.formatMessage({ id: 'candidateJourney.upload.uploading' }, { name: question.title })} />}
          {draft.file && (
            <Typography variant="body2" sx={{ mt: 1 }} role="status">
              <FormattedMessage id="candidateJourney.questions.fileChosen" values={{ name: <bdi key="name">{draft.file.name}</bdi> }} />
            </Typography>
          )}
          {shown && <FormHelperText id={errorId}>{shown}</FormHelperText>}
        </FormControl>
      );
    }
  }
};

type TaskProps = { task: CandidateJourneyTask; applicationId: string; stageId: string; onDone: () => void };

/** Shortlisting and collect-information questions: every answer type, checked as the server checks them. */
export const QuestionsTask = ({ task, applicationId, stageId, onDone }: TaskProps) => {
  const intl = useIntl();
  const submit = useSubmitCandidateTask({ applicationId, stageId, taskId: task.id });
  const [drafts, setDrafts] = useState<Record<string, AnswerDraft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = questionAnswerErrors(task.questions.map(asRuleQuestion), submittedAnswers(task.questions, drafts));
    const refusal = questionAnswersRefusal(found);
    setErrors(Object.fromEntries(Object.entries(found).map(([id, message]) => [id, taskMessage(intl, message)])));
    if (refusal) {
      setFormError(taskMessage(intl, refusal));
      // The first question to fix gets the focus, so a keyboard or screen reader user lands on it.
      const first = task.questions.find((question) => found[question.id]);
      const fields = [...(form.current?.querySelectorAll<HTMLElement>('[data-question]') ?? [])];
      if (first) fields.find((field) => field.dataset.question === first.id)?.focus();
      return;
    }
    setFormError(null);
    const submission: TaskSubmission = { answers: requestAnswers(task.questions, drafts) };
    submit.mutate(submission, { onSuccess: onDone, onError: (failure) => setFormError(failureText(intl, failure)) });
  };

  return (
    <Box component="form" ref={form} noValidate onSubmit={onSubmit}>
      <Stack spacing={3}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {task.questions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            draft={drafts[question.id] ?? emptyDraft()}
            error={errors[question.id] ?? null}
            applicationId={applicationId}
            onChange={(draft) => {
              setDrafts((current) => ({ ...current, [question.id]: draft }));
              setErrors(({ [question.id]: _fixed, ...rest }) => rest);
            }}
          />
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={submit.isPending}>
            <FormattedMessage id="candidateJourney.submit" />
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};

/** The welcome page: the company's message and video link, then on to the next task. */
const WelcomeTask = ({ task, applicationId, stageId, onDone }: TaskProps) => {
  const intl = useIntl();
  const submit = useSubmitCandidateTask({ applicationId, stageId, taskId: task.id });
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{task.message}</Typography>
      {task.videoUrl && (
        <Link href={task.videoUrl} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="candidateJourney.welcome.video" />
        </Link>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box>
        <Button variant="contained" disabled={submit.isPending} onClick={() => submit.mutate({}, { onSuccess: onDone, onError: (failure) => setError(failureText(intl, failure)) })}>
          <FormattedMessage id="candidateJourney.welcome.continue" />
        </Button>
      </Box>
    </Stack>
  );
};

/** A file upload task: one or more PDF or Word files, uploaded as they are chosen, then handed in. */
const FileUploadTask = ({ task, applicationId, stageId, onDone }: TaskProps) => {
  const intl = useIntl();
  const upload = useUploadCandidateTaskFile(applicationId);
  const submit = useSubmitCandidateTask({ applicationId, stageId, taskId: task.id });
  const [files, setFiles] = useState<Array<{ fileId: string; name: string }>>([]);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = chosenFileRefusal(intl, file, task.title ?? '', task.fileType);
    if (refusal) return setError(refusal);
    setError(null);
    setUploading(file.name);
    upload.mutate(
      { file },
      {
        onSuccess: (uploaded) => setFiles((current) => [...current, { fileId: uploaded.fileId, name: file.name }]),
        onError: (failure) => setError(fileErrorText(intl, failure)),
        onSettled: () => setUploading(null),
      },
    );
  };
  const handIn = () => {
    if (files.length === 0) return setError(intl.formatMessage({ id: 'candidateJourney.error.mandatory' }));
    submit.mutate({ fileIds: files.map((file) => file.fileId) }, { onSuccess: onDone, onError: (failure) => setError(failureText(intl, failure)) });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="candidateJourney.upload.hint" values={{ formats: formatsText(intl, task.fileType) }} />
      </Typography>
      <input ref={input} type="file" accept={acceptFor(task.fileType)} hidden onChange={choose} aria-label={intl.formatMessage({ id: 'candidateJourney.upload.choose' })} />
      <Box>
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={upload.isPending}>
          <FormattedMessage id="candidateJourney.upload.choose" />
        </Button>
      </Box>
      {uploading && <LinearProgress aria-label={intl.formatMessage({ id: 'candidateJourney.upload.uploading' }, { name: uploading })} />}
      {files.length > 0 && (
        <Box component="section" aria-labelledby={listId}>
          <Typography id={listId} variant="h3" component="h2">
            <FormattedMessage id="candidateJourney.upload.files" />
          </Typography>
          <List dense>
            {files.map((file) => (
              <ListItem
                key={file.fileId}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={intl.formatMessage({ id: 'candidateJourney.upload.remove' }, { name: file.name })}
                    onClick={() => setFiles((current) => current.filter((kept) => kept.fileId !== file.fileId))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={<bdi>{file.name}</bdi>} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box>
        <Button variant="contained" onClick={handIn} disabled={submit.isPending || upload.isPending}>
          <FormattedMessage id="candidateJourney.submit" />
        </Button>
      </Box>
    </Stack>
  );
};

const UNTIMED = ['SHORTLISTING_QUESTIONS', 'COLLECT_INFORMATION', 'FILE_UPLOAD', 'WELCOME_PAGE'];

/**
 * /candidate-journey/:userId/:roleId/:jobApplicationId/:stageId/:moduleId — one untimed task of the current stage
 * (spec 03 §2.3): the welcome page, the questions form (every answer type) or the file upload; opened marks it
 * started, handed in once, then back to the hub. Other task types have their own pages; a task not of the
 * current stage is not available.
 */
export const CandidateTaskPage = ({ signIn }: CandidatePageProps) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const { userId = '', roleId = '', jobApplicationId = '', stageId = '', moduleId = '' } = useParams();
  const token = useAccessToken('candidate');
  const journey = useCandidateJourney(jobApplicationId, null, token !== null);
  const start = useStartCandidateTask({ applicationId: jobApplicationId, stageId, taskId: moduleId });
  const headingId = useId();
  usePageTitle('candidateJourney.pageTitle');
  const task = journey.data?.stage.id === stageId ? journey.data.tasks.find((candidate) => candidate.id === moduleId) : undefined;
  const hub = candidateJourneyPath({ userId: journey.data?.candidateUserId || userId, jobId: journey.data?.jobId ?? roleId, applicationId: jobApplicationId });
  const startTask = start.mutate;
  const shouldStart = task?.status === 'NOT_STARTED' && UNTIMED.includes(task.type);
  useEffect(() => {
    if (shouldStart) startTask();
  }, [shouldStart, startTask]);

  if (!journey.data || token === null)
    return (
      <JourneyFrame headingId={headingId} title={<FormattedMessage id="candidateJourney.pageTitle" />}>
        <JourneyGate query={journey} token={token} signIn={signIn} />
      </JourneyFrame>
    );
  if (!task)
    return (
      <JourneyFrame headingId={headingId} title={<FormattedMessage id="candidateJourney.notAvailable" />}>
        <Link component={RouterLink} to={hub}>
          <FormattedMessage id="candidateJourney.backToTasks" />
        </Link>
      </JourneyFrame>
    );
  if (!UNTIMED.includes(task.type)) {
    const elsewhere = candidateTaskPath({ userId: journey.data.candidateUserId || userId, jobId: journey.data.jobId, applicationId: jobApplicationId, stageId }, task);
    return <Navigate to={elsewhere ?? hub} replace />;
  }
  const props: TaskProps = { task, applicationId: jobApplicationId, stageId, onDone: () => navigate(hub, { state: { submitted: true } }) };
  return (
    <JourneyFrame headingId={headingId} title={taskName(task, intl)}>
      <Stack spacing={2}>
        <Link component={RouterLink} to={hub}>
          <FormattedMessage id="candidateJourney.backToTasks" />
        </Link>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {task.status === 'COMPLETED' ? (
            <Alert severity="success" role="status">
              <FormattedMessage id="candidateJourney.completed" />
            </Alert>
          ) : task.type === 'WELCOME_PAGE' ? (
            <WelcomeTask {...props} />
          ) : task.type === 'FILE_UPLOAD' ? (
            <FileUploadTask {...props} />
          ) : (
            <QuestionsTask {...props} />
          )}
        </Paper>
      </Stack>
    </JourneyFrame>
  );
};
