import { screen, waitFor, within } from '@testing-library/react';
import type { BulkActionStatus } from '@ats/web/app/api/bulk-actions-api';
import { PushProvider } from '@ats/web/app/push/push-provider';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { fakePushConnection, pushMessage } from '@ats/web/testing/fake-push-stream';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { renderPage } from '@ats/web/testing/render-page';
import { PANEL_COLLAPSED_KEY, PANEL_POSITION_KEY } from '../hooks/use-panel-position';
import { BulkActionPanel } from './bulk-action-panel';

const action = (overrides: Partial<BulkActionStatus>): BulkActionStatus => ({
  progressBarId: '11111111-1111-4111-8111-111111111111',
  notificationType: 'BULK_ARCHIVE',
  kind: 'archive-change',
  progressBarStatus: 'completed',
  completedCount: 28,
  failedCount: 2,
  skippedCount: 0,
  totalCount: 30,
  link: '/recruiter/candidates?bulkActionId=11111111-1111-4111-8111-111111111111',
  cancelRequested: false,
  cancelled: false,
  finished: true,
  canUndo: true,
  undoOf: null,
  undoneBy: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  ...overrides,
});

const running = action({
  progressBarId: '22222222-2222-4222-8222-222222222222',
  notificationType: 'BULK_PROGRESS_CANDIDATES',
  kind: 'progress-stage-change',
  progressBarStatus: 'started',
  completedCount: 0,
  failedCount: 0,
  totalCount: 12,
  finished: false,
  canUndo: false,
});

const setUp = (panel: BulkActionStatus[], language: 'en' | 'ar' = 'en') => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    'GET /bulk-actions/panel': { body: panel },
    'DELETE /bulk-actions/panel': { body: { cleared: panel.length } },
    'POST /bulk-actions/11111111-1111-4111-8111-111111111111/undo': { status: 201, body: { id: 'u', revision: 0, position: '9' } },
  });
  return { api, ...renderPage(<BulkActionPanel />, { signedIn: true, language, path: '/recruiter/candidates' }) };
};

test('lists each bulk action with its title and progress text (spec 01 §4.10)', async () => {
  setUp([action({}), running]);
  const panel = await screen.findByRole('region', { name: 'Bulk actions' });
  expect(within(panel).getByRole('heading', { name: 'Archive Candidates' })).toBeTruthy();
  expect(within(panel).getByText('28 of 30 (2 Failed)')).toBeTruthy();
  expect(within(panel).getByRole('heading', { name: 'Progress Candidates' })).toBeTruthy();
  expect(within(panel).getByText('12 in progress')).toBeTruthy();
  // A running action keeps the close icon disabled.
  expect((within(panel).getByRole('button', { name: 'Clear the bulk actions panel' }) as HTMLButtonElement).disabled).toBe(true);
});

test('follows pushed progress: each update reads the panel again at the position it names', async () => {
  let panel = [running];
  const api = installFakeApi({ 'GET /users/me': { body: ADMIN_USER }, 'GET /bulk-actions/panel': () => ({ body: panel }) });
  const { sources, connection } = fakePushConnection();
  renderPage(
    <PushProvider enabled connection={connection}>
      <BulkActionPanel />
    </PushProvider>,
    { signedIn: true, path: '/recruiter/candidates' },
  );
  expect(await screen.findByText('12 in progress')).toBeTruthy();
  await waitFor(() => expect(sources).toHaveLength(1));
  panel = [{ ...running, progressBarStatus: 'completed', completedCount: 12, finished: true }];
  sources[0]!.emit(
    pushMessage('7', {
      type: 'BULK_ACTION_PROGRESS',
      progressType: null,
      progressBarId: running.progressBarId,
      progressBarStatus: 'completed',
      received: true,
      payload: { position: '42', notificationType: 'BULK_PROGRESS_CANDIDATES' },
    }),
  );
  expect(await screen.findByText('12 of 12')).toBeTruthy();
  expect(api.callsTo('GET /bulk-actions/panel').at(-1)!.query.get('afterPosition')).toBe('42');
});

test('folds to its title bar so it no longer covers the page, and stays folded on this device', async () => {
  const { user } = setUp([action({}), running]);
  const panel = await screen.findByRole('region', { name: 'Bulk actions' });
  const fold = within(panel).getByRole('button', { name: 'Fold the bulk actions panel' });
  expect(fold.getAttribute('aria-expanded')).toBe('true');
  await user.click(fold);
  const unfold = within(panel).getByRole('button', { name: 'Unfold the bulk actions panel' });
  expect(unfold.getAttribute('aria-expanded')).toBe('false');
  // The hidden list leaves the accessibility tree (and the page) with its items.
  expect(within(panel).queryByRole('list')).toBeNull();
  expect(window.localStorage.getItem(PANEL_COLLAPSED_KEY)).toBe('true');
  await user.click(unfold);
  expect(within(panel).getByRole('list')).toBeTruthy();
  expect(window.localStorage.getItem(PANEL_COLLAPSED_KEY)).toBe('false');
});

