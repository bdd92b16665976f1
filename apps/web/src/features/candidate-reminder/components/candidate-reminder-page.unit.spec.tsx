import { act, screen } from '@testing-library/react';
import { DateTime } from 'luxon';
import { storeTokens } from '@ats/web/app/auth/token-store';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { CandidateReminderPage } from './candidate-reminder-page';

const APPLICATION = '2f0c8c4e-1b7a-4c44-9a57-8d7a1f4f2b10';
const PATH = '/reminder/role/:jobRoleId/:jobApplicationId/:stageId';
const URL = `/reminder/role/job-1/${APPLICATION}/stage-1`;
const API = `/candidate-journey/reminders/${APPLICATION}/stages/stage-1`;
const reminder = (overrides: Record<string, unknown> = {}) => ({
  reminderId: 'rem-1',
  jobName: 'Backend Engineer',
  stageName: 'Screening',
  remindAt: null,
  timeZone: null,
  localDateTime: null,
  sentAt: null,
  ...overrides,
});

describe('candidate reminder page', () => {
  it('requires a date in the future, then sends the picked time with the device’s time zone', async () => {
    const api = installFakeApi({ [`GET ${API}`]: { body: reminder() }, [`PUT ${API}`]: { body: { id: 'rem-1', revision: 0, position: '1' } } });
    const { user } = renderPage(<CandidateReminderPage />, { path: PATH, url: URL });
    act(() => storeTokens('candidate', { accessToken: 'candidate-token', refreshToken: 'r' }));
    const field = await screen.findByLabelText(/Reminder date/);
    await user.click(screen.getByRole('button', { name: 'Set reminder' }));
    expect(screen.getByText('The reminder date field is required')).toBeTruthy();

    await user.type(field, '2020-01-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Set reminder' }));
    expect(screen.getByText('The reminder date must be in the future')).toBeTruthy();
    expect(api.callsTo(`PUT ${API}`)).toHaveLength(0);

    const tomorrow = DateTime.now().plus({ days: 1 }).toFormat("yyyy-MM-dd'T'HH:mm");
    await user.clear(field);
    await user.type(field, tomorrow);
    await user.click(screen.getByRole('button', { name: 'Set reminder' }));
    expect(api.callsTo(`PUT ${API}`)[0]?.body).toEqual({ remindAt: tomorrow, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it('says when the reminder went out and lets the candidate set another, starting from an empty field', async () => {
    const api = installFakeApi({
      [`GET ${API}`]: { body: reminder({ remindAt: '2026-01-01T05:00:00.000Z', timeZone: 'Asia/Dubai', localDateTime: '2026-01-01T09:00', sentAt: '2026-01-01T05:00:01.000Z' }) },
      [`PUT ${API}`]: { body: { id: 'rem-1', revision: 2, position: '3' } },
    });
    const { user } = renderPage(<CandidateReminderPage />, { path: PATH, url: URL });
    act(() => storeTokens('candidate', { accessToken: 'candidate-token', refreshToken: 'r' }));
    expect(await screen.findByText(/We sent your reminder on/)).toBeTruthy();
    const field = (await screen.findByLabelText(/Reminder date/)) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(screen.queryByText(/We will remind you/)).toBeNull();
    const tomorrow = DateTime.now().plus({ days: 1 }).toFormat("yyyy-MM-dd'T'HH:mm");
    await user.type(field, tomorrow);
    await user.click(screen.getByRole('button', { name: 'Set another reminder' }));
    expect(api.callsTo(`PUT ${API}`)[0]?.body).toMatchObject({ remindAt: tomorrow });
  });

  it('is in Arabic, with the reminder already set', async () => {
    installFakeApi({ [`GET ${API}`]: { body: reminder({ remindAt: '2030-01-01T05:00:00.000Z', timeZone: 'Asia/Dubai', localDateTime: '2030-01-01T09:00' }) } });
    renderPage(<CandidateReminderPage />, { path: PATH, url: URL, language: 'ar' });
    act(() => storeTokens('candidate', { accessToken: 'candidate-token', refreshToken: 'r' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ذكّرني لاحقًا' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'تغيير التذكير' })).toBeTruthy();
    expect(screen.getByText(/سنذكّرك في/)).toBeTruthy();
  });
});
