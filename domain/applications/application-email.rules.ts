import { validateEmail } from '../candidates/contact-validation';
import { DomainError } from '../shared';

/** Bounds of a composed e-mail (spec 03 "Email composer": attachments below {size} MB, too large content refused). */
export const EMAIL_LIMITS = {
  subjectMaxLength: 300,
  bodyMaxLength: 100_000,
  /** Cc and Bcc each. */
  maxCopies: 10,
  maxAttachments: 10,
  attachmentsMaxMb: 10,
  replyMaxLength: 100_000,
} as const;

/** The spec's words where it has them ('Please input email subject', 'Please add valid email'). */
export const EMAIL_MESSAGES = {
  subjectRequired: 'Please input email subject',
  bodyRequired: 'Please input email body',
  recipientRequired: 'The candidate has no email address to send to',
  invalidCopy: 'Please add valid email',
  tooManyCopies: `Please add at most ${EMAIL_LIMITS.maxCopies} email addresses`,
  tooLarge: 'The email content is too large',
  subjectTooLong: `Email subject must be at most ${EMAIL_LIMITS.subjectMaxLength} characters`,
  tooManyAttachments: `Please attach at most ${EMAIL_LIMITS.maxAttachments} files`,
  attachmentsTooLarge: `Attachment size must be below ${EMAIL_LIMITS.attachmentsMaxMb} MB`,
  attachmentNotFound: 'File not found',
  scheduleInPast: 'Please choose a time in the future',
  notFound: 'Email not found',
  notScheduled: 'Only a scheduled email can be cancelled',
  alreadyExists: 'This email already exists',
  confidentialAccess: 'Only users with confidential access can send a confidential email',
  failedToSend: 'Email failed to send.',
} as const;

const error = (code: string, message: string, kind?: 'not-found' | 'conflict' | 'forbidden') =>
  new DomainError(code, message, kind);

export const EmailErrors = {
  subjectRequired: () => error('email-subject-required', EMAIL_MESSAGES.subjectRequired),
  bodyRequired: () => error('email-body-required', EMAIL_MESSAGES.bodyRequired),
  recipientRequired: () => error('email-recipient-required', EMAIL_MESSAGES.recipientRequired, 'conflict'),
  invalidCopy: () => error('email-invalid-copy', EMAIL_MESSAGES.invalidCopy),
  tooManyCopies: () => error('email-too-many-copies', EMAIL_MESSAGES.tooManyCopies),
  tooLarge: () => error('email-too-large', EMAIL_MESSAGES.tooLarge),
  subjectTooLong: () => error('email-subject-too-long', EMAIL_MESSAGES.subjectTooLong),
  tooManyAttachments: () => error('email-too-many-attachments', EMAIL_MESSAGES.tooManyAttachments),
  attachmentsTooLarge: () => error('email-attachments-too-large', EMAIL_MESSAGES.attachmentsTooLarge),
  attachmentNotFound: () => error('email-attachment-not-found', EMAIL_MESSAGES.attachmentNotFound),
  scheduleInPast: () => error('email-schedule-in-past', EMAIL_MESSAGES.scheduleInPast),
  notFound: () => error('email-not-found', EMAIL_MESSAGES.notFound, 'not-found'),
  notScheduled: () => error('email-not-scheduled', EMAIL_MESSAGES.notScheduled, 'conflict'),
  alreadyExists: () => error('email-already-exists', EMAIL_MESSAGES.alreadyExists, 'conflict'),
  confidentialAccess: () => error('confidential-access-required', EMAIL_MESSAGES.confidentialAccess, 'forbidden'),
} as const;

/** Text of HTML without its tags, to judge whether a body says anything. */
const visibleText = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

/** Why a composed e-mail's subject, body and copies are refused, or null; the first problem found. */
export const composedEmailError = (email: { subject: string; body: string; cc: string[]; bcc: string[] }): DomainError | null => {
  if (email.subject.trim().length === 0) return EmailErrors.subjectRequired();
  if (email.subject.length > EMAIL_LIMITS.subjectMaxLength) return EmailErrors.subjectTooLong();
  if (email.body.length > EMAIL_LIMITS.bodyMaxLength) return EmailErrors.tooLarge();
  if (visibleText(email.body).length === 0) return EmailErrors.bodyRequired();
  for (const copies of [email.cc, email.bcc]) {
    if (copies.length > EMAIL_LIMITS.maxCopies) return EmailErrors.tooManyCopies();
    if (copies.some((address) => address.trim().length === 0 || validateEmail(address) !== null)) return EmailErrors.invalidCopy();
  }
  return null;
};
