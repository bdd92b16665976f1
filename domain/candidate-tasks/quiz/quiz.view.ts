import { IPIP_SCALE, psychometricItem, psychometricItemText, skillQuestion, skillQuestionWording, type QuizLanguage } from '../quiz-library';
import { catchUp, type QuizState } from './quiz.decider';
import type { QuizKind } from './quiz.events';

/** The question the candidate sees: text and options only, never the correct option or the item's keying. */
export type QuizQuestionView = {
  index: number;
  questionId: string;
  text: string;
  options: string[];
  /** LIKERT_5: the options are the IPIP accuracy scale (the page words them in its language). */
  scale: 'LIKERT_5' | null;
  remainingSeconds: number;
};

export type QuizView = {
  status: QuizState['status'];
  questionCount: number;
  secondsPerQuestion: number;
  totalSeconds: number;
  deadline: string | null;
  answeredCount: number;
  current: QuizQuestionView | null;
  autoSubmitted: boolean;
};

/**
 * The candidate's quiz as of `now`, the clock caught up without writing (the next command writes it): the
 * question asked now with the seconds the server still allows, or the submit step, or the end. The question is worded
 * in the candidate's language; its id, and so the scoring, are the same in every language.
 */
export const quizView = (stored: QuizState, now: Date, language: QuizLanguage = 'en'): QuizView | null => {
  const state = catchUp(stored, now).state;
  if (state.status === 'NOT_STARTED') return null;
  const asked = state.status === 'IN_PROGRESS' ? state.plan.questions[state.current] : undefined;
  let current: QuizQuestionView | null = null;
  if (asked && state.answerBy) {
    const remainingSeconds = Math.max(0, Math.ceil((Date.parse(state.answerBy) - now.getTime()) / 1000));
    const item = state.plan.kind === 'PSYCHOMETRIC_TEST' ? psychometricItem(asked.questionId) : undefined;
    const library = state.plan.kind === 'SKILL_BASED_TEST' ? skillQuestion(asked.questionId) : undefined;
    const question = library ? skillQuestionWording(library, language) : undefined;
    current = {
      index: state.current,
      questionId: asked.questionId,
      text: item ? psychometricItemText(item, language) : (question?.text ?? ''),
      options: item ? [...IPIP_SCALE] : [...(question?.options ?? [])],
      scale: item ? 'LIKERT_5' : null,
      remainingSeconds,
    };
  }
  const autoSubmitted = state.result !== null && 'autoSubmitted' in state.result ? state.result.autoSubmitted : false;
  return {
    status: state.status,
    questionCount: state.plan.questions.length,
    secondsPerQuestion: state.plan.secondsPerQuestion,
    totalSeconds: state.plan.totalSeconds,
    deadline: state.deadline,
    answeredCount: state.answers.length,
    current,
    autoSubmitted,
  };
};

export const quizKindOf = (type: string): QuizKind | null => (type === 'SKILL_BASED_TEST' || type === 'PSYCHOMETRIC_TEST' ? type : null);
