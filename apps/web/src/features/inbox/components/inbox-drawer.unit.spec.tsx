import { act, screen, waitFor, within } from '@testing-library/react';
import type { InboxFilter, InboxNotification, InboxPage } from '@ats/web/app/api/api-types';
import { installFakeApi, type FakeRequest } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { notificationLink } from '../notification-link';
import { InboxDrawer } from './inbox-drawer';

const notification = (overrides: Partial<InboxNotification>): InboxNotification => ({
  id: 'n1',
  type: 'STAGE_CHANGED',
  title: 'Maya Khoury moved to Screening',
  isRead: false,
  isImportant: false,
  createdAt: new Date().toISOString(),
  jobApplicationId: 'app-1',
  jobRoleId: 'j1',
  candidateName: 'Maya Khoury',
  roleName: 'Senior Backend Engineer',
  redirectionData: null,
  ...overrides,
});

const UNREAD = notification({});
const STARRED = notification({ id: 'n2', title: 'Omar Said was archived', type: 'APPLICATION_ARCHIVAL', isRead: true, isImportant: true, jobApplicationId: null, candidateName: 'Omar Said', roleName: null });

const pageOf = (notifications: InboxNotification[]): InboxPage => ({
  notifications,
  paginationOptions: { page: 1, perPage: 20, total: notifications.length, totalPages: 1, hasNext: false },
});

/** The inbox as the server filters it: unread, starred or all of the given notifications. */
const fakeInboxApi = (all: InboxNotification[] = [UNREAD, STARRED]) => {
  const byFilter: Record<InboxFilter, (n: InboxNotification) => boolean> = {
    UNREAD: (n) => !n.isRead,
    STARRED: (n) => n.isImportant,
    ALL: () => true,
  };
  return installFakeApi({
    'GET /inbox': (request: FakeRequest) => ({ body: pageOf(all.filter(byFilter[request.query.get('filter') as InboxFilter])) }),
    'PUT /inbox/n1': { body: {} },
    'PUT /inbox/n2': { body: {} },
    'DELETE /inbox/n1': { body: {} },
    'POST /inbox': { body: {} },
    'DELETE /inbox/actions/delete': { body: {} },
  });
};

const renderDrawer = (language: 'en' | 'ar' = 'en') => {
  const onClose = jest.fn();
  return { ...renderPage(<InboxDrawer open onClose={onClose} />, { signedIn: true, language }), onClose };
};

const listRows = async () => within(await screen.findByRole('list', { name: 'Notifications list' })).getAllByRole('listitem');

test('lists the unread notifications, newest first, in a dialog named by its title', async () => {
  const api = fakeInboxApi();
  renderDrawer();
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  const rows = await listRows();
  expect(rows).toHaveLength(1);
  expect(within(rows[0]!).getByText('Maya Khoury moved to Screening')).toBeTruthy();
  expect(within(rows[0]!).getByText('Senior Backend Engineer')).toBeTruthy();
  const [call] = api.callsTo('GET /inbox');
  expect(Object.fromEntries(call!.query)).toEqual({ order: 'DESC', filter: 'UNREAD', page: '1', perPage: '20' });
  expect((within(dialog).getByRole('radio', { name: 'Unread' }) as HTMLInputElement).checked).toBe(true);
  expect(within(dialog).getByRole('radiogroup', { name: 'Show notifications' })).toBeTruthy();
  expect(within(dialog).getByRole('link', { name: 'Notification preferences' }).getAttribute('href')).toBe(
    '/recruiter-settings/notification-preferences',
  );
});

