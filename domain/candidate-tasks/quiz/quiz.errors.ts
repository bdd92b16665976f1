import { DomainError } from '../../shared';

/** Spec 03 §5 "Quiz" and §8 "Quiz", verbatim where the spec words them. */
export const QUIZ_MESSAGES = {
  chooseAnswer: 'Please choose the answer before submitting',
  autoSubmitted: 'Auto-submitted because of timeout',
  confirmationRequired: 'Please tick the confirmation checkbox before starting the quiz',
} as const;

export const QuizErrors = {
  chooseAnswer: () => new DomainError('quiz-choose-answer', QUIZ_MESSAGES.chooseAnswer),
  confirmationRequired: () => new DomainError('quiz-confirmation-required', QUIZ_MESSAGES.confirmationRequired),
  alreadyStarted: () => new DomainError('quiz-already-started', 'This quiz has already been started', 'conflict'),
  notStarted: () => new DomainError('quiz-not-started', 'This quiz has not been started', 'conflict'),
  completed: () => new DomainError('quiz-completed', 'This quiz has already been submitted', 'conflict'),
  notServed: () => new DomainError('quiz-question-not-served', 'This question is not the one being asked now', 'conflict'),
  notFinished: () => new DomainError('quiz-not-finished', 'Please answer every question before submitting the quiz', 'conflict'),
  noQuestions: () => new DomainError('quiz-no-questions', 'This quiz has no questions', 'conflict'),
} as const;
