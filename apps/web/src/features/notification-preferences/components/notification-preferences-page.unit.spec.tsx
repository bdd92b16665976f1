import { screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  normalisePreferences,
  type NotificationPreferencesChange,
} from '@ats/domain/notification-preferences/notification-preferences';
import { installFakeApi, type FakeRequest } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { NotificationPreferencesPage } from './notification-preferences-page';

/** The API as it behaves: PUT merges the change into what is stored and answers the whole. */
const fakePreferencesApi = () => {
  let stored = DEFAULT_NOTIFICATION_PREFERENCES;
  return installFakeApi({
    'GET /notification-preferences': () => ({ body: stored }),
    'PUT /notification-preferences': (request: FakeRequest) => {
      const change = request.body as NotificationPreferencesChange;
      stored = normalisePreferences({
        channels: { ...stored.channels, ...change.channels },
        dailyDigest: { ...stored.dailyDigest, ...change.dailyDigest },
        events: { ...stored.events, ...change.events },
      });
      return { body: stored };
    },
  });
};

const isOn = (element: HTMLElement) => (element as HTMLInputElement).checked;

const render = (language: 'en' | 'ar' = 'en') =>
  renderPage(<NotificationPreferencesPage />, { path: '/recruiter-settings/notification-preferences', signedIn: true, language });

test('shows the channels, the daily digest and every event under its entity, as switches', async () => {
  fakePreferencesApi();
  render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Notification preferences' })).toBeTruthy();
  const channels = await screen.findByRole('group', { name: 'Channels' });
  expect(isOn(within(channels).getByRole('switch', { name: 'Emails' }))).toBe(false);
  expect(isOn(within(channels).getByRole('switch', { name: 'Inbox' }))).toBe(true);
  expect(isOn(within(channels).getByRole('switch', { name: 'Homepage' }))).toBe(true);
  expect(within(screen.getByRole('group', { name: 'Daily digest' })).getAllByRole('switch')).toHaveLength(5);
  const comments = screen.getByRole('group', { name: 'Comments' });
  expect(isOn(within(comments).getByRole('switch', { name: 'I am mentioned' }))).toBe(true);
  for (const group of ['Interviews and feedback', 'Emails', 'Stage movement and archiving', 'Offers', 'Ownership']) {
    expect(screen.getByRole('group', { name: group })).toBeTruthy();
  }
});

test('saves a switch at once with only that switch in the change, and shows what the server answered', async () => {
  const api = fakePreferencesApi();
  const { user } = render();
  const mentioned = await screen.findByRole('switch', { name: 'I am mentioned' });
  await user.click(mentioned);
  await waitFor(() => expect(api.callsTo('PUT /notification-preferences')).toHaveLength(1));
  expect(api.callsTo('PUT /notification-preferences')[0]!.body).toEqual({ events: { mentioned: false } });
  await waitFor(() => expect(isOn(screen.getByRole('switch', { name: 'I am mentioned' }))).toBe(false));
  expect(await screen.findByText('Notification preferences saved')).toBeTruthy();

  await user.click(screen.getByRole('switch', { name: 'Emails' }));
  await waitFor(() => expect(api.callsTo('PUT /notification-preferences')).toHaveLength(2));
  expect(api.callsTo('PUT /notification-preferences')[1]!.body).toEqual({ channels: { emails: true } });
  await waitFor(() => expect(isOn(screen.getByRole('switch', { name: 'Emails' }))).toBe(true));
});

test('reads in Arabic, right to left; a change carries the Arabic the digest is then written in', async () => {
  const api = fakePreferencesApi();
  const { user } = render('ar');
  expect(await screen.findByRole('heading', { level: 1, name: 'تفضيلات الإشعارات' })).toBeTruthy();
  expect(isOn(within(await screen.findByRole('group', { name: 'القنوات' })).getByRole('switch', { name: 'صندوق الإشعارات' }))).toBe(true);
  expect(document.documentElement.dir).toBe('rtl');
  expect(screen.getByText(/يُرسل الملخص بالبريد الإلكتروني كل صباح/)).toBeTruthy();
  await user.click(screen.getByRole('switch', { name: 'صندوق الإشعارات' }));
  await waitFor(() => expect(api.callsTo('PUT /notification-preferences')).toHaveLength(1));
  const headers = Object.fromEntries(Object.entries(api.callsTo('PUT /notification-preferences')[0]!.headers).map(([name, value]) => [name.toLowerCase(), value]));
  expect(headers['accept-language']).toBe('ar');
});

test('says when and in which language the daily digest is sent', async () => {
  fakePreferencesApi();
  render();
  expect(await screen.findByText('The digest is e-mailed each morning at 06:00 UTC, in the language you use on this page when you change a switch.')).toBeTruthy();
});

test('says so when the preferences cannot be loaded', async () => {
  installFakeApi({ 'GET /notification-preferences': { status: 500, body: { message: 'boom', statusCode: 500 } } });
  render();
  expect(await screen.findByText('Your notification preferences could not be loaded.')).toBeTruthy();
});
