import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi, type FakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { AuditorView } from './auditor-view';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'], permissionV2: ['COMPANY::CANDIDATES::*'] };
const RECRUITER = { ...ADMIN, id: 'u2', roles: ['COMPANY_RECRUITER'], permissionV1: ['COMPANY::CANDIDATES::*'] };

const AS_OF = {
  asOf: '2026-11-20T10:00:00.000Z',
  revision: 1,
  currentRevision: 4,
  application: {
    applicationId: 'app-1',
    candidateId: 'cand-1',
    firstName: 'Layla',
    lastName: 'Nasser',
    email: 'layla@example.com',
    phone: '+971 501234567',
    jobId: 'job-1',
    jobName: 'Backend Engineer',
    stageId: 's1',
    stageName: 'Screening',
    status: 'ACTIVE',
    archivalReason: null,
    origin: 'sourced',
    source: null,
    ownerId: 'u1',
    ownerName: 'Rania Haddad',
    appliedAt: '2026-11-19T10:00:00.000Z',
    lastActivityAt: '2026-11-19T10:00:00.000Z',
  },
  comments: [
    {
      id: 'c1',
      parentCommentId: null,
      authorId: 'u1',
      authorName: 'Rania Haddad',
      confidential: false,
      text: 'Promising first call',
      erased: false,
      deleted: false,
      mentionedUserIds: [],
      createdAt: '2026-11-19T11:00:00.000Z',
      editedAt: null,
    },
  ],
  files: [],
};

/** Downloads read the body as a Blob, which the fake's responses lack: give them one. */
const withBlobs = (api: FakeApi) => {
  const fetchWithoutBlob = globalThis.fetch;
  globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
    const response = await fetchWithoutBlob(...args);
    const text = await response.text();
    return { ...response, ok: response.ok, status: response.status, text: async () => text, blob: async () => new Blob([text]) } as Response;
  }) as typeof fetch;
  return api;
};

const fakeApi = (me: object = ADMIN) =>
  withBlobs(
    installFakeApi({
      'GET /users/me': { body: me },
      'GET /job-applications/app-1/as-of': { body: AS_OF },
      'GET /job-applications/app-1/history/export': { body: { applicationId: 'app-1', entries: [] } },
      'DELETE /job-applications/app-1/personal-data': {
        body: { candidateId: 'cand-1', applicationIds: ['app-1'], erasedAt: '2026-11-23T10:00:00.000Z', position: '42' },
      },
    }),
  );

const render = (language: 'en' | 'ar' = 'en') =>
  renderPage(
    <AuditorView applicationId="app-1" candidateName="Layla Nasser">
      <p>Live profile</p>
    </AuditorView>,
    { signedIn: true, language, path: '/recruiter/candidate-profile/app-1' },
  );

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  // jsdom does not navigate: the download link's click is only recorded.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

test('shows the profile as of the chosen moment with a banner, and goes back to now', async () => {
  const api = fakeApi();
  const { user } = render();
  expect(await screen.findByText('Live profile')).toBeTruthy();
  const picker = screen.getByLabelText('As of');
  const show = screen.getByRole('button', { name: 'Show as of' });
  expect((show as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(picker, { target: { value: '2026-11-20T14:00' } });
  // Keyboard: Enter in the picker submits.
  await user.click(picker);
  await user.keyboard('{Enter}');

  const banner = await screen.findByRole('status');
  expect(banner.textContent).toContain('Viewing as of');
  await waitFor(() => expect(banner.textContent).toContain('2 events of 5'));
  const asked = api.callsTo('GET /job-applications/app-1/as-of')[0]!;
  expect(asked.query.get('asOf')).toBe(new Date('2026-11-20T14:00').toISOString());

  const then = await screen.findByTestId('as-of-profile');
  expect(within(then).getByText('Layla Nasser')).toBeTruthy();
  expect(within(then).getByText('Screening')).toBeTruthy();
  expect(within(then).getByText('layla@example.com')).toBeTruthy();
  expect(within(then).getByText('Promising first call')).toBeTruthy();
  expect(screen.queryByText('Live profile')).toBeNull();

  await user.click(within(banner).getByRole('button', { name: 'Back to now' }));
  expect(await screen.findByText('Live profile')).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
});

test('says the server’s refusal of a moment in place', async () => {
  const api = fakeApi();
  api.answer('GET /job-applications/app-1/as-of', apiFailure(400, 'asOf must not be in the future'));
  render();
  fireEvent.change(await screen.findByLabelText('As of'), { target: { value: '2099-01-01T10:00' } });
  fireEvent.click(screen.getByRole('button', { name: 'Show as of' }));
  expect(await screen.findByText('asOf must not be in the future')).toBeTruthy();
});

test('shows erased personal data as erased, in Arabic too', async () => {
  const api = fakeApi();
  api.answer('GET /job-applications/app-1/as-of', {
    body: { ...AS_OF, application: { ...AS_OF.application, firstName: 'erased', lastName: '', email: 'erased', phone: null } },
  });
  render('ar');
  fireEvent.change(await screen.findByLabelText('كما في'), { target: { value: '2026-11-20T14:00' } });
  fireEvent.click(screen.getByRole('button', { name: 'اعرض كما في' }));
  const then = await screen.findByTestId('as-of-profile');
  expect(within(then).getAllByText('ممسوح').length).toBe(2);
  expect((await screen.findByRole('status')).textContent).toContain('عرض كما في');
});

test('exports the history as CSV and as JSON', async () => {
  const api = fakeApi();
  const { user } = render();
  await user.click(await screen.findByRole('button', { name: 'Export history (CSV)' }));
  await waitFor(() => expect(api.callsTo('GET /job-applications/app-1/history/export')).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Export history (JSON)' }));
  await waitFor(() => expect(api.callsTo('GET /job-applications/app-1/history/export')).toHaveLength(2));
  expect(api.callsTo('GET /job-applications/app-1/history/export').map((call) => call.query.get('format'))).toEqual(['csv', 'json']);
  await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
});

test('an admin erases after confirming; the dialog holds focus and gives it back', async () => {
  const api = fakeApi();
  const { user } = render();
  const erase = await screen.findByRole('button', { name: 'Erase personal data' });
  await user.click(erase);
  const dialog = await screen.findByRole('dialog', { name: 'Erase Layla Nasser’s personal data?' });
  const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
  await waitFor(() => expect(document.activeElement).toBe(cancel));
  // Tabbing stays inside the dialog.
  await user.tab();
  expect(dialog.contains(document.activeElement)).toBe(true);
  await user.tab();
  expect(dialog.contains(document.activeElement)).toBe(true);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(erase));
  expect(api.callsTo('DELETE /job-applications/app-1/personal-data')).toHaveLength(0);

  await user.click(erase);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase for good' }));
  await waitFor(() => expect(api.callsTo('DELETE /job-applications/app-1/personal-data')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('shows the server’s refusal in the dialog, and offers no erasure to a recruiter', async () => {
  const api = fakeApi();
  api.answer('DELETE /job-applications/app-1/personal-data', apiFailure(409, 'Some lists are still catching up.'));
  const { user, unmount } = render();
  await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase for good' }));
  expect(await within(screen.getByRole('dialog')).findByText('Some lists are still catching up.')).toBeTruthy();
  unmount();

  fakeApi(RECRUITER);
  render();
  expect(await screen.findByRole('button', { name: 'Export history (CSV)' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Erase personal data' })).toBeNull();
});
