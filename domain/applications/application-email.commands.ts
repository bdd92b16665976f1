import type { Command } from '../shared';
import type { EmailSender } from './application-email.events';

/**
 * An e-mail as composed, placeholders already filled in by the handler; it goes to the candidate's e-mail
 * address as the application knows it.
 */
export type ComposedEmail = {
  emailId: string;
  cc: string[];
  bcc: string[];
  subject: string;
  body: string;
  attachmentFileIds: string[];
  templateId: string | null;
  confidential: boolean;
  sender: EmailSender;
  /** Judged by the handler on the job: only then may the e-mail be confidential or attach confidential files. */
  confidentialAccess: boolean;
  /**
   * The plain-text signature the body ends with (`signatureFor` the sender, read by the handler when the e-mail is
   * composed); null for none. The body's own rules judge the body as written, without it.
   */
  signature: string | null;
};

export type SendEmail = Command<'SendEmail', ComposedEmail>;

export type ScheduleEmail = Command<'ScheduleEmail', ComposedEmail & { sendAt: Date }>;

export type CancelScheduledEmail = Command<'CancelScheduledEmail', { emailId: string; confidentialAccess: boolean }>;

/** Sent by the scheduled-email workflow when its timer fires; a cancelled or already sent e-mail stays as it is. */
export type SendScheduledEmail = Command<'SendScheduledEmail', { emailId: string }>;

export type RecordEmailFailure = Command<'RecordEmailFailure', { emailId: string; reason: string }>;

export type RecordEmailReply = Command<
  'RecordEmailReply',
  { emailId: string; replyId: string; from: string; subject: string; text: string; receivedAt: Date }
>;

export type ApplicationEmailCommand =
  | SendEmail
  | ScheduleEmail
  | CancelScheduledEmail
  | SendScheduledEmail
  | RecordEmailFailure
  | RecordEmailReply;
