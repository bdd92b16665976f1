import { screen, waitFor } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { InterviewAvailabilityPage } from './availability-page';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'] };
const PATH = '/recruiter-settings/interview-availability';

const fakeApi = (answers: Parameters<typeof installFakeApi>[0] = {}) =>
  installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /interview-availabilities': { body: [] },
    'GET /company-roles/company-users/dropdown': { body: [{ id: 'u1', fullName: 'Rania Haddad', isDeletedUser: false }] },
    'POST /interview-availabilities': { status: 201, body: { id: 'a1' } },
    ...answers,
  });

test('a new availability starts Monday to Friday, 09:00–17:00, and is saved with the days, limits and zone chosen', async () => {
  const api = fakeApi();
  const { user } = renderPage(<InterviewAvailabilityPage />, { signedIn: true, path: PATH });
  expect(await screen.findByRole('heading', { level: 1, name: 'Interviews availability' })).toBeTruthy();
  expect(((await screen.findByRole('checkbox', { name: 'Monday' })) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('checkbox', { name: 'Saturday' }) as HTMLInputElement).checked).toBe(false);
  await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
  await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
  await user.type(screen.getByRole('spinbutton', { name: 'Restrict to N interviews a day' }), '3');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('POST /interview-availabilities')).toHaveLength(1));
  const body = api.callsTo('POST /interview-availabilities')[0]!.body as { workingHours: Array<{ day: string }> };
  expect(body).toMatchObject({ interviewerId: 'u1', maxInterviewsPerDay: 3, bookingWindowDays: null, minimumNoticeMinutes: 240 });
  expect(body.workingHours.map((hours) => hours.day)).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'SATURDAY']);
  expect(body.workingHours[0]).toEqual({ day: 'MONDAY', start: '09:00', end: '17:00' });
});

test('an existing availability is edited in Arabic, and the server’s refusal shows', async () => {
  const api = fakeApi({
    'GET /interview-availabilities': {
      body: [
        {
          id: 'a1',
          interviewerId: 'u1',
          interviewerName: 'Rania Haddad',
          timeZone: 'Asia/Dubai',
          workingHours: [{ day: 'SUNDAY', start: '08:00', end: '16:00' }],
          minimumNoticeMinutes: 60,
          bufferBeforeMinutes: 0,
          bufferAfterMinutes: 15,
          bookingWindowDays: 14,
          maxInterviewsPerDay: null,
        },
      ],
    },
    'PUT /interview-availabilities/a1': apiFailure(400, 'Please enter valid working hours'),
  });
  const { user } = renderPage(<InterviewAvailabilityPage />, { signedIn: true, language: 'ar', path: PATH });
  expect(await screen.findByRole('heading', { level: 1, name: 'أوقات التوفر للمقابلات' })).toBeTruthy();
  await waitFor(() => expect((screen.getByRole('checkbox', { name: 'الأحد' }) as HTMLInputElement).checked).toBe(true));
  expect((screen.getByRole('checkbox', { name: 'الاثنين' }) as HTMLInputElement).checked).toBe(false);
  await user.click(screen.getByRole('button', { name: 'حفظ' }));
  await waitFor(() => expect(api.callsTo('PUT /interview-availabilities/a1')).toHaveLength(1));
  expect(api.callsTo('PUT /interview-availabilities/a1')[0]!.body).toMatchObject({
    timeZone: 'Asia/Dubai',
    workingHours: [{ day: 'SUNDAY', start: '08:00', end: '16:00' }],
    bufferAfterMinutes: 15,
    bookingWindowDays: 14,
  });
  expect(api.callsTo('POST /interview-availabilities')).toHaveLength(0);
  expect(await screen.findByRole('alert')).toBeTruthy();
});
