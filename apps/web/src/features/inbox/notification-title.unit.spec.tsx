import { createIntl } from 'react-intl';
import type { InboxNotification } from '../../app/api/api-types';
import { messagesByLanguage } from '../../app/i18n/messages';
import { notificationLink } from './notification-link';
import { notificationTitle } from './notification-title';

const mention: InboxNotification = {
  id: 'n1',
  type: 'MENTIONS',
  title: 'Sara Ali mentioned you in a comment on Noor Hassan',
  isRead: false,
  isImportant: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  jobApplicationId: 'app-1',
  jobRoleId: 'job-1',
  candidateName: 'Noor Hassan',
  roleName: 'Engineer',
  redirectionData: { commentId: 'c-1', actorName: 'Sara Ali', jobApplicationId: 'app-1' },
};

describe('comment notifications', () => {
  test('are worded in the reader’s language from the names they carry', () => {
    const en = createIntl({ locale: 'en', messages: messagesByLanguage.en });
    const ar = createIntl({ locale: 'ar', messages: messagesByLanguage.ar });
    expect(notificationTitle(mention, en)).toBe('Sara Ali mentioned you in a comment on Noor Hassan');
    expect(notificationTitle(mention, ar)).toBe('أشار إليك Sara Ali في تعليق على Noor Hassan');
    expect(notificationTitle({ ...mention, type: 'MENTIONS_REPLY' }, en)).toBe('Sara Ali replied to your comment on Noor Hassan');
    expect(notificationTitle({ ...mention, type: 'NOTES' }, ar)).toBe('علّق Sara Ali على مرشحك Noor Hassan');
    // Without the names, or for another type, the server's title.
    expect(notificationTitle({ ...mention, redirectionData: {} }, ar)).toBe(mention.title);
    expect(notificationTitle({ ...mention, type: 'STAGE_CHANGED', title: 'Moved' }, ar)).toBe('Moved');
  });

  test('open the profile at the comment', () => {
    expect(notificationLink(mention)).toBe('/recruiter/candidate-profile/app-1?tabId=c-1');
  });
});

describe('the candidate-replied notification', () => {
  const reply: InboxNotification = {
    ...mention,
    type: 'REPLY_FROM_CANDIDATE',
    title: 'Noor Hassan replied to your email',
    redirectionData: { emailSentId: 'e-1', jobApplicationId: 'app-1' },
  };

  test('is worded in the reader’s language and opens the profile at the e-mail', () => {
    expect(notificationTitle(reply, createIntl({ locale: 'en', messages: messagesByLanguage.en }))).toBe('Noor Hassan replied to your email');
    expect(notificationTitle(reply, createIntl({ locale: 'ar', messages: messagesByLanguage.ar }))).toBe('ردّ Noor Hassan على رسالتك');
    expect(notificationLink(reply)).toBe('/recruiter/candidate-profile/app-1?tabId=e-1');
  });
});
