import { QUIZ_MESSAGES } from '@ats/domain/candidate-tasks/quiz/quiz.errors';
import type { IntlShape } from 'react-intl';
import { isApiError } from '../../app/api/api-error';
import { errorText } from '../../app/api/error-text';
import type { MessageId } from '../../app/i18n/messages';

/** The quiz rules' English (as the API answers it) → the same message in the interface language. */
const BY_TEXT: Readonly<Record<string, MessageId>> = {
  [QUIZ_MESSAGES.chooseAnswer]: 'quiz.error.chooseAnswer',
  [QUIZ_MESSAGES.confirmationRequired]: 'quiz.error.confirm',
};

export const quizErrorText = (intl: IntlShape, error: unknown): string => {
  if (!isApiError(error) || error.isGeneric) return errorText(intl, error);
  const id = BY_TEXT[error.message];
  return id ? intl.formatMessage({ id }) : error.message;
};
