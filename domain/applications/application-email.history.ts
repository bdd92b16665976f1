import { ERASED } from '../shared/personal-data';
import type { ApplicationEmailEvent } from './application-email.events';

/**
 * The history's lines for e-mails. `subject` is null when it is not shown: erased with the candidate's personal
 * data (`erased`), or the e-mail is confidential and the reader has no confidential access.
 */
export type EmailHistoryEntryDetails =
  | { type: 'EmailSent'; emailId: string; subject: string | null; erased: boolean; confidential: boolean; scheduled: boolean; automated: boolean }
  | { type: 'EmailScheduled'; emailId: string; subject: string | null; erased: boolean; confidential: boolean; sendAt: string }
  | { type: 'ScheduledEmailCancelled'; emailId: string; confidential: boolean }
  | { type: 'EmailFailed'; emailId: string; confidential: boolean }
  | { type: 'EmailReplyReceived'; emailId: string; subject: string | null; erased: boolean; confidential: boolean };

export const describeEmailEvent = (
  event: ApplicationEmailEvent,
  byWhom: string,
  canSeeConfidential: boolean,
): { summary: string; details: EmailHistoryEntryDetails } => {
  const hidden = event.data.confidential && !canSeeConfidential;
  const personal = 'personal' in event.data ? event.data.personal : undefined;
  const erased = !hidden && personal === null;
  const subject = hidden || !personal ? null : personal.subject;
  const words = hidden ? 'a confidential e-mail' : erased ? `an e-mail (${ERASED})` : `"${subject}"`;
  const common = { emailId: event.data.emailId, confidential: event.data.confidential };
  switch (event.type) {
    case 'EmailSent': {
      const automated = event.data.sender.kind === 'automation';
      return {
        summary: event.data.scheduled ? `The scheduled e-mail ${words} was sent` : `${byWhom} sent the candidate ${words}`,
        details: { type: event.type, ...common, subject, erased, scheduled: event.data.scheduled, automated },
      };
    }
    case 'EmailScheduled':
      return {
        summary: `${byWhom} scheduled ${words} for ${event.data.sendAt}`,
        details: { type: event.type, ...common, subject, erased, sendAt: event.data.sendAt },
      };
    case 'ScheduledEmailCancelled':
      return { summary: `${byWhom} cancelled a scheduled e-mail`, details: { type: event.type, ...common } };
    case 'EmailFailed':
      return { summary: 'An e-mail to the candidate failed to send', details: { type: event.type, ...common } };
    case 'EmailReplyReceived':
      return {
        summary: `The candidate replied: ${words}`,
        details: { type: event.type, ...common, subject, erased },
      };
  }
};
