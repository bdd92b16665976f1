import { INTERVIEW_MESSAGES } from '@ats/domain/interviews/interview.errors';
import { isApiError } from '@ats/web/app/api/api-error';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import type { MessageId } from '@ats/web/app/i18n/messages';

/** The API's refusals that have a catalogue entry, so they read in Arabic too; others are shown as given. */
const BY_TEXT: Record<string, MessageId> = {
  [INTERVIEW_MESSAGES.titleRequired]: 'interviews.validation.title',
  [INTERVIEW_MESSAGES.locationRequired]: 'interviews.validation.location',
  [INTERVIEW_MESSAGES.interviewerRequired]: 'interviews.validation.interviewer',
  [INTERVIEW_MESSAGES.inThePast]: 'interviews.validation.past',
  [INTERVIEW_MESSAGES.notIntegrated]: 'interviews.validation.notIntegrated',
  [INTERVIEW_MESSAGES.cancelled]: 'interviews.refusal.cancelled',
  [INTERVIEW_MESSAGES.notScheduled]: 'interviews.refusal.notScheduled',
  [INTERVIEW_MESSAGES.noShowAfterFeedback]: 'interviews.refusal.noShowAfterFeedback',
  [INTERVIEW_MESSAGES.noShowBeforeStart]: 'interviews.refusal.noShowBeforeStart',
  [INTERVIEW_MESSAGES.memberNotFound]: 'interviews.refusal.memberNotFound',
};

/** 'An interviewer is busy at this time: {name}': the one refusal that names someone. */
const [BUSY_PREFIX] = INTERVIEW_MESSAGES.interviewerBusy.split('{name}') as [string];

export const interviewErrorMessage = (error: unknown): FieldMessage | null => {
  if (!error) return null;
  if (isApiError(error)) {
    const id = BY_TEXT[error.message];
    if (id) return { id };
    if (error.message.startsWith(BUSY_PREFIX)) return { id: 'interviews.refusal.interviewerBusy', values: { name: error.message.slice(BUSY_PREFIX.length) } };
    return { raw: error.message };
  }
  return { raw: String((error as Error).message ?? error) };
};