test('the filter radios and the ordering ask the server again', async () => {
  const api = fakeInboxApi();
  const { user } = renderDrawer();
  await listRows();
  await user.click(screen.getByRole('radio', { name: 'Starred' }));
  await waitFor(async () => expect(within((await listRows())[0]!).queryByText('Omar Said was archived')).toBeTruthy());
  await user.click(screen.getByRole('radio', { name: 'All' }));
  await waitFor(async () => expect(await listRows()).toHaveLength(2));
  await user.click(screen.getByRole('combobox', { name: 'Ordering' }));
  await user.click(await screen.findByRole('option', { name: 'Oldest' }));
  await waitFor(() => expect(api.calls.at(-1)!.query.get('order')).toBe('ASC'));
  expect(api.callsTo('GET /inbox').map((call) => call.query.get('filter'))).toEqual(['UNREAD', 'STARRED', 'ALL', 'ALL']);
});

test('marks a notification read and stars it from its row', async () => {
  const api = fakeInboxApi();
  const { user } = renderDrawer();
  const [row] = await listRows();
  const star = within(row!).getByRole('button', { name: 'Star' });
  expect(star.getAttribute('aria-pressed')).toBe('false');
  await user.click(within(row!).getByRole('button', { name: 'Mark as read' }));
  await user.click(star);
  await waitFor(() => expect(api.callsTo('PUT /inbox/n1')).toHaveLength(2));
  expect(api.callsTo('PUT /inbox/n1').map((call) => call.body)).toEqual([{ isRead: true }, { isImportant: true }]);
});

test('a read, starred row offers the opposite actions, by keyboard too', async () => {
  const api = fakeInboxApi();
  const { user } = renderDrawer();
  await user.click(await screen.findByRole('radio', { name: 'Starred' }));
  const row = (await screen.findByText('Omar Said was archived')).closest('li')!;
  const unstar = within(row).getByRole('button', { name: 'Remove star' });
  expect(unstar.getAttribute('aria-pressed')).toBe('true');
  act(() => unstar.focus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(api.callsTo('PUT /inbox/n2')[0]?.body).toEqual({ isImportant: false }));
  expect(within(row).getByRole('button', { name: 'Mark as unread' })).toBeTruthy();
});

test('opening a notification marks it read, closes the drawer and shows the candidate', async () => {
  const api = fakeInboxApi();
  const page = renderDrawer();
  await page.user.click(await screen.findByText('Maya Khoury moved to Screening'));
  expect(page.onClose).toHaveBeenCalled();
  await waitFor(() => expect(page.location()).toBe('/recruiter/candidate-profile/app-1'));
  expect(api.callsTo('PUT /inbox/n1')[0]!.body).toEqual({ isRead: true });
});

test('a notification about several jobs links each of them (spec 01 §2.8 jobs[])', async () => {
  const closing = notification({
    id: 'n1',
    type: 'AUTO_CLOSE_JOBS_REMINDER',
    title: 'Two jobs close automatically soon',
    jobApplicationId: null,
    candidateName: null,
    roleName: null,
    redirectionData: { jobs: [{ id: 'j1', name: 'Platform Engineer' }, { id: 'j2', name: 'Data Engineer' }] },
  });
  const api = fakeInboxApi([closing]);
  const page = renderDrawer();
  const jobs = await screen.findByRole('list', { name: 'Jobs' });
  expect(within(jobs).getAllByRole('button').map((link) => link.textContent)).toEqual(['Platform Engineer', 'Data Engineer']);
  await page.user.click(within(jobs).getByRole('button', { name: 'Data Engineer' }));
  expect(page.onClose).toHaveBeenCalled();
  await waitFor(() => expect(page.location()).toBe('/recruiter/jobs/job-role/j2/publish/edit?jobSetup=manual'));
  expect(api.callsTo('PUT /inbox/n1')[0]!.body).toEqual({ isRead: true });
});

test('each filter has its own empty state', async () => {
  fakeInboxApi([]);
  const { user } = renderDrawer();
  expect(await screen.findByText('No unread notifications')).toBeTruthy();
  expect(screen.getByText('You are all up to date.')).toBeTruthy();
  await user.click(screen.getByRole('radio', { name: 'Starred' }));
  expect(await screen.findByText('No starred notifications')).toBeTruthy();
  expect(screen.getByText('Star a notification to keep it here.')).toBeTruthy();
  expect(screen.queryByText('You are all up to date.')).toBeNull();
  await user.click(screen.getByRole('radio', { name: 'All' }));
  expect(await screen.findByText('No notifications yet')).toBeTruthy();
});

