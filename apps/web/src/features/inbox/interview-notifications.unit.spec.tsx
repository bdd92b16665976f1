import { createIntl } from 'react-intl';
import type { InboxNotification } from '../../app/api/api-types';
import { messagesByLanguage } from '../../app/i18n/messages';
import { notificationLink } from './notification-link';
import { notificationTitle } from './notification-title';

const invited: InboxNotification = {
  id: 'n1',
  type: 'INTERVIEWS',
  title: 'Olga Organizer invited you to Technical interview with Layla Nasser',
  isRead: false,
  isImportant: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  jobApplicationId: 'app-1',
  jobRoleId: 'job-1',
  candidateName: 'Layla Nasser',
  roleName: 'Backend Engineer',
  redirectionData: { actorName: 'Olga Organizer', interviewId: 'i-1', interviewTitle: 'Technical interview', interviewChange: 'INVITED', jobApplicationId: 'app-1' },
};

describe('interview notifications', () => {
  const en = createIntl({ locale: 'en', messages: messagesByLanguage.en });
  const ar = createIntl({ locale: 'ar', messages: messagesByLanguage.ar });

  test('are worded in the reader’s language: the change to the interview, feedback in, feedback owed', () => {
    expect(notificationTitle(invited, en)).toBe('Olga Organizer invited you to Technical interview with Layla Nasser');
    expect(notificationTitle(invited, ar)).toBe('دعاك Olga Organizer إلى Technical interview مع Layla Nasser');
    const cancelled = { ...invited, redirectionData: { ...invited.redirectionData, interviewChange: 'CANCELLED' } };
    expect(notificationTitle(cancelled, en)).toBe('Olga Organizer cancelled Technical interview with Layla Nasser');
    expect(notificationTitle({ ...invited, type: 'INTERVIEW_SCORES' }, ar)).toBe('أرسل Olga Organizer تقييمه لـLayla Nasser في Technical interview');
    expect(notificationTitle({ ...invited, type: 'PENDING_FEEDBACK_REMINDER' }, en)).toBe('Your feedback on Layla Nasser for Technical interview is pending');
    // an unknown change, or a missing name: the server's title
    expect(notificationTitle({ ...invited, redirectionData: { ...invited.redirectionData, interviewChange: 'OTHER' } }, ar)).toBe(invited.title);
    expect(notificationTitle({ ...invited, candidateName: null }, ar)).toBe(invited.title);
  });

  test('a pending-feedback reminder opens the add-score page, the others the candidate profile', () => {
    expect(notificationLink({ ...invited, type: 'PENDING_FEEDBACK_REMINDER' })).toBe(
      '/recruiter/interview-scorecard-templates/add-score/application/app-1/booking/i-1/',
    );
    expect(notificationLink(invited)).toBe('/recruiter/candidate-profile/app-1');
  });
});
