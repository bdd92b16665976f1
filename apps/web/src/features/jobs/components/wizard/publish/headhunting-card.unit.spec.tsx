import { screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { HeadhuntingCard } from './headhunting-card';

const WAITLIST = '/ai-headhunting/waitlist';

test('join the AI Headhunting waitlist: then it shows as joined', async () => {
  let joined = false;
  const api = installFakeApi({
    [`GET ${WAITLIST}`]: () => ({
      body: joined ? { joined, joinedAt: '2025-11-20T09:00:00.000Z' } : { joined, joinedAt: null },
    }),
    [`POST ${WAITLIST}`]: () => {
      joined = true;
      return { status: 201, body: { joined: true, joinedAt: '2025-11-20T09:00:00.000Z' } };
    },
  });
  const { user } = renderPage(<HeadhuntingCard />, { path: '/recruiter/jobs', signedIn: true });
  expect(screen.getByText('Find candidates by searching over 7 million profiles on the web.')).toBeTruthy();
  const join = await screen.findByRole('button', { name: 'Join the waitlist' });
  await waitFor(() => expect((join as HTMLButtonElement).disabled).toBe(false));
  await user.click(join);
  expect(await screen.findByText("You're on the waitlist")).toBeTruthy();
  expect(screen.getByText('Joined on Nov 20, 2025')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
  expect(api.callsTo(`POST ${WAITLIST}`)).toHaveLength(1);
});

test('a company already on the waitlist sees it joined (in Arabic)', async () => {
  installFakeApi({ [`GET ${WAITLIST}`]: { body: { joined: true, joinedAt: '2025-11-20T09:00:00.000Z' } } });
  renderPage(<HeadhuntingCard />, { path: '/recruiter/jobs', signedIn: true, language: 'ar' });
  expect(await screen.findByText('أنت في قائمة الانتظار')).toBeTruthy();
  expect(screen.getByText('البحث الذكي عن المواهب')).toBeTruthy();
});
