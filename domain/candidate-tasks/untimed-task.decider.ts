import { isRequestedFile, requestedFileMessage } from '../applications/application-file.rules';
import type { CandidateTask } from '../jobs/candidate-tasks';
import { DomainError, type Command, type Decider, type DecisionContext } from '../shared';
import {
  CANDIDATE_TASK_MESSAGES,
  judgedAnswers,
  MAX_TASK_FILES,
  questionAnswerErrors,
  questionAnswersRefusal,
  questionsQualify,
  type SubmittedAnswer,
} from './question-answers';
import {
  candidateTaskLifecycleEvents,
  type CandidateTaskLifecycleEvent,
  type TaskResponseRef,
  type TaskResult,
} from './task-response.events';

/** The tasks a candidate answers without a clock (spec 02 §3.4): they start when opened and are submitted once. */
export type UntimedTask = Extract<CandidateTask, { type: 'SHORTLISTING_QUESTIONS' | 'COLLECT_INFORMATION' | 'FILE_UPLOAD' | 'WELCOME_PAGE' }>;
export const UNTIMED_TASK_TYPES = ['SHORTLISTING_QUESTIONS', 'COLLECT_INFORMATION', 'FILE_UPLOAD', 'WELCOME_PAGE'] as const satisfies ReadonlyArray<UntimedTask['type']>;

export type UntimedSubmission =
  | { kind: 'QUESTIONS'; answers: SubmittedAnswer[] }
  | { kind: 'FILE_UPLOAD'; fileIds: string[] }
  | { kind: 'WELCOME_PAGE' };

/** The candidate opened the task (idempotent: a second open changes nothing). */
export type StartUntimedTask = Command<'StartUntimedTask', { ref: TaskResponseRef }>;
/** The candidate hands the task in; the handler has checked that every file is one of the application's own. */
export type SubmitUntimedTask = Command<'SubmitUntimedTask', { ref: TaskResponseRef; task: UntimedTask; submission: UntimedSubmission }>;
export type UntimedTaskCommand = StartUntimedTask | SubmitUntimedTask;

export type TaskResponseState = { status: 'NOT_STARTED' | 'STARTED' | 'COMPLETED' };

export const TaskResponseErrors = {
  alreadySubmitted: () => new DomainError('candidate-task-already-submitted', CANDIDATE_TASK_MESSAGES.alreadySubmitted, 'conflict'),
  mandatoryFields: () => new DomainError('candidate-task-answers-invalid', CANDIDATE_TASK_MESSAGES.mandatoryFields),
  answersInvalid: (message: string) => new DomainError('candidate-task-answers-invalid', message),
  wrongTask: () => new DomainError('candidate-task-wrong-submission', CANDIDATE_TASK_MESSAGES.invalidInput),
} as const;

/**
 * The spec's '{fileType} must be a {formats}' for the first file handed in that is not the kind its task or
 * question asks for (read from its bytes at upload), or null. Uploading is the application's own and takes any
 * document, so the hand-in is where the task's choice is held.
 */
export const handedInFileRefusal = (task: UntimedTask, submission: UntimedSubmission, contentTypeOf: (fileId: string) => string | null): string | null => {
  if (task.type === 'FILE_UPLOAD' && submission.kind === 'FILE_UPLOAD') {
    const wrong = submission.fileIds.some((fileId) => !isRequestedFile(contentTypeOf(fileId), task.fileType));
    return wrong ? requestedFileMessage(task.title, task.fileType) : null;
  }
  if ((task.type === 'SHORTLISTING_QUESTIONS' || task.type === 'COLLECT_INFORMATION') && submission.kind === 'QUESTIONS') {
    for (const answer of submission.answers) {
      const question = task.questions.find((candidate) => candidate.id === answer.questionId);
      if (answer.fileId && question?.answerType === 'FILE_UPLOAD' && !isRequestedFile(contentTypeOf(answer.fileId), question.fileType))
        return requestedFileMessage(question.title, question.fileType);
    }
  }
  return null;
};

const started = (ref: TaskResponseRef, context: DecisionContext): CandidateTaskLifecycleEvent => ({
  type: 'CandidateTaskStarted',
  data: { ...ref, startedAt: context.now.toISOString(), deadline: null },
});

/** What the candidate handed in, checked and judged; throws the spec's message when it may not be submitted. */
const resultOf = (task: UntimedTask, submission: UntimedSubmission): { result: TaskResult; qualified: boolean | null } => {
  switch (task.type) {
    case 'SHORTLISTING_QUESTIONS':
    case 'COLLECT_INFORMATION': {
      if (submission.kind !== 'QUESTIONS') throw TaskResponseErrors.wrongTask();
      const refusal = questionAnswersRefusal(questionAnswerErrors(task.questions, submission.answers));
      if (refusal) throw TaskResponseErrors.answersInvalid(refusal);
      const answers = judgedAnswers(task.questions, submission.answers);
      return { result: { kind: 'QUESTIONS', answers }, qualified: questionsQualify(task.questions, answers) };
    }
    case 'FILE_UPLOAD': {
      if (submission.kind !== 'FILE_UPLOAD') throw TaskResponseErrors.wrongTask();
      const fileIds = [...new Set(submission.fileIds)];
      if (fileIds.length === 0) throw TaskResponseErrors.mandatoryFields();
      if (fileIds.length > MAX_TASK_FILES) throw TaskResponseErrors.answersInvalid(CANDIDATE_TASK_MESSAGES.invalidInput);
      return { result: { kind: 'FILE_UPLOAD', fileIds }, qualified: null };
    }
    case 'WELCOME_PAGE':
      if (submission.kind !== 'WELCOME_PAGE') throw TaskResponseErrors.wrongTask();
      return { result: { kind: 'WELCOME_PAGE' }, qualified: null };
  }
};

/**
 * A candidate's response to an untimed task (spec 03 §2.3 "Apply portal", 02 §3.4): shortlisting and
 * collect-information questions (answers checked against the questions and judged against their expected
 * answers), a file upload, the welcome page (read and continued). Started when opened, completed by one
 * submit; a second submit is refused. Submitting without opening first starts it in the same decision, so
 * every stream begins with CandidateTaskStarted.
 */
export const untimedTaskDecider: Decider<TaskResponseState, UntimedTaskCommand, CandidateTaskLifecycleEvent> = {
  initialState: () => ({ status: 'NOT_STARTED' }),
  evolve: (state, event) => {
    // Other task types write their own events to the same kind of stream: read past what is not the lifecycle.
    if (!candidateTaskLifecycleEvents.includes(event)) return state;
    if (event.type === 'CandidateTaskStarted') return state.status === 'NOT_STARTED' ? { status: 'STARTED' } : state;
    return { status: 'COMPLETED' };
  },
  decide: (command, state, context) => {
    if (command.type === 'StartUntimedTask') return state.status === 'NOT_STARTED' ? [started(command.data.ref, context)] : [];
    if (state.status === 'COMPLETED') throw TaskResponseErrors.alreadySubmitted();
    const { ref, task, submission } = command.data;
    const { result, qualified } = resultOf(task, submission);
    return [
      ...(state.status === 'NOT_STARTED' ? [started(ref, context)] : []),
      { type: 'CandidateTaskCompleted', data: { ...ref, completedAt: context.now.toISOString(), result, qualified } },
    ];
  },
};
