import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { COMMAND_RESULT, listItem, listPage } from '../../testing/job-fixtures';
import { JobsListPage } from './jobs-list-page';

const FILTERS = {
  departments: [{ id: 'd1', name: 'Engineering' }],
  locations: [],
  owners: [],
  recruiters: [],
  hiringManagers: [],
};

const fakeJobsApi = () =>
  installFakeApi({
    'GET /users/me': { body: { ...ADMIN_USER, permissionV1: ['COMPANY::*'] } },
    'GET /company-roles/filters': { body: FILTERS },
    'GET /company-roles/v1/list': ({ query }) =>
      query.get('tab') === 'DRAFT'
        ? {
            body: {
              ...listPage([listItem('j9', 'Data Analyst', { status: 'DRAFT', publishedAt: null })], {
                PUBLISHED: 2,
                DRAFT: 1,
                CLOSED: 4,
              }),
              total: 1,
            },
          }
        : {
            body: listPage([listItem('j1', 'Platform Engineer'), listItem('j2', 'Product Designer')], {
              DRAFT: 1,
              CLOSED: 4,
            }),
          },
  });

const renderList = (url = '/recruiter/jobs', language: 'en' | 'ar' = 'en') =>
  renderPage(<JobsListPage />, { path: '/recruiter/jobs', url, signedIn: true, language });

test('the status tabs show their counts; published jobs are listed with page 1 and 10 a page', async () => {
  const api = fakeJobsApi();
  renderList();
  expect(await screen.findByRole('link', { name: 'Platform Engineer' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Product Designer' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: /Published jobs/ }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tab', { name: /Draft jobs/ }).textContent).toContain('1');
  expect(screen.getByRole('tab', { name: /Closed jobs/ }).textContent).toContain('4');
  expect(screen.getByRole('tab', { name: /Talent pool/ })).toBeTruthy();
  expect(screen.getByRole('tab', { name: /General applications/ })).toBeTruthy();
  const first = api.callsTo('GET /company-roles/v1/list')[0]!;
  expect(first.query.get('page')).toBe('1');
  expect(first.query.get('take')).toBe('10');
  expect(first.query.get('tab')).toBe('PUBLISHED');
  expect((await screen.findByRole('link', { name: 'Create job' })).getAttribute('href')).toBe(
    '/recruiter/jobs/job-role/new/job-information/edit',
  );
});

test('another tab is asked for by the URL, from its first page', async () => {
  const api = fakeJobsApi();
  const { user, location } = renderList('/recruiter/jobs?page=2');
  await screen.findByRole('link', { name: 'Platform Engineer' });
  await user.click(screen.getByRole('tab', { name: /Draft jobs/ }));
  expect(await screen.findByRole('link', { name: 'Data Analyst' })).toBeTruthy();
  expect(location()).toBe('/recruiter/jobs?tab=DRAFT');
  expect(api.callsTo('GET /company-roles/v1/list').at(-1)!.query.get('page')).toBe('1');
});

test("an empty tab says 'No jobs found'; without COMPANY::JOBS::ADD there is no 'Create job'", async () => {
  const api = installFakeApi({
    'GET /users/me': { body: { ...ADMIN_USER, roles: ['COMPANY_INTERVIEWER'], permissionV1: ['COMPANY::JOBS::LIST'] } },
    'GET /company-roles/filters': { body: FILTERS },
    'GET /company-roles/v1/list': { body: listPage([]) },
  });
  renderList();
  expect(await screen.findByText('No jobs found')).toBeTruthy();
  await waitFor(() => expect(api.callsTo('GET /users/me')).toHaveLength(1));
  expect(screen.queryByRole('link', { name: 'Create job' })).toBeNull();
});

test('delete asks first; a refusal stays in the dialog', async () => {
  const api = fakeJobsApi();
  api.answer(
    'DELETE /company-roles/deleteJob/j1',
    apiFailure(409, 'Cannot delete this job. Please move the candidates to another job and try again.'),
  );
  const { user } = renderList();
  await user.click(await screen.findByRole('button', { name: 'Options for Platform Engineer' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Platform Engineer?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(
    await within(dialog).findByText('Cannot delete this job. Please move the candidates to another job and try again.'),
  ).toBeTruthy();
  expect(api.callsTo('DELETE /company-roles/deleteJob/j1')).toHaveLength(1);
});

test('close asks first, sends the status and reads the list again after the command', async () => {
  const api = fakeJobsApi();
  api.answer('POST /company-roles/updateRoleStatus/j1', { body: COMMAND_RESULT });
  const { user } = renderList();
  await user.click(await screen.findByRole('button', { name: 'Options for Platform Engineer' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Close job' }));
  const dialog = await screen.findByRole('dialog', { name: 'Close Platform Engineer?' });
  await user.click(within(dialog).getByRole('button', { name: 'Close job' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('POST /company-roles/updateRoleStatus/j1')[0]!.body).toEqual({ status: 'CLOSED' });
  await waitFor(() => expect(api.callsTo('GET /company-roles/v1/list').at(-1)!.query.get('afterPosition')).toBe('120'));
});

test('a list route that does not take afterPosition yet is asked again without it', async () => {
  const api = fakeJobsApi();
  api.answer('POST /company-roles/updateRoleStatus/j1', { body: COMMAND_RESULT });
  const { user } = renderList();
  await user.click(await screen.findByRole('button', { name: 'Options for Platform Engineer' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Close job' }));
  api.answer('GET /company-roles/v1/list', ({ query }) =>
    query.has('afterPosition')
      ? apiFailure(400, 'property afterPosition should not exist')
      : { body: listPage([listItem('j2', 'Product Designer')]) },
  );
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close job' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByRole('link', { name: 'Product Designer' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Platform Engineer' })).toBeNull();
  expect(screen.queryByText('Jobs could not be loaded.')).toBeNull();
});

test('the clone dialog needs display name, owner, department and location', async () => {
  const api = fakeJobsApi();
  api.answer('GET /company-roles/company-users/v1', { body: { data: [], total: 0, page: 1, take: 1000 } });
  api.answer('GET /departments', { body: [] });
  api.answer('GET /locations', { body: [] });
  const { user } = renderList();
  await user.click(await screen.findByRole('button', { name: 'Options for Platform Engineer' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Clone' }));
  const dialog = await screen.findByRole('dialog', { name: 'Clone Platform Engineer' });
  await user.clear(within(dialog).getByRole('textbox', { name: /Display name for candidates/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Clone as draft' }));
  expect(await within(dialog).findByText('Please enter job display name')).toBeTruthy();
  expect(within(dialog).getByText('Please select job owner')).toBeTruthy();
  expect(within(dialog).getByText('Please select department')).toBeTruthy();
  expect(within(dialog).getByText('Please select location')).toBeTruthy();
  expect(api.callsTo('POST /company-roles/copyJobJourney/j1')).toHaveLength(0);
});

test('reads in Arabic, right to left', async () => {
  fakeJobsApi();
  renderList('/recruiter/jobs', 'ar');
  expect(await screen.findByRole('heading', { level: 1, name: 'الوظائف' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: /الوظائف المنشورة/ })).toBeTruthy();
  expect(document.documentElement.dir).toBe('rtl');
});
