import { SETTINGS_MESSAGES } from '@ats/domain/company-settings/company-settings.errors';
import type { IntlShape } from 'react-intl';
import { isApiError } from '../../app/api/api-error';
import { errorText } from '../../app/api/error-text';
import type { MessageId } from '../../app/i18n/messages';

type SettingsMessageKey = keyof typeof SETTINGS_MESSAGES;

const TRANSLATED: readonly SettingsMessageKey[] = [
  'locationRequired',
  'locationExists',
  'locationLinkedToJobs',
  'departmentRequired',
  'departmentExists',
  'departmentLinkedToJobs',
  'headOfDepartmentNotMember',
  'templateNameRequired',
  'templateStagesRequired',
  'stageNameEmpty',
  'stageNameExists',
  'stageNameTooLong',
  'tooManyStages',
  'deleteDefaultTemplate',
  'deleteTemplateInUse',
  'reasonRequired',
  'reasonExists',
  'defaultReason',
  'reasonInUse',
  'tooLong',
];

const BY_TEXT: Readonly<Record<string, MessageId>> = Object.fromEntries(
  TRANSLATED.map((key) => [SETTINGS_MESSAGES[key], `settingsError.${key}` as MessageId]),
);

/** A rule's message (the spec's English wording, as the API and the shared rules answer it) in the interface language. */
export const settingsMessageText = (intl: IntlShape, message: string): string => {
  const id = BY_TEXT[message];
  return id ? intl.formatMessage({ id }) : message;
};

/** An API refusal in the interface language: a settings rule's message translated, else the server's or the generic text. */
export const settingsErrorText = (intl: IntlShape, error: unknown): string =>
  isApiError(error) && !error.isGeneric ? settingsMessageText(intl, error.message) : errorText(intl, error);
