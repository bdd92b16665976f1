import { createIntl } from 'react-intl';
import { messagesByLanguage } from '@ats/web/app/i18n/messages';
import { describeEmailHistory } from './email-history-text';

const en = createIntl({ locale: 'en', messages: messagesByLanguage.en });
const ar = createIntl({ locale: 'ar', messages: messagesByLanguage.ar });
const common = { emailId: 'e1', confidential: false };

test('words each e-mail line with its subject, or why it is not shown', () => {
  expect(describeEmailHistory({ type: 'EmailSent', ...common, subject: 'Interview', erased: false, scheduled: false, automated: false }, en)).toEqual({
    title: 'Emailed the candidate',
    detail: 'Interview',
  });
  expect(describeEmailHistory({ type: 'EmailSent', ...common, subject: 'Next step', erased: false, scheduled: false, automated: true }, en).title).toBe(
    'The automation bot emailed the candidate',
  );
  expect(describeEmailHistory({ type: 'EmailSent', ...common, subject: null, erased: false, scheduled: true, automated: false }, en)).toEqual({
    title: 'A scheduled email was sent',
    detail: 'Confidential email',
  });
  expect(describeEmailHistory({ type: 'EmailReplyReceived', ...common, subject: null, erased: true }, en)).toEqual({
    title: 'The candidate replied to an email',
    detail: 'erased',
  });
  expect(describeEmailHistory({ type: 'ScheduledEmailCancelled', ...common }, en)).toEqual({ title: 'Cancelled a scheduled email', detail: null });
  expect(describeEmailHistory({ type: 'EmailScheduled', ...common, subject: 'Later', erased: false, sendAt: '2026-01-06T08:00:00.000Z' }, ar)).toEqual({
    title: 'جدول رسالة',
    detail: 'Later',
  });
});
