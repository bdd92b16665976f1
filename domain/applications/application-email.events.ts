import { eventCatalogue, type DomainEvent, type PersonalData } from '../shared';

/** Who an e-mail is from (spec 03 "Email": sent by a user or by the automation bot). */
export type EmailSender = { kind: 'user' | 'automation'; id: string; name: string };

/**
 * What the candidate reads, and whom it went to: personal data (addresses, and a body that may say anything
 * about the candidate), so encrypted with the candidate's key and null once erased. Subject and body are as
 * sent, placeholders already filled in, so the record says what the candidate actually received.
 */
export type EmailContent = {
  to: string;
  cc: string[];
  bcc: string[];
  subject: string;
  /** Sanitised HTML. */
  body: string;
  attachmentNames: string[];
};

/** The fields EmailSent and EmailScheduled share. */
type EmailFacts = {
  applicationId: string;
  candidateId: string;
  jobId: string;
  emailId: string;
  sender: EmailSender;
  templateId: string | null;
  confidential: boolean;
  /** Files of this application attached (their bytes stay in the blob store). */
  attachmentFileIds: string[];
  personal: PersonalData<EmailContent>;
};

/** An e-mail was handed to the outbox for delivery; `scheduled` when it had been scheduled (spec 03 "Email"). */
export type EmailSent = DomainEvent<'EmailSent', EmailFacts & { scheduled: boolean }>;

/** An e-mail waits for `sendAt`; a Temporal timer (process scheduled-email) sends it then unless cancelled. */
export type EmailScheduled = DomainEvent<'EmailScheduled', EmailFacts & { sendAt: string }>;

export type ScheduledEmailCancelled = DomainEvent<
  'ScheduledEmailCancelled',
  { applicationId: string; jobId: string; emailId: string; confidential: boolean }
>;

/** The e-mail could not be sent (no address left to send it to, the outbox gave up): the thread shows it failed. */
export type EmailFailed = DomainEvent<
  'EmailFailed',
  { applicationId: string; jobId: string; emailId: string; confidential: boolean; reason: string }
>;

/**
 * The candidate answered: mail to the thread's reply address arrived at the inbound SMTP listener. `emailId`
 * is the e-mail answered; `notifyUserId` its sender when a user sent it, null for the automation bot's mail
 * (then the candidate's owner is told): REPLY_FROM_CANDIDATE.
 */
export type EmailReplyReceived = DomainEvent<
  'EmailReplyReceived',
  {
    applicationId: string;
    candidateId: string;
    jobId: string;
    emailId: string;
    replyId: string;
    confidential: boolean;
    notifyUserId: string | null;
    receivedAt: string;
    personal: PersonalData<{ from: string; subject: string; text: string }>;
  }
>;

export type ApplicationEmailEvent = EmailSent | EmailScheduled | ScheduledEmailCancelled | EmailFailed | EmailReplyReceived;

/** Listed apart from `applicationEvents`, as files are: e-mails change neither stage nor status. */
export const applicationEmailEvents = eventCatalogue<ApplicationEmailEvent>({
  EmailSent: true,
  EmailScheduled: true,
  ScheduledEmailCancelled: true,
  EmailFailed: true,
  EmailReplyReceived: true,
});
