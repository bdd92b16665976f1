import { screen, waitFor } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { interviewsAr } from '../messages/ar';
import { InterviewSchedulingPage } from './interview-scheduling-page';

const MEMBERS = {
  data: [
    { id: ADMIN_USER.id, fullName: 'Ada Admin', email: 'ada@demo.example' },
    { id: 'u-alia', fullName: 'Alia Interviewer', email: 'alia@demo.example' },
  ],
};
const PAGE = { path: '/recruiter/interview-scheduling', url: '/recruiter/interview-scheduling?applicationId=a1' };
const tomorrowAt10 = () => {
  const at = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T10:00`;
};

test('says what is missing and sends nothing', async () => {
  const api = installFakeApi({ 'GET /users/me': { body: ADMIN_USER }, 'GET /company-roles/company-users/v1': { body: MEMBERS }, 'GET /feedback-templates': { body: [] } });
  const { user } = renderPage(<InterviewSchedulingPage />, { signedIn: true, ...PAGE });
  await user.click(await screen.findByRole('button', { name: 'Schedule' }));
  expect(await screen.findByText('Please input the interview title')).toBeTruthy();
  expect(screen.getByText('Please input the interview location')).toBeTruthy();
  expect(screen.getByText('Please select at least one interviewer')).toBeTruthy();
  expect(screen.getByText('Please select the start date and time')).toBeTruthy();
  expect(api.callsTo('POST /interviews')).toHaveLength(0);
  // no feedback templates: the picker is hidden
  expect(screen.queryByRole('combobox', { name: 'Feedback template' })).toBeNull();
});

test('schedules with the chosen interviewers and shows the server’s refusal in Arabic', async () => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    'GET /company-roles/company-users/v1': { body: MEMBERS },
    'GET /feedback-templates': { body: [{ id: 't1', name: 'Engineering' }] },
    'POST /interviews': apiFailure(400, 'Attendees whose calendar is not integrated must be removed before saving'),
  });
  const { user } = renderPage(<InterviewSchedulingPage />, { signedIn: true, language: 'ar', ...PAGE });
  await user.type(await screen.findByRole('textbox', { name: /العنوان/ }), 'Technical interview');
  await user.type(screen.getByRole('textbox', { name: /الموقع/ }), 'Riyadh office');
  await user.click(screen.getByRole('combobox', { name: /المقابِلون/ }));
  await user.click(await screen.findByRole('option', { name: 'Alia Interviewer' }));
  const start = document.querySelector('input[type="datetime-local"]') as HTMLInputElement;
  await user.type(start, tomorrowAt10());
  await user.click(screen.getByRole('button', { name: interviewsAr['interviews.schedule.submit'] }));
  expect(await screen.findByText(interviewsAr['interviews.validation.notIntegrated'])).toBeTruthy();
  // Shown once, in the form and in Arabic: not also as an English toast.
  expect(screen.queryByText('Attendees whose calendar is not integrated must be removed before saving')).toBeNull();
  await waitFor(() => expect(api.callsTo('POST /interviews')).toHaveLength(1));
  expect(api.callsTo('POST /interviews')[0]!.body).toMatchObject({
    applicationId: 'a1',
    title: 'Technical interview',
    location: 'Riyadh office',
    organizerId: ADMIN_USER.id,
    interviewerIds: ['u-alia'],
    durationMinutes: 60,
    meetingType: 'VIDEO',
    feedbackTemplateId: null,
  });
});