test('deleting one notification, and deleting all, wait for a confirmation', async () => {
  const api = fakeInboxApi();
  const { user } = renderDrawer();
  const [row] = await listRows();
  await user.click(within(row!).getByRole('button', { name: 'Delete notification' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete notification' });
  expect(api.callsTo('DELETE /inbox/n1')).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.callsTo('DELETE /inbox/n1')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete notification' })).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Notification actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
  await waitFor(() => expect(api.callsTo('POST /inbox')[0]?.body).toEqual({ isRead: true }));
  await user.click(screen.getByRole('button', { name: 'Notification actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete all notifications' }));
  const confirmAll = await screen.findByRole('dialog', { name: 'Delete all notifications' });
  await user.click(within(confirmAll).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.callsTo('DELETE /inbox/actions/delete')).toHaveLength(1));
  expect(api.callsTo('DELETE /inbox/actions/delete')[0]!.query.get('isRead')).toBe('false');
});

test('marks all unread at once, and deletes the read ones after a confirmation', async () => {
  const api = fakeInboxApi();
  const { user } = renderDrawer();
  await listRows();
  await user.click(screen.getByRole('button', { name: 'Notification actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Mark all as unread' }));
  await waitFor(() => expect(api.callsTo('POST /inbox')[0]?.body).toEqual({ isRead: false }));
  await user.click(screen.getByRole('button', { name: 'Notification actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete all read notifications' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete all read notifications' });
  expect(api.callsTo('DELETE /inbox/actions/delete')).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.callsTo('DELETE /inbox/actions/delete')).toHaveLength(1));
  expect(api.callsTo('DELETE /inbox/actions/delete')[0]!.query.get('isRead')).toBe('true');
});

test('reads in Arabic, right to left', async () => {
  fakeInboxApi();
  const { user } = renderDrawer('ar');
  expect(document.documentElement.dir).toBe('rtl');
  await screen.findByRole('dialog', { name: 'الإشعارات' });
  const [row] = within(await screen.findByRole('list', { name: 'قائمة الإشعارات' })).getAllByRole('listitem');
  expect(within(row!).getByRole('button', { name: 'تحديد كمقروء' })).toBeTruthy();
  await user.click(screen.getByRole('radio', { name: 'المميّزة بنجمة' }));
  await user.click(screen.getByRole('radio', { name: 'الكل' }));
  expect(await screen.findByRole('button', { name: 'إزالة النجمة' })).toBeTruthy();
});

test('a notification links to its candidate, with the tab and stage movements it points at', () => {
  expect(notificationLink(notification({ jobApplicationId: null }))).toBeNull();
  expect(
    notificationLink(notification({ type: 'AUTO_CLOSE_JOBS_REMINDER', jobApplicationId: null, redirectionData: { jobRoleId: 'job-1', jobs: [{ id: 'job-1', name: 'Backend' }] } })),
  ).toBe('/recruiter/jobs/job-role/job-1/publish/edit?jobSetup=manual');
  expect(notificationLink(notification({ type: 'JOB_POSTING_FAILURE_UPDATE', jobApplicationId: null, jobRoleId: null, redirectionData: {} }))).toBeNull();
  expect(notificationLink(notification({ jobApplicationId: 'a/1', redirectionData: { commentId: 'c1', filterId: 'f1' } }))).toBe(
    '/recruiter/candidate-profile/a%2F1?tabId=c1&filterId=f1',
  );
  expect(notificationLink(notification({ type: 'APPLICATION_STAGE_MOVEMENTS' }))).toBe(
    '/recruiter/candidate-profile/app-1?stageMovements=true',
  );
});
