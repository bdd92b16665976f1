import { requestedFileType } from '../applications/application-file.rules';
import { DomainError } from '../shared';

/** Spec 02 §3.4: the kinds of candidate task (module) a stage can carry. */
export type CandidateTaskType =
  | 'SHORTLISTING_QUESTIONS'
  | 'COLLECT_INFORMATION'
  | 'FILE_UPLOAD'
  | 'VIDEO_QUESTIONS'
  | 'SKILL_BASED_TEST'
  | 'PSYCHOMETRIC_TEST'
  | 'WELCOME_PAGE'
  | 'AUTO_SEND_INVITATION_EMAIL'
  | 'HOME_ASSIGNMENT';

export type AnswerType =
  | 'NUMERIC'
  | 'SINGLE_SELECT'
  | 'MULTI_SELECT'
  | 'CURRENCY'
  | 'YES_NO'
  | 'SINGLE_LINE_TEXT'
  | 'MULTI_LINE_TEXT'
  | 'FILE_UPLOAD';

/** What answer qualifies a candidate (used by auto-archive of under-qualified candidates). */
export type ExpectedAnswer =
  | { type: 'RANGE'; min: number; max: number }
  | { type: 'MINIMUM'; min: number }
  | { type: 'MAXIMUM'; max: number }
  | { type: 'OPTIONS'; options: string[]; match: 'ANY' | 'ALL' }
  | { type: 'YES_NO'; answer: boolean };

export type Question = {
  id: string;
  title: string;
  description: string;
  answerType: AnswerType;
  options: string[];
  expected: ExpectedAnswer | null;
  optional: boolean;
  autoArchive: boolean;
  confidential: boolean;
  currency: string | null;
  fileType: string | null;
};

export type SkillBlock = { skill: string; questionCount: number };

export type CandidateTask =
  | { id: string; type: 'SHORTLISTING_QUESTIONS' | 'COLLECT_INFORMATION'; questions: Question[] }
  | { id: string; type: 'SKILL_BASED_TEST'; skillBlocks: SkillBlock[]; passPercentage: number; allowedMinutes: number }
  | {
      id: string;
      type: 'VIDEO_QUESTIONS';
      /** `media`: what the candidate records (spec 03 §2.3 "The recorder handles video, audio and photo"); absent means VIDEO. */
      questions: Array<{ id: string; title: string; retakes: number; media?: 'VIDEO' | 'AUDIO' | 'PHOTO' }>;
    }
  | { id: string; type: 'WELCOME_PAGE'; message: string; videoUrl: string | null }
  | {
      id: string;
      type: 'HOME_ASSIGNMENT';
      instructions: string;
      hoursToSubmit: number;
      expectedDurationHours: number;
      daysToHearBack: number;
    }
  | { id: string; type: 'FILE_UPLOAD'; title: string; fileType: string }
  | { id: string; type: 'PSYCHOMETRIC_TEST'; testName: string }
  | { id: string; type: 'AUTO_SEND_INVITATION_EMAIL'; subject: string; body: string };

export const MAX_QUESTIONS = 10;
const PLACEHOLDERS = ['[JOB_FUNCTION]', '[INDUSTRY]', '[SKILL]'] as const;
const CHOICE_TYPES: readonly AnswerType[] = ['SINGLE_SELECT', 'MULTI_SELECT'];
const NUMBER_TYPES: readonly AnswerType[] = ['NUMERIC', 'CURRENCY'];
const FREE_TYPES: readonly AnswerType[] = ['SINGLE_LINE_TEXT', 'MULTI_LINE_TEXT', 'FILE_UPLOAD'];

const refuse = (code: string, message: string) => new DomainError(code, message);

// Spec 02 §5.4, the question editor's messages.
export const CandidateTaskErrors = {
  tooManyQuestions: () => refuse('too-many-questions', 'Maximum 10 questions allowed'),
  questionTitle: () => refuse('question-title-required', 'Please enter question title'),
  placeholder: (key: string) => refuse('question-placeholder-left', `Please replace ${key} in question title`),
  tooFewOptions: () => refuse('question-options-too-few', 'Atleast two options need to be added'),
  emptyOption: () => refuse('question-option-empty', 'Options cannot be empty'),
  noExpectedOption: () => refuse('question-expected-option', 'Atleast one option needs to be selected'),
  wrongOption: () => refuse('question-wrong-option', 'Please select correct option'),
  negative: () => refuse('question-negative', 'Negatives not allowed'),
  minAboveMax: () => refuse('question-min-above-max', 'Should be less than maximum'),
  currency: () => refuse('question-currency-required', 'Required field'),
  fileType: () => refuse('question-file-type-required', 'Required field'),
  autoArchiveFreeText: () =>
    refuse('question-auto-archive-free-text', 'Auto-archive is not allowed on free-text or file-upload questions'),
  autoArchiveOptional: () => refuse('question-auto-archive-optional', 'Auto-archive questions cannot be optional'),
  passPercentage: () => refuse('quiz-pass-percentage', 'Enter correct quiz pass percentage'),
  skillBlocks: () => refuse('quiz-skill-blocks', 'Atleast one skill block must have more than zero questions'),
  retakes: () => refuse('video-retakes', 'Retakes are between 1 and 3 per question'),
  welcomeVideo: () => refuse('welcome-video-url', 'Please enter a valid and full video link'),
  required: () => refuse('task-field-required', 'Required field'),
  positiveNumber: () => refuse('task-positive-number', 'Please enter a valid number'),
} as const;

const nonNegative = (...values: number[]) => values.every((value) => Number.isFinite(value) && value >= 0);

