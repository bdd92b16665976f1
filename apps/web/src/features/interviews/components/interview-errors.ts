import { INTERVIEW_MESSAGES } from '@ats/domain/interviews/interview.errors';
import { isApiError } from '../../../app/api/api-error';
import type { FieldMessage } from '../../../app/forms/field-message';
import type { MessageId } from '../../../app/i18n/messages';

/** The API's refusals that have a catalogue entry, so they read in Arabic too; others are shown as given. */
const BY_TEXT: Record<string, MessageId> = {
  [INTERVIEW_MESSAGES.titleRequired]: 'interviews.validation.title',
  [INTERVIEW_MESSAGES.locationRequired]: 'interviews.validation.location',
  [INTERVIEW_MESSAGES.interviewerRequired]: 'interviews.validation.interviewer',
  [INTERVIEW_MESSAGES.inThePast]: 'interviews.validation.past',
  [INTERVIEW_MESSAGES.notIntegrated]: 'interviews.validation.notIntegrated',
};

export const interviewErrorMessage = (error: unknown): FieldMessage | null => {
  if (!error) return null;
  if (isApiError(error)) {
    const id = BY_TEXT[error.message];
    return id ? { id } : { raw: error.message };
  }
  return { raw: String((error as Error).message ?? error) };
};
