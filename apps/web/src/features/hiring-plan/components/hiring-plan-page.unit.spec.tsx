import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeRequest } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { HiringPlanSettingsPage } from './approval-flow-page';
import { HiringPlanPage } from './hiring-plan-page';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'], permissionV2: ['COMPANY::HIRING_PLAN::*'] };
const ROW = {
  id: 'r1',
  openingId: 'REQ-7',
  requisitionName: 'Backend hire',
  roleName: 'Backend Engineer',
  status: 'APPROVED',
  hiringProgress: 'NOT_STARTED',
  departmentId: 'd1',
  locationId: 'l1',
  hiringManagerId: 'u1',
  recruiterIds: ['u2'],
  awaitingApproverIds: [],
  headcount: 2,
  targetHiredDate: '2027-03-31',
  hiredDate: null,
  hiredCandidate: null,
  createdAt: '2026-11-24T00:00:00.000Z',
};
/** Hired by one of the company's applications, and by a new candidate 'Mark as Hired' recorded. */
const HIRED_ROWS = [
  {
    ...ROW,
    id: 'r2',
    openingId: 'REQ-8',
    requisitionName: 'Designer hire',
    hiringProgress: 'HIRED',
    hiredDate: '2027-01-15',
    hiredCandidate: { applicationId: 'a1', name: 'Salma Haddad', email: 'salma@example.com' },
  },
  {
    ...ROW,
    id: 'r3',
    openingId: 'REQ-9',
    requisitionName: 'Analyst hire',
    hiringProgress: 'HIRED',
    hiredDate: '2027-02-01',
    hiredCandidate: { applicationId: null, name: 'Omar Saleh', email: 'omar@example.com' },
  },
  // Nothing names whom it hired (no application, offer or recorded candidate behind the hire).
  { ...ROW, id: 'r6', openingId: 'REQ-12', requisitionName: 'Ops hire', hiringProgress: 'HIRED', hiredDate: '2027-02-03', hiredCandidate: null },
];
/** The caller's own: a draft only they see, and one they submitted that is pending approval. */
const MY_ROWS = [
  { ...ROW, id: 'r4', openingId: 'REQ-10', requisitionName: 'Data hire', status: 'DRAFT' },
  { ...ROW, id: 'r5', openingId: 'REQ-11', requisitionName: 'QA hire', status: 'PENDING_APPROVAL' },
];
const rowsOf = (tab: string | null) => (tab === 'TO_BE_HIRED' ? [ROW] : tab === 'HIRED' ? HIRED_ROWS : tab === 'MY_REQUISITIONS' ? MY_ROWS : []);

const fakeApi = (averageTimeToFillDays: number | null = null) =>
  installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /requisitions/highlights': { body: { hiringNotStarted: 3, hiringInProgress: 1, offerSent: 0, averageTimeToFillDays } },
    'GET /requisitions': (request: FakeRequest) => ({
      body: {
        requisitions: rowsOf(request.query.get('tab')),
        paginationOptions: { page: 1, perPage: 10, total: rowsOf(request.query.get('tab')).length, totalPages: 1, hasNext: false },
      },
    }),
    'GET /approval-flows/default/requisition': { body: { steps: [], reminderEveryDays: 2 } },
    'GET /company-roles/company-users/dropdown': { body: [{ id: 'u1', fullName: 'Hana Manager', isDeletedUser: false }] },
    'PUT /approval-flows/default/requisition': { body: { steps: [{ approverIds: ['u1'], rule: 'ALL', required: 1 }], reminderEveryDays: 2 } },
  });

test('shows the tiles, the To be Hired list linking to each requisition, and an empty tab', async () => {
  fakeApi();
  const { user } = renderPage(<HiringPlanPage />, { signedIn: true, path: '/recruiter/hiring-plan' });
  const table = await screen.findByRole('table', { name: 'To be Hired' });
  expect(within(table).getByRole('link', { name: 'Backend hire' }).getAttribute('href')).toBe('/recruiter/hiring-plan/opening/view/r1');
  expect(screen.getByRole('region', { name: 'Highlights' }).textContent).toContain('Not available');
  await user.click(screen.getByRole('tab', { name: 'Rejected' }));
  expect(await screen.findByText('No requisitions here yet')).toBeTruthy();
});

test('the Hired tab shows whom each requisition hired and when, linking a hired application to its profile', async () => {
  fakeApi();
  const { user } = renderPage(<HiringPlanPage />, { signedIn: true, path: '/recruiter/hiring-plan' });
  await screen.findByRole('table', { name: 'To be Hired' });
  await user.click(screen.getByRole('tab', { name: 'Hired' }));
  const table = await screen.findByRole('table', { name: 'Hired' });
  const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
  expect(headers).toEqual(['ID', 'Requisition', 'Role', 'Hired candidate', 'Hired date', 'Headcount', 'Target hire date']);
  const [designer, analyst, unnamed] = within(table).getAllByRole('row').slice(1);
  expect(within(designer!).getByRole('link', { name: 'Salma Haddad' }).getAttribute('href')).toBe('/recruiter/candidate-profile/a1');
  expect(designer!.textContent).toContain('Jan 15, 2027');
  // A new candidate recorded by 'Mark as Hired' has no profile to open.
  expect(within(analyst!).getByText('Omar Saleh')).toBeTruthy();
  expect(within(analyst!).queryByRole('link', { name: 'Omar Saleh' })).toBeNull();
  expect(analyst!.textContent).toContain('Feb 1, 2027');
  expect(within(unnamed!).getByText('Not recorded')).toBeTruthy();
  expect(unnamed!.textContent).toContain('Feb 3, 2027');
});