test('clears the panel once every action has finished, and undoes one', async () => {
  const { api, user } = setUp([action({})]);
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(api.callsTo('POST /bulk-actions/11111111-1111-4111-8111-111111111111/undo')).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Clear the bulk actions panel' }));
  await waitFor(() => expect(api.callsTo('DELETE /bulk-actions/panel')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
});

test('the details dialog counts and links each result to the list (spec 01 §2.7)', async () => {
  const { user } = setUp([action({})]);
  await user.click(await screen.findByRole('button', { name: 'View details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bulk action: Archive Candidates (30)' });
  expect(within(dialog).getByText('Failed applications: 2 of 30')).toBeTruthy();
  expect(within(dialog).getByText('Completed applications: 28 of 30')).toBeTruthy();
  expect(within(dialog).getByText('In Progress applications: 0')).toBeTruthy();
  const links = within(dialog).getAllByRole('link', { name: 'View applications' }).map((link) => link.getAttribute('href'));
  expect(links).toEqual([
    '/recruiter/candidates?bulkActionId=11111111-1111-4111-8111-111111111111&bulkActionApplications=failed',
    '/recruiter/candidates?bulkActionId=11111111-1111-4111-8111-111111111111&bulkActionApplications=success&active=false',
  ]);
});

test('cancels a running bulk action from its details; a finished or already cancelled one offers no cancel', async () => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    'GET /bulk-actions/panel': { body: [running] },
    'POST /bulk-actions/22222222-2222-4222-8222-222222222222/cancel': { status: 201, body: { id: 'c', revision: 1, position: '10' } },
  });
  const { user } = renderPage(<BulkActionPanel />, { signedIn: true, path: '/recruiter/candidates' });
  await user.click(await screen.findByRole('button', { name: 'View details' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel bulk action' }));
  await waitFor(() => expect(api.callsTo('POST /bulk-actions/22222222-2222-4222-8222-222222222222/cancel')).toHaveLength(1));

  for (const state of [action({}), { ...running, cancelRequested: true }]) {
    installFakeApi({ 'GET /users/me': { body: ADMIN_USER }, 'GET /bulk-actions/panel': { body: [state] } });
    const again = renderPage(<BulkActionPanel />, { signedIn: true, path: '/recruiter/candidates' });
    await again.user.click((await screen.findAllByRole('button', { name: 'View details' })).at(-1)!);
    const details = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(within(details).queryByRole('button', { name: 'Cancel bulk action' })).toBeNull();
    again.unmount();
  }
});

/** A bulk e-mail sent later, waiting for its time: 10:00 AM in the interface's time zone (Asia/Dubai, UTC+4). */
const sendLater = action({
  progressBarId: '33333333-3333-4333-8333-333333333333',
  notificationType: 'BULK_SEND_EMAIL',
  kind: 'send-email',
  progressBarStatus: 'started',
  completedCount: 0,
  failedCount: 0,
  totalCount: 2,
  finished: false,
  canUndo: false,
  scheduledAt: '2026-11-25T06:00:00.000Z',
});
const CANCEL_SEND_LATER = 'POST /bulk-actions/33333333-3333-4333-8333-333333333333/cancel';

test('a bulk e-mail sent later reads when it goes, and one click on its Cancel stops it before then', async () => {
  let panel = [sendLater];
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    'GET /bulk-actions/panel': () => ({ body: panel }),
    [CANCEL_SEND_LATER]: () => {
      panel = [{ ...sendLater, cancelRequested: true }];
      return { status: 200, body: { id: sendLater.progressBarId, revision: 1, position: '11' } };
    },
  });
  const { user } = renderPage(<BulkActionPanel />, { signedIn: true, path: '/recruiter/candidates' });
  const region = await screen.findByRole('region', { name: 'Bulk actions' });
  expect(within(region).getByText('Scheduled for Nov 25, 2026 10:00 AM')).toBeTruthy();
  expect(within(region).queryByText('2 in progress')).toBeNull();
  // Waiting is not finished: the panel cannot be cleared yet.
  expect((within(region).getByRole('button', { name: 'Clear the bulk actions panel' }) as HTMLButtonElement).disabled).toBe(true);

  await user.click(within(region).getByRole('button', { name: 'Cancel Emails' }));
  await waitFor(() => expect(api.callsTo(CANCEL_SEND_LATER)).toHaveLength(1));
  // Asked, not yet ended: 'Cancelling…' instead of the time, and no second Cancel.
  expect(await within(region).findByText('2 in progress · Cancelling…')).toBeTruthy();
  expect(within(region).queryByRole('button', { name: 'Cancel Emails' })).toBeNull();
});

test('a cancelled bulk e-mail reads Cancelled with nothing sent, offers no Cancel, and the panel can be cleared', async () => {
  setUp([{ ...sendLater, cancelRequested: true, cancelled: true, finished: true, progressBarStatus: 'completed' }]);
  const region = await screen.findByRole('region', { name: 'Bulk actions' });
  expect(within(region).getByText('0 of 2 · Cancelled')).toBeTruthy();
  expect(within(region).queryByText(/Scheduled for/)).toBeNull();
  expect(within(region).queryByRole('button', { name: 'Cancel Emails' })).toBeNull();
  expect((within(region).getByRole('button', { name: 'Clear the bulk actions panel' }) as HTMLButtonElement).disabled).toBe(false);
});

test('the details of a bulk e-mail sent later name its time and offer Cancel', async () => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    'GET /bulk-actions/panel': { body: [sendLater] },
    [CANCEL_SEND_LATER]: { status: 200, body: { id: sendLater.progressBarId, revision: 1, position: '11' } },
  });
  const { user } = renderPage(<BulkActionPanel />, { signedIn: true, path: '/recruiter/candidates' });
  await user.click(await screen.findByRole('button', { name: 'View details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bulk action: Emails (2)' });
  expect(within(dialog).getByText('Scheduled for Nov 25, 2026 10:00 AM')).toBeTruthy();
  expect(within(dialog).getByText('In Progress applications: 2')).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel bulk action' }));
  await waitFor(() => expect(api.callsTo(CANCEL_SEND_LATER)).toHaveLength(1));
});

