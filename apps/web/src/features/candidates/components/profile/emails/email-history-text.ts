import type { IntlShape } from 'react-intl';
import type { HistoryEntry } from '@ats/web/app/api/api-types';
import type { MessageId } from '@ats/web/app/i18n/messages';

type EmailDetails = Extract<
  HistoryEntry['details'],
  { type: 'EmailSent' | 'EmailScheduled' | 'ScheduledEmailCancelled' | 'EmailFailed' | 'EmailReplyReceived' }
>;

/** The timeline line of an e-mail event: its subject, or why it is not shown (confidential to this reader, or erased). */
export const describeEmailHistory = (details: EmailDetails, intl: IntlShape): { title: string; detail: string | null } => {
  const subject =
    'subject' in details
      ? (details.subject ?? intl.formatMessage({ id: details.erased ? 'timeline.email.erased' : 'timeline.email.confidential' }))
      : null;
  const titles: Record<EmailDetails['type'], MessageId> = {
    EmailSent:
      details.type === 'EmailSent' && details.scheduled
        ? 'timeline.email.scheduledSent'
        : details.type === 'EmailSent' && details.automated
          ? 'timeline.email.sentByAutomation'
          : 'timeline.email.sent',
    EmailScheduled: 'timeline.email.scheduled',
    ScheduledEmailCancelled: 'timeline.email.cancelled',
    EmailFailed: 'timeline.email.failed',
    EmailReplyReceived: 'timeline.email.replied',
  };
  return { title: intl.formatMessage({ id: titles[details.type] }), detail: subject };
};