test('reads in Arabic', async () => {
  fakeApi();
  renderPage(<HiringPlanPage />, { signedIn: true, language: 'ar', path: '/recruiter/hiring-plan' });
  expect(await screen.findByRole('table', { name: 'قيد التوظيف' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'موافقات معلقة' })).toBeTruthy();
});

test('reads the Hired tab in Arabic', async () => {
  fakeApi();
  const { user } = renderPage(<HiringPlanPage />, { signedIn: true, language: 'ar', path: '/recruiter/hiring-plan' });
  await screen.findByRole('table', { name: 'قيد التوظيف' });
  await user.click(screen.getByRole('tab', { name: 'تم التوظيف' }));
  const table = await screen.findByRole('table', { name: 'تم التوظيف' });
  expect(within(table).getByRole('columnheader', { name: 'المرشح المعيَّن' })).toBeTruthy();
  expect(within(table).getByRole('columnheader', { name: 'تاريخ التوظيف' })).toBeTruthy();
  expect(within(table).getByRole('link', { name: 'Salma Haddad' }).getAttribute('href')).toBe('/recruiter/candidate-profile/a1');
});

test('My requisitions asks the API for the caller’s own tab and lists them, drafts included, each opening its requisition', async () => {
  const api = fakeApi();
  const { user } = renderPage(<HiringPlanPage />, { signedIn: true, path: '/recruiter/hiring-plan' });
  await screen.findByRole('table', { name: 'To be Hired' });
  await user.click(screen.getByRole('tab', { name: 'My requisitions' }));
  const table = await screen.findByRole('table', { name: 'My requisitions' });
  expect(api.callsTo('GET /requisitions').at(-1)?.query.get('tab')).toBe('MY_REQUISITIONS');
  const [draft, pending] = within(table).getAllByRole('row').slice(1);
  expect(within(draft!).getByRole('link', { name: 'Data hire' }).getAttribute('href')).toBe('/recruiter/hiring-plan/opening/view/r4');
  expect(within(draft!).getByText('Draft')).toBeTruthy();
  expect(within(pending!).getByRole('link', { name: 'QA hire' }).getAttribute('href')).toBe('/recruiter/hiring-plan/opening/view/r5');
  // Only the caller's: the To be Hired requisition is not repeated here.
  expect(within(table).queryByText('Backend hire')).toBeNull();
});

test('reads My requisitions in Arabic', async () => {
  fakeApi();
  const { user } = renderPage(<HiringPlanPage />, { signedIn: true, language: 'ar', path: '/recruiter/hiring-plan' });
  await screen.findByRole('table', { name: 'قيد التوظيف' });
  await user.click(screen.getByRole('tab', { name: 'طلباتي' }));
  const table = await screen.findByRole('table', { name: 'طلباتي' });
  expect(within(table).getByText('مسودة')).toBeTruthy();
  expect(within(table).getByRole('link', { name: 'Data hire' })).toBeTruthy();
});

test('the Avg. time to fill tile shows the average the API measured, in days, in English and Arabic', async () => {
  fakeApi(15.5);
  const { unmount } = renderPage(<HiringPlanPage />, { signedIn: true, path: '/recruiter/hiring-plan' });
  const tiles = await screen.findByRole('region', { name: 'Highlights' });
  await waitFor(() => expect(tiles.textContent).toContain('Avg. time to fill15.5 days'));
  unmount();
  fakeApi(15.5);
  renderPage(<HiringPlanPage />, { signedIn: true, language: 'ar', path: '/recruiter/hiring-plan' });
  const arabic = await screen.findByRole('region', { name: 'أبرز المؤشرات' });
  await waitFor(() => expect(arabic.textContent).toContain(`متوسط مدة شغل الوظيفة${new Intl.NumberFormat('ar').format(15.5)} يوم`));
});

test('the default flow editor refuses a stage without approver before sending anything, then saves', async () => {
  const api = fakeApi();
  const { user } = renderPage(<HiringPlanSettingsPage />, { signedIn: true, path: '/recruiter-settings/manage-hiring-plan' });
  const save = await screen.findByRole('button', { name: 'Save approval flow' });
  await user.click(save);
  expect(await screen.findByText('Approval setup incomplete. Every stage must have an assigned approver to continue.')).toBeTruthy();
  expect(screen.getByText('Every stage must have an assigned approver')).toBeTruthy();
  expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  await user.click(screen.getByRole('combobox', { name: /Approvers/ }));
  await user.click(await screen.findByRole('option', { name: 'Hana Manager' }));
  await user.click(save);
  await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT' && call.path === '/approval-flows/default/requisition')).toBe(true));
});
