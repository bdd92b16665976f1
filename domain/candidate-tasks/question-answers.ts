import { APPLY_PORTAL_MESSAGES, MAX_ANSWER_LENGTH, MAX_LINK_LENGTH } from '../apply-portal/apply-form';
import type { ExpectedAnswer, Question } from '../jobs/candidate-tasks';
import type { QuestionAnswer } from './task-response.events';

/** The candidate tasks' messages (spec 03 §5 "Apply portal (candidate)", §8 "Generic"), verbatim where the spec has them. */
export const CANDIDATE_TASK_MESSAGES = {
  provideResponse: APPLY_PORTAL_MESSAGES.provideResponse,
  mandatoryFields: APPLY_PORTAL_MESSAGES.mandatoryFields,
  invalidInput: 'Please enter valid input',
  linkTooLong: APPLY_PORTAL_MESSAGES.linkTooLong,
  alreadySubmitted: 'You have already submitted this task',
} as const;

/** A multi-line answer may be longer than a one-line one; both are bounded so a hostile client cannot bloat the stream. */
export const MAX_MULTI_LINE_ANSWER_LENGTH = 5000;
export const MAX_TASK_FILES = 10;

export type AnswerValue = string | number | boolean | string[] | null;

/** What the candidate sends for one question; FILE_UPLOAD questions name an application file (value: its name). */
export type SubmittedAnswer = { questionId: string; value: AnswerValue; fileId?: string | null };

const isBlank = (value: AnswerValue | undefined): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim().length === 0) ||
  (Array.isArray(value) && value.length === 0);

/** A text answer that reads as a link (a candidate pastes a portfolio or profile) follows the link rule: under 1000 characters. */
const looksLikeLink = (text: string) => /^(https?:\/\/|www\.)\S+$/i.test(text.trim());

/** The message for one answer that is given but not of the question's kind; null when it fits. */
const invalidAnswer = (question: Question, answer: SubmittedAnswer): string | null => {
  const { value } = answer;
  switch (question.answerType) {
    case 'NUMERIC':
    case 'CURRENCY':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? null : CANDIDATE_TASK_MESSAGES.invalidInput;
    case 'YES_NO':
      return typeof value === 'boolean' ? null : CANDIDATE_TASK_MESSAGES.invalidInput;
    case 'SINGLE_SELECT':
      return typeof value === 'string' && question.options.includes(value) ? null : CANDIDATE_TASK_MESSAGES.invalidInput;
    case 'MULTI_SELECT':
      return Array.isArray(value) &&
        value.every((option) => typeof option === 'string' && question.options.includes(option)) &&
        new Set(value).size === value.length
        ? null
        : CANDIDATE_TASK_MESSAGES.invalidInput;
    case 'SINGLE_LINE_TEXT':
    case 'MULTI_LINE_TEXT': {
      if (typeof value !== 'string') return CANDIDATE_TASK_MESSAGES.invalidInput;
      if (looksLikeLink(value) && value.trim().length >= MAX_LINK_LENGTH) return CANDIDATE_TASK_MESSAGES.linkTooLong;
      const limit = question.answerType === 'SINGLE_LINE_TEXT' ? MAX_ANSWER_LENGTH : MAX_MULTI_LINE_ANSWER_LENGTH;
      return value.length <= limit ? null : CANDIDATE_TASK_MESSAGES.invalidInput;
    }
    case 'FILE_UPLOAD':
      return typeof value === 'string' && value.length <= MAX_ANSWER_LENGTH && typeof answer.fileId === 'string' && answer.fileId.length > 0
        ? null
        : CANDIDATE_TASK_MESSAGES.invalidInput;
  }
};

/**
 * Checks the answers against the task's questions, as the web form and the API both do: per question the
 * spec's message ('Provide your response' for a mandatory one left empty, 'Please enter valid input' for an
 * answer of the wrong kind or an option the question does not offer). Empty when they may be submitted.
 */
export const questionAnswerErrors = (questions: readonly Question[], answers: readonly SubmittedAnswer[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const answer = answers.find((candidate) => candidate.questionId === question.id);
    const blank = !answer || (isBlank(answer.value) && !(question.answerType === 'FILE_UPLOAD' && answer.fileId));
    if (blank) {
      if (!question.optional) errors[question.id] = CANDIDATE_TASK_MESSAGES.provideResponse;
      continue;
    }
    const invalid = invalidAnswer(question, answer);
    if (invalid) errors[question.id] = invalid;
  }
  // An answer to a question the task does not ask is a forged request, not a slip.
  const asked = new Set(questions.map((question) => question.id));
  for (const answer of answers) if (!asked.has(answer.questionId)) errors[answer.questionId] = CANDIDATE_TASK_MESSAGES.invalidInput;
  return errors;
};

/** The message the API answers with for a refused set of answers: the mandatory one first, as the form shows it. */
export const questionAnswersRefusal = (errors: Record<string, string>): string | null => {
  const messages = Object.values(errors);
  if (messages.length === 0) return null;
  return messages.includes(CANDIDATE_TASK_MESSAGES.provideResponse) ? CANDIDATE_TASK_MESSAGES.mandatoryFields : messages[0]!;
};

/** Whether an answer meets the question's expected answer (02 §3.4); null when the question has none. */
export const meetsExpectation = (expected: ExpectedAnswer | null, value: AnswerValue): boolean | null => {
  if (!expected) return null;
  if (value === null) return false;
  switch (expected.type) {
    case 'RANGE':
      return typeof value === 'number' && value >= expected.min && value <= expected.max;
    case 'MINIMUM':
      return typeof value === 'number' && value >= expected.min;
    case 'MAXIMUM':
      return typeof value === 'number' && value <= expected.max;
    case 'YES_NO':
      return value === expected.answer;
    case 'OPTIONS': {
      const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
      return expected.match === 'ALL'
        ? expected.options.every((option) => chosen.includes(option))
        : chosen.some((option) => expected.options.includes(option));
    }
  }
};

/** The answers as the CandidateTaskCompleted event keeps them: every question, in the task's order, judged. */
export const judgedAnswers = (questions: readonly Question[], answers: readonly SubmittedAnswer[]): QuestionAnswer[] =>
  questions.map((question) => {
    const answer = answers.find((candidate) => candidate.questionId === question.id);
    const raw = answer && !isBlank(answer.value) ? answer.value : null;
    const value = typeof raw === 'string' ? raw.trim() : raw;
    return {
      questionId: question.id,
      title: question.title,
      answerType: question.answerType,
      value,
      fileId: question.answerType === 'FILE_UPLOAD' ? (answer?.fileId ?? null) : null,
      meetsExpectation: meetsExpectation(question.expected, value),
      confidential: question.confidential,
    };
  });

/**
 * Whether the candidate qualifies by these answers (02 §3.5): every auto-archive question's expectation is
 * met. Null when no question of the task is an auto-archive one (the task does not judge).
 */
export const questionsQualify = (questions: readonly Question[], answers: readonly QuestionAnswer[]): boolean | null => {
  const judged = questions.filter((question) => question.autoArchive);
  if (judged.length === 0) return null;
  return judged.every((question) => answers.find((answer) => answer.questionId === question.id)?.meetsExpectation === true);
};