const checkExpected = (question: Question): DomainError | null => {
  const { expected, answerType, options } = question;
  if (!expected) return question.autoArchive ? CandidateTaskErrors.noExpectedOption() : null;
  if (expected.type === 'OPTIONS') {
    if (!CHOICE_TYPES.includes(answerType)) return CandidateTaskErrors.wrongOption();
    if (expected.options.length === 0) return CandidateTaskErrors.noExpectedOption();
    if (expected.options.some((option) => !options.includes(option))) return CandidateTaskErrors.wrongOption();
    if (answerType === 'SINGLE_SELECT' && expected.match === 'ALL' && expected.options.length > 1)
      return CandidateTaskErrors.wrongOption();
    return null;
  }
  if (expected.type === 'YES_NO') return answerType === 'YES_NO' ? null : CandidateTaskErrors.wrongOption();
  if (!NUMBER_TYPES.includes(answerType)) return CandidateTaskErrors.wrongOption();
  const min = expected.type === 'MAXIMUM' ? 0 : expected.min;
  const max = expected.type === 'MINIMUM' ? min : expected.max;
  if (!nonNegative(min, max)) return CandidateTaskErrors.negative();
  if (expected.type === 'RANGE' && expected.min >= expected.max) return CandidateTaskErrors.minAboveMax();
  return null;
};

/** The first thing wrong with a question, in the order the editor checks it; null when it is valid. */
export const questionError = (question: Question): DomainError | null => {
  const title = question.title.trim();
  if (!title) return CandidateTaskErrors.questionTitle();
  const placeholder = PLACEHOLDERS.find((key) => title.includes(key));
  if (placeholder) return CandidateTaskErrors.placeholder(placeholder);
  if (CHOICE_TYPES.includes(question.answerType)) {
    if (question.options.some((option) => !option.trim())) return CandidateTaskErrors.emptyOption();
    if (question.options.length < 2) return CandidateTaskErrors.tooFewOptions();
  }
  if (question.answerType === 'CURRENCY' && !question.currency?.trim()) return CandidateTaskErrors.currency();
  if (question.answerType === 'FILE_UPLOAD' && !requestedFileType(question.fileType)) return CandidateTaskErrors.fileType();
  if (question.autoArchive && FREE_TYPES.includes(question.answerType)) return CandidateTaskErrors.autoArchiveFreeText();
  if (question.autoArchive && question.optional) return CandidateTaskErrors.autoArchiveOptional();
  return checkExpected(question);
};

const isFullVideoUrl = (url: string) => {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname.includes('.');
  } catch {
    return false;
  }
};

/** The first thing wrong with a task's configuration; null when it may be saved. */
export const candidateTaskError = (task: CandidateTask): DomainError | null => {
  switch (task.type) {
    case 'SHORTLISTING_QUESTIONS':
    case 'COLLECT_INFORMATION':
      if (task.questions.length > MAX_QUESTIONS) return CandidateTaskErrors.tooManyQuestions();
      for (const question of task.questions) {
        const error = questionError(question);
        if (error) return error;
      }
      return null;
    case 'SKILL_BASED_TEST':
      if (!Number.isFinite(task.passPercentage) || task.passPercentage < 1 || task.passPercentage > 100)
        return CandidateTaskErrors.passPercentage();
      if (!task.skillBlocks.some((block) => block.questionCount > 0)) return CandidateTaskErrors.skillBlocks();
      if (task.skillBlocks.some((block) => !block.skill.trim() || block.questionCount < 0)) return CandidateTaskErrors.required();
      return task.allowedMinutes > 0 ? null : CandidateTaskErrors.positiveNumber();
    case 'VIDEO_QUESTIONS':
      if (task.questions.length > MAX_QUESTIONS) return CandidateTaskErrors.tooManyQuestions();
      if (task.questions.some((question) => !question.title.trim())) return CandidateTaskErrors.questionTitle();
      return task.questions.every((question) => Number.isInteger(question.retakes) && question.retakes >= 1 && question.retakes <= 3)
        ? null
        : CandidateTaskErrors.retakes();
    case 'WELCOME_PAGE':
      if (!task.message.trim()) return CandidateTaskErrors.required();
      return task.videoUrl === null || isFullVideoUrl(task.videoUrl) ? null : CandidateTaskErrors.welcomeVideo();
    case 'HOME_ASSIGNMENT':
      if (!task.instructions.trim()) return CandidateTaskErrors.required();
      return [task.hoursToSubmit, task.expectedDurationHours, task.daysToHearBack].every((n) => Number.isFinite(n) && n > 0)
        ? null
        : CandidateTaskErrors.positiveNumber();
    case 'FILE_UPLOAD':
      return task.title.trim() && requestedFileType(task.fileType) ? null : CandidateTaskErrors.required();
    case 'PSYCHOMETRIC_TEST':
      return task.testName.trim() ? null : CandidateTaskErrors.required();
    case 'AUTO_SEND_INVITATION_EMAIL':
      return task.subject.trim() && task.body.trim() ? null : CandidateTaskErrors.required();
  }
};

/** A candidate does something in these; the welcome page and the invitation e-mail only frame them. */
export const isActivity = (task: CandidateTask): boolean =>
  task.type !== 'WELCOME_PAGE' && task.type !== 'AUTO_SEND_INVITATION_EMAIL';

/** Pre-screening tasks: the rejection e-mail may follow only these (spec 02 §5.5). */
export const isPreScreening = (task: CandidateTask): boolean =>
  task.type === 'SHORTLISTING_QUESTIONS' || task.type === 'SKILL_BASED_TEST' || task.type === 'PSYCHOMETRIC_TEST';
