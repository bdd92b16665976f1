import { screen } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { ApprovalFlowPage } from './approval-flow-page';
import { HiringPlanPage } from './hiring-plan-page';
import { RequisitionPage } from './requisition-page';

const PERMISSIONS = ['COMPANY::*', 'USER::*'];
/** The company's plan without the hiring plan (permissionV2 lacks COMPANY::HIRING_PLAN). */
const ADMIN_WITHOUT_PLAN = { ...ADMIN_USER, permissionV1: PERMISSIONS, permissionV2: ['COMPANY::AGENCY::*'] };
const ADMIN_WITH_PLAN = { ...ADMIN_USER, permissionV1: PERMISSIONS, permissionV2: ['COMPANY::HIRING_PLAN::*'] };
/** A hiring manager who approves requisitions: no Upgrade for them. */
const MANAGER_WITHOUT_PLAN = { ...ADMIN_USER, roles: ['COMPANY_INTERVIEWER' as const], permissionV1: ['COMPANY::HIRING_PLAN::REQUISITIONS::LIST'], permissionV2: [] };

const EMPTY_PAGE = { requisitions: [], paginationOptions: { page: 1, perPage: 10, total: 0, totalPages: 0, hasNext: false } };
const fakeApi = (me: object) =>
  installFakeApi({
    'GET /users/me': { body: me },
    'GET /requisitions/highlights': { body: { hiringNotStarted: 0, hiringInProgress: 0, offerSent: 0, averageTimeToFillDays: null } },
    'GET /requisitions': { body: EMPTY_PAGE },
  });

/** Every call but the session's: the hiring plan's and the approval flows' (refused by the API without the plan). */
const pageCalls = (api: FakeApi) => api.calls.filter((call) => call.path !== '/users/me').map((call) => `${call.method} ${call.path}`);

test('without the hiring plan on the company’s plan, /recruiter/hiring-plan typed in shows Upgrade Required with Upgrade, and asks the API nothing', async () => {
  const api = fakeApi(ADMIN_WITHOUT_PLAN);
  renderPage(<HiringPlanPage />, { signedIn: true, path: '/recruiter/hiring-plan' });
  expect(await screen.findByText('Upgrade Required')).toBeTruthy();
  expect(screen.getByText('Hiring plan feature is not available on your current plan')).toBeTruthy();
  const upgrade = screen.getByRole('link', { name: 'Upgrade' });
  expect(upgrade.getAttribute('href')).toBe('/recruiter-settings/plans-and-credits');
  expect(upgrade.getAttribute('target')).toBe('_blank');
  expect(screen.queryByText('Contact your ATS administrator for more details.')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Hiring plan' })).toBeNull();
  expect(pageCalls(api)).toEqual([]);
  expect(document.title).toContain('Hiring plan');
});

test('with the hiring plan on the plan, the page loads as before', async () => {
  const api = fakeApi(ADMIN_WITH_PLAN);
  renderPage(<HiringPlanPage />, { signedIn: true, path: '/recruiter/hiring-plan' });
  expect(await screen.findByText('No requisitions here yet')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Hiring plan' })).toBeTruthy();
  expect(screen.queryByText('Upgrade Required')).toBeNull();
  expect(pageCalls(api)).toEqual(expect.arrayContaining(['GET /requisitions', 'GET /requisitions/highlights']));
});

test.each([
  ['a requisition’s view', <RequisitionPage key="view" />, '/recruiter/hiring-plan/opening/:mode/:openingId', '/recruiter/hiring-plan/opening/view/r1'],
  ['the new requisition form', <RequisitionPage key="add" />, '/recruiter/hiring-plan/opening/:mode/:openingId', '/recruiter/hiring-plan/opening/add/new'],
  ['a requisition’s approval flow editor', <ApprovalFlowPage key="flow" />, '/recruiter/manage-hiring-plan/:type/:id', '/recruiter/manage-hiring-plan/opening/r1'],
  ['the default approval flow editor', <ApprovalFlowPage key="default" />, '/recruiter/manage-hiring-plan/:type/:id', '/recruiter/manage-hiring-plan/default/company'],
])('%s is locked the same way, asking the API nothing', async (_name, page, path, url) => {
  const api = fakeApi(ADMIN_WITHOUT_PLAN);
  renderPage(page, { signedIn: true, path, url });
  expect(await screen.findByText('Upgrade Required')).toBeTruthy();
  expect(screen.getByText('Hiring plan feature is not available on your current plan')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Upgrade' })).toBeTruthy();
  expect(pageCalls(api)).toEqual([]);
});

test('in Arabic, a hiring manager opening a requisition from a link is told to contact the administrator, with no Upgrade', async () => {
  const api = fakeApi(MANAGER_WITHOUT_PLAN);
  renderPage(<RequisitionPage />, { signedIn: true, language: 'ar', path: '/recruiter/hiring-plan/opening/:mode/:openingId', url: '/recruiter/hiring-plan/opening/view/r1' });
  expect(await screen.findByText('الترقية مطلوبة')).toBeTruthy();
  expect(screen.getByText('ميزة خطة التوظيف غير متاحة في خطتك الحالية')).toBeTruthy();
  expect(screen.getByText('تواصل مع مسؤول نظام التوظيف لديك لمزيد من التفاصيل.')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'ترقية' })).toBeNull();
  expect(pageCalls(api)).toEqual([]);
});
