import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { CalendarIntegrationPage } from './calendar-integration-page';

const CAL = { provider: 'CAL', integrated: true, status: 'CONNECTED', connection: null };
const CALDAV = {
  provider: 'CALDAV',
  integrated: true,
  status: 'CONNECTED',
  connection: {
    kind: 'CALDAV',
    serverUrl: 'https://caldav.example.com/',
    username: 'ines',
    calendarUrl: 'https://caldav.example.com/ines/interviews/',
    calendarName: 'Interviews',
    connectedAt: '2026-11-24T04:00:00.000Z',
  },
};

const render = (language: 'en' | 'ar' = 'en') =>
  renderPage(<CalendarIntegrationPage />, { path: '/recruiter-settings/app-integration', signedIn: true, language });

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('shows the built-in calendar by default and names the missing fields without asking the server', async () => {
  const api = installFakeApi({ 'GET /calendar-integrations/me': { body: CAL } });
  render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Calendar & Email integration' })).toBeTruthy();
  expect(await screen.findByText('Built-in calendar (CAL)')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();

  fill(/Server URL/, 'ftp://calendar.example');
  fireEvent.click(screen.getByRole('button', { name: 'Connect calendar' }));
  expect(await screen.findByText('Please enter a valid server URL (http or https)')).toBeTruthy();
  expect(screen.getByText('Please enter the username')).toBeTruthy();
  expect(screen.getByText('Please enter the password')).toBeTruthy();
  expect(api.callsTo('PUT /calendar-integrations/me')).toHaveLength(0);
});

test('connects with what was typed, shows the server’s refusal in the interface language, then the connected calendar', async () => {
  let attempts = 0;
  const api = installFakeApi({
    'GET /calendar-integrations/me': { body: CAL },
    'PUT /calendar-integrations/me': () =>
      ++attempts === 1
        ? { status: 400, body: { message: 'The calendar server refused this username and password.', statusCode: 400, errorCode: 'calendar-credentials-refused' } }
        : { body: CALDAV },
  });
  render('ar');
  await screen.findByRole('heading', { level: 1, name: 'تكامل التقويم والبريد الإلكتروني' });
  await screen.findByText('التقويم المدمج (CAL)');
  fill(/عنوان الخادم/, 'https://caldav.example.com/');
  fill(/اسم المستخدم/, 'ines');
  fill(/كلمة المرور أو كلمة مرور التطبيق/, 'wrong');
  fireEvent.click(screen.getByRole('button', { name: 'ربط التقويم' }));
  expect(await screen.findByText('رفض خادم التقويم اسم المستخدم وكلمة المرور هذين.')).toBeTruthy();
  expect(api.callsTo('PUT /calendar-integrations/me')[0]?.body).toEqual({
    kind: 'CALDAV',
    serverUrl: 'https://caldav.example.com/',
    username: 'ines',
    password: 'wrong',
  });

  fill(/كلمة المرور أو كلمة مرور التطبيق/, 'right');
  fireEvent.click(screen.getByRole('button', { name: 'ربط التقويم' }));
  expect(await screen.findByText('تقويم CalDAV')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'إلغاء الربط' })).toBeTruthy();
});

test('tells the user to re-integrate when the stored credentials are refused, and disconnects back to CAL', async () => {
  const api = installFakeApi({
    'GET /calendar-integrations/me': { body: { ...CALDAV, integrated: false, status: 'ACCESS_EXPIRED' } },
    'DELETE /calendar-integrations/me': { body: CAL },
  });
  render();
  expect(await screen.findByText('Your calendar integration access has expired. Please re-integrate your calendar.')).toBeTruthy();
  expect(screen.getByText('Interviews on https://caldav.example.com/, signed in as ines')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
  await waitFor(() => expect(screen.getByText('Built-in calendar (CAL)')).toBeTruthy());
  expect(api.callsTo('DELETE /calendar-integrations/me')).toHaveLength(1);
});