test('moves with the arrow keys on its handle, keeps within the window and saves the place', async () => {
  const { user } = setUp([action({})]);
  const handle = await screen.findByRole('button', { name: /Move the bulk actions panel/ });
  handle.focus();
  await user.keyboard('{ArrowUp}{ArrowLeft}');
  expect(JSON.parse(window.localStorage.getItem(PANEL_POSITION_KEY)!)).toEqual({ right: 151, bottom: 111 });
  for (let step = 0; step < 20; step += 1) await user.keyboard('{ArrowDown}');
  // Never below the window's edge.
  expect(JSON.parse(window.localStorage.getItem(PANEL_POSITION_KEY)!).bottom).toBe(0);
});

test('reads in Arabic', async () => {
  setUp([action({ failedCount: 0, completedCount: 30 })], 'ar');
  const panel = await screen.findByRole('region', { name: 'الإجراءات الجماعية' });
  expect(within(panel).getByRole('heading', { name: 'أرشفة المرشحين' })).toBeTruthy();
  expect(within(panel).getByText('30 من 30')).toBeTruthy();
});

test('a bulk e-mail sent later reads in Arabic, with its Cancel', async () => {
  setUp([sendLater], 'ar');
  const panel = await screen.findByRole('region', { name: 'الإجراءات الجماعية' });
  expect(within(panel).getByText(/^مجدولة في نوفمبر 25.* 2026 10:00 ص$/)).toBeTruthy();
  expect(within(panel).getByRole('button', { name: 'إلغاء رسائل البريد الإلكتروني' })).toBeTruthy();
});

describe('the time a bulk e-mail is scheduled for, in the user’s zone rather than the browser’s', () => {
  test.each(['en', 'ar'] as const)('in %s: the user’s own zone (New York), the browser being on UTC', async (language) => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('UTC');
    installFakeApi({
      'GET /users/me': { body: { ...ADMIN_USER, timezone: 'America/New_York' } },
      'GET /bulk-actions/panel': { body: [sendLater] },
    });
    renderPage(<BulkActionPanel />, { signedIn: true, language, path: '/recruiter/candidates' });
    const region = await screen.findByRole('region', { name: language === 'en' ? 'Bulk actions' : 'الإجراءات الجماعية' });
    // 06:00 UTC is 01:00 in New York in November (and 10:00 in Dubai, 06:00 in the browser's UTC).
    const expected = language === 'en' ? 'Scheduled for Nov 25, 2026 1:00 AM' : `مجدولة في ${formatDateTime(sendLater.scheduledAt!, 'ar', 'America/New_York')}`;
    expect(await within(region).findByText(expected)).toBeTruthy();
    expect(formatDateTime(sendLater.scheduledAt!, language, 'America/New_York')).not.toBe(formatDateTime(sendLater.scheduledAt!, language, 'UTC'));
  });
});
