import type { IntlShape } from 'react-intl';
import { VIDEO_ANSWER_MESSAGES } from '@ats/domain/candidate-tasks/video-answers';
import { isApiError } from '../../app/api/api-error';
import { errorText } from '../../app/api/error-text';
import type { MessageId } from '../../app/i18n/messages';

/** The API's words (domain/candidate-tasks/video-answers.ts) → the same message in the interface language. */
const BY_MESSAGE: Record<string, MessageId> = {
  [VIDEO_ANSWER_MESSAGES.saveFailed]: 'videoAnswers.error.saveFailed',
  [VIDEO_ANSWER_MESSAGES.submitFailed]: 'videoAnswers.error.submitFailed',
  [VIDEO_ANSWER_MESSAGES.noRetakesLeft]: 'videoAnswers.question.noTakesLeft',
  [VIDEO_ANSWER_MESSAGES.unanswered]: 'videoAnswers.error.unanswered',
  [VIDEO_ANSWER_MESSAGES.alreadySubmitted]: 'videoAnswers.error.alreadySubmitted',
  [VIDEO_ANSWER_MESSAGES.wrongMedia]: 'videoAnswers.error.invalidMedia',
  [VIDEO_ANSWER_MESSAGES.tooLarge]: 'videoAnswers.error.tooLarge',
  [VIDEO_ANSWER_MESSAGES.tooLong]: 'videoAnswers.error.tooLong',
  [VIDEO_ANSWER_MESSAGES.phoneRequired]: 'videoAnswers.phone.required',
  [VIDEO_ANSWER_MESSAGES.smsFailed]: 'videoAnswers.phone.failed',
};

/** A tus client error carries the server's answer as text: its error object's message, when it has one. */
const tusMessageOf = (error: unknown): string | null => {
  const body = (error as { originalResponse?: { getBody?: () => string } } | null)?.originalResponse?.getBody?.();
  if (!body) return null;
  try {
    return (JSON.parse(body) as { message?: string }).message ?? null;
  } catch {
    return null;
  }
};

/**
 * What to tell the candidate: the spec's message for what the API said, else `fallback` ('Unable to save your
 * response…' for a take, 'Failed to submit…' for the submission) rather than a generic text.
 */
export const videoAnswerErrorText = (intl: IntlShape, error: unknown, fallback: MessageId): string => {
  const message = isApiError(error) ? error.message : tusMessageOf(error);
  const id = message ? BY_MESSAGE[message] : undefined;
  if (id) return intl.formatMessage({ id });
  if (isApiError(error) && !error.isGeneric && error.statusCode === 400) return errorText(intl, error);
  return intl.formatMessage({ id: fallback });
};
