import type { IntlShape } from 'react-intl';
import { MAX_FILE_NAME_LENGTH, MAX_FILE_SIZE_MB } from '@ats/domain/applications/application-file.rules';
import { isApiError } from './api-error';
import { errorText } from './error-text';
import type { MessageId } from '../i18n/messages';

/** The server's file refusals by their stable code, in the interface language (candidate files, template attachments). */
const FILE_ERROR_MESSAGES: Record<string, MessageId> = {
  'file-type-not-allowed': 'files.error.wrongType',
  'file-too-large': 'files.error.tooLarge',
  'file-empty': 'files.error.empty',
  'file-unreadable': 'files.error.unreadable',
  'file-name-required': 'files.error.nameRequired',
  'file-name-too-long': 'files.error.nameTooLong',
  'file-uploaded-by-candidate': 'files.error.candidateUploaded',
  'file-not-viewable': 'files.viewer.docx',
};

/** A refusal's words by its code (the server's errorCode, or the shared rule's DomainError code), or null. */
export const fileRefusalText = (intl: IntlShape, code: string | null | undefined): string | null => {
  const id = code ? FILE_ERROR_MESSAGES[code] : undefined;
  return id ? intl.formatMessage({ id }, { size: MAX_FILE_SIZE_MB, max: MAX_FILE_NAME_LENGTH }) : null;
};

export const fileErrorText = (intl: IntlShape, error: unknown): string => {
  const known = fileRefusalText(intl, isApiError(error) ? error.errorCode : null);
  if (known) return known;
  // A refusal the section has no words for, or a failure without a message: the spec's 'Unable to upload file'.
  return isApiError(error) && !error.isGeneric && error.statusCode < 500 ? errorText(intl, error) : intl.formatMessage({ id: 'files.error.uploadFailed' });
};
