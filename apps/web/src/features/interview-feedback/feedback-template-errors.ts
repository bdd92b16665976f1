import { FEEDBACK_REMINDER_MESSAGES, FEEDBACK_TEMPLATE_MESSAGES } from '@ats/domain/feedback-templates/feedback-template.errors';
import type { IntlShape } from 'react-intl';
import { isApiError } from '../../app/api/api-error';
import { errorText } from '../../app/api/error-text';
import type { MessageId } from '../../app/i18n/messages';

const BY_TEXT: Readonly<Record<string, MessageId>> = {
  [FEEDBACK_TEMPLATE_MESSAGES.nameRequired]: 'feedbackTemplates.error.nameRequired',
  [FEEDBACK_TEMPLATE_MESSAGES.nameExists]: 'feedbackTemplates.error.nameExists',
  [FEEDBACK_TEMPLATE_MESSAGES.skillRequired]: 'feedbackTemplates.error.skillRequired',
  [FEEDBACK_TEMPLATE_MESSAGES.sectionTitleRequired]: 'feedbackTemplates.error.sectionTitleRequired',
  [FEEDBACK_TEMPLATE_MESSAGES.skillNameRequired]: 'feedbackTemplates.error.skillNameRequired',
  [FEEDBACK_TEMPLATE_MESSAGES.scaleInvalid]: 'feedbackTemplates.error.scaleInvalid',
  [FEEDBACK_REMINDER_MESSAGES.cadenceInvalid]: 'feedbackReminder.cadenceInvalid',
  'All required fields must be scored': 'addScore.requiredNotScored',
};

/** A rule's message (the spec's English, as the API and the shared rules answer it) in the interface language. */
export const feedbackMessageText = (intl: IntlShape, message: string): string => {
  const id = BY_TEXT[message];
  return id ? intl.formatMessage({ id }) : message;
};

export const feedbackErrorText = (intl: IntlShape, error: unknown): string =>
  isApiError(error) && !error.isGeneric ? feedbackMessageText(intl, error.message) : errorText(intl, error);
