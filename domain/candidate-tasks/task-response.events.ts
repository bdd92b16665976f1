import type { AnswerType, CandidateTaskType } from '../jobs/candidate-tasks';
import { eventCatalogue, type DomainEvent } from '../shared';

/**
 * A candidate's response to one task of one stage of one application (spec 03 §2.3 "Apply portal", "Quiz",
 * "Video interview", "Home assignment"; 02 §2.13 "Candidate answers"): stream `candidatetask-<responseId>`,
 * where responseId is fixed by (application, stage, task) — a candidate answers a stage's task once. Each task
 * type's decider adds its own intermediate events to that stream (a quiz's answers, a video's takes); every
 * type starts and ends with the two events below, which are the contract the rest of the product reads: the
 * application's timeline, the 'Candidate answers' read model, 'received partially', the automations that
 * act on qualification, and the 7-day quiz rejection. Shapes change only by adding fields.
 */
export type TaskResponseRef = {
  responseId: string;
  applicationId: string;
  candidateId: string;
  jobId: string;
  stageId: string;
  taskId: string;
  taskType: CandidateTaskType;
};

/** One answered question of shortlisting or collect-information questions (02 §3.4). */
export type QuestionAnswer = {
  questionId: string;
  title: string;
  answerType: AnswerType;
  /** Number for NUMERIC/CURRENCY, boolean for YES_NO, string[] for MULTI_SELECT, string otherwise; null when skipped (optional). */
  value: string | number | boolean | string[] | null;
  /** FILE_UPLOAD questions: the uploaded file (application files). */
  fileId: string | null;
  /** Judged against the question's expected answer; null when it has none. */
  meetsExpectation: boolean | null;
  /** Only staff with confidential access read it (02 §6). */
  confidential: boolean;
};

export type MediaKind = 'VIDEO' | 'AUDIO' | 'PHOTO';

/** What the candidate handed in, per task type. */
export type TaskResult =
  | { kind: 'QUESTIONS'; answers: QuestionAnswer[] }
  | { kind: 'FILE_UPLOAD'; fileIds: string[] }
  | { kind: 'WELCOME_PAGE' }
  | {
      kind: 'SKILL_BASED_TEST';
      correct: number;
      total: number;
      scorePercent: number;
      passPercentage: number;
      /** Per skill block: how many of its drawn questions were right. */
      blocks: Array<{ skill: string; correct: number; total: number }>;
      autoSubmitted: boolean;
    }
  | {
      kind: 'PSYCHOMETRIC_TEST';
      instrument: string;
      /** Mean item score per trait on the instrument's scale (IPIP: 1–5). */
      traits: Array<{ trait: string; score: number; max: number }>;
      autoSubmitted: boolean;
    }
  | { kind: 'VIDEO_QUESTIONS'; answers: Array<{ questionId: string; title: string; fileId: string; media: MediaKind; takesUsed: number }> }
  | { kind: 'HOME_ASSIGNMENT'; link: string | null; fileIds: string[]; autoSubmitted: boolean };

export type CandidateTaskStarted = DomainEvent<
  'CandidateTaskStarted',
  TaskResponseRef & {
    startedAt: string;
    /** The instant after which the server takes no more answers (a timed quiz or assignment); null when untimed. */
    deadline: string | null;
  }
>;

export type CandidateTaskCompleted = DomainEvent<
  'CandidateTaskCompleted',
  TaskResponseRef & {
    completedAt: string;
    result: TaskResult;
    /**
     * Whether the candidate qualifies by this task (shortlisting answers meet every auto-archive question's
     * expectation; a skill test reaches its pass percentage); null when the task does not judge.
     */
    qualified: boolean | null;
  }
>;

export type CandidateTaskLifecycleEvent = CandidateTaskStarted | CandidateTaskCompleted;

export const candidateTaskLifecycleEvents = eventCatalogue<CandidateTaskLifecycleEvent>({
  CandidateTaskStarted: true,
  CandidateTaskCompleted: true,
});

/** Tasks whose completion turns 'received partially' into received (03 §4 "Candidate journey"). */
export const COMPLETES_RECEIPT: readonly CandidateTaskType[] = ['SKILL_BASED_TEST', 'PSYCHOMETRIC_TEST', 'VIDEO_QUESTIONS'];

/** Screening quizzes: not taken within 7 days, the application is archived by automation (02 §4.4). */
export const SCREENING_QUIZZES: readonly CandidateTaskType[] = ['SKILL_BASED_TEST', 'PSYCHOMETRIC_TEST'];
export const QUIZ_REJECTION_AFTER_DAYS = 7;
