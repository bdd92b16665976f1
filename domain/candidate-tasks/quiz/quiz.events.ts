import { eventCatalogue, type DomainEvent } from '../../shared';
import type { CandidateTaskCompleted, CandidateTaskStarted } from '../task-response.events';

export type QuizKind = 'SKILL_BASED_TEST' | 'PSYCHOMETRIC_TEST';

/** One drawn question: its library id and, for a skill test, the wizard's skill block it was drawn for. */
export type QuizQuestionRef = { questionId: string; skill: string | null };

/** What a started quiz asks and how long it allows: drawn at the edge (crypto), then fixed for the attempt. */
export type QuizPlan = {
  kind: QuizKind;
  questions: QuizQuestionRef[];
  secondsPerQuestion: number;
  totalSeconds: number;
  /** Skill test: the job's pass percentage; psychometric: null (it does not judge). */
  passPercentage: number | null;
  /** Psychometric: the instrument's name; skill test: null. */
  instrument: string | null;
};

/** Follows CandidateTaskStarted of a quiz in the same append: the questions drawn and the time allowed. */
export type QuizPlanned = DomainEvent<'QuizPlanned', { responseId: string; plan: QuizPlan }>;

/** The question the server asks now; answers are taken until `answerBy` (the per-question timer, within the deadline). */
export type QuizQuestionServed = DomainEvent<'QuizQuestionServed', { responseId: string; index: number; questionId: string; servedAt: string; answerBy: string }>;

/** A chosen option (0-based), or a question whose time ran out (choice null, timedOut). */
export type QuizAnswerRecorded = DomainEvent<
  'QuizAnswerRecorded',
  { responseId: string; index: number; questionId: string; choice: number | null; timedOut: boolean; answeredAt: string }
>;

export type QuizEvent = CandidateTaskStarted | QuizPlanned | QuizQuestionServed | QuizAnswerRecorded | CandidateTaskCompleted;

export const quizEvents = eventCatalogue<QuizEvent>({
  CandidateTaskStarted: true,
  QuizPlanned: true,
  QuizQuestionServed: true,
  QuizAnswerRecorded: true,
  CandidateTaskCompleted: true,
});
