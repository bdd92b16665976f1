import { DomainError } from '../shared/errors';
import {
  MAX_TEMPLATE_BODY_LENGTH,
  MAX_TEMPLATE_SUBJECT_LENGTH,
  MAX_TEMPLATE_TITLE_LENGTH,
} from './email-template-types';

/**
 * Messages of the e-mail templates settings (spec 03 "Email templates", §8 "Settings"), verbatim where the spec
 * gives them ('Title already exists…', 'You cannot delete default templates'); the others are this product's
 * wording in the spec's style (the spec says only "Title and subject required" and names the automation rule).
 */
export const EMAIL_TEMPLATE_MESSAGES = {
  titleRequired: 'Please enter template title',
  subjectRequired: 'Please enter email subject',
  typeRequired: 'Please select template type',
  titleExists: 'Title already exists. Please choose a different title.',
  titleTooLong: `Maximum ${MAX_TEMPLATE_TITLE_LENGTH} characters.`,
  subjectTooLong: `Maximum ${MAX_TEMPLATE_SUBJECT_LENGTH} characters.`,
  bodyTooLong: `The email body is too long (maximum ${MAX_TEMPLATE_BODY_LENGTH} characters).`,
  notFound: 'Email template not found',
  systemReadOnly: 'System templates cannot be changed. Clone the template to make your own copy.',
  deleteDefault: 'You cannot delete default templates',
  usedByAutomation: 'This email template is used by a stage automation. You cannot delete it.',
} as const;

const validation = (code: string, message: string) => new DomainError(code, message, 'validation');
const conflict = (code: string, message: string) => new DomainError(code, message, 'conflict');

export const EmailTemplateErrors = {
  titleRequired: () => validation('email-template-title-required', EMAIL_TEMPLATE_MESSAGES.titleRequired),
  subjectRequired: () => validation('email-template-subject-required', EMAIL_TEMPLATE_MESSAGES.subjectRequired),
  typeRequired: () => validation('email-template-type-required', EMAIL_TEMPLATE_MESSAGES.typeRequired),
  titleExists: () => conflict('email-template-title-exists', EMAIL_TEMPLATE_MESSAGES.titleExists),
  titleTooLong: () => validation('email-template-title-too-long', EMAIL_TEMPLATE_MESSAGES.titleTooLong),
  subjectTooLong: () => validation('email-template-subject-too-long', EMAIL_TEMPLATE_MESSAGES.subjectTooLong),
  bodyTooLong: () => validation('email-template-body-too-long', EMAIL_TEMPLATE_MESSAGES.bodyTooLong),
  notFound: () => new DomainError('email-template-not-found', EMAIL_TEMPLATE_MESSAGES.notFound, 'not-found'),
  systemReadOnly: () => conflict('system-email-template-read-only', EMAIL_TEMPLATE_MESSAGES.systemReadOnly),
  deleteDefault: () => conflict('default-email-template-not-deletable', EMAIL_TEMPLATE_MESSAGES.deleteDefault),
  usedByAutomation: () => conflict('email-template-used-by-automation', EMAIL_TEMPLATE_MESSAGES.usedByAutomation),
} as const;

/** A required single-line text: its message when missing or blank, the length message when too long, else null. */
const requiredLine =
  (required: string, tooLong: string, max: number) =>
  (value: unknown): string | null => {
    if (typeof value !== 'string' || value.trim().length === 0) return required;
    return value.trim().length > max ? tooLong : null;
  };

/** Shared by the request DTOs, the policies and the web form, so each field answers one message. */
export const templateTitleRule = requiredLine(
  EMAIL_TEMPLATE_MESSAGES.titleRequired,
  EMAIL_TEMPLATE_MESSAGES.titleTooLong,
  MAX_TEMPLATE_TITLE_LENGTH,
);
export const templateSubjectRule = requiredLine(
  EMAIL_TEMPLATE_MESSAGES.subjectRequired,
  EMAIL_TEMPLATE_MESSAGES.subjectTooLong,
  MAX_TEMPLATE_SUBJECT_LENGTH,
);
/** The body may be empty (the spec requires only title and subject); it is bounded. */
export const templateBodyRule = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return EMAIL_TEMPLATE_MESSAGES.bodyTooLong;
  return value.length > MAX_TEMPLATE_BODY_LENGTH ? EMAIL_TEMPLATE_MESSAGES.bodyTooLong : null;
};
