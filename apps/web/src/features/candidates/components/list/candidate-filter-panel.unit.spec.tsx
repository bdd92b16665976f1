import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeRequest } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { criteriaQuery, readCriteria, writeCriteria, type CandidateListCriteria } from '../../hooks/use-candidate-list-criteria';
import { CandidateFilterPanel } from './candidate-filter-panel';
import { CandidateListPage } from './candidate-list-page';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'], permissionV2: ['COMPANY::*'] };

const option = (value: string, label: string, count: number) => ({ value, label, count });
const OPTIONS = {
  activeSearchCount: { count: 3 },
  archivedSearchCount: { count: 1 },
  jobs: [option('j1', 'Platform Engineer', 2)],
  stages: [],
  statuses: [option('SOURCED', 'SOURCED', 1), option('TO_REVIEW', 'TO_REVIEW', 2)],
  archivalReasons: [option('r1', 'Not qualified', 1)],
  owners: [option('u1', 'Rania Haddad', 1), option('u2', 'Rami Recruiter', 2)],
  origin: [option('sourced', 'sourced', 1), option('applied', 'applied', 2)],
  source: [option('LinkedIn', 'LinkedIn', 3)],
  jobStatuses: [option('PUBLISHED', 'PUBLISHED', 2), option('CLOSED', 'CLOSED', 1)],
  jobOwners: [],
  locations: [option('l1', 'Dubai', 2)],
  departments: [],
  referredBy: [option('u2', 'Rami Recruiter', 1)],
  sourcedBy: [option('u1', 'Rania Haddad', 2)],
  customFields: [{ fieldId: 'f1', name: 'Seniority', fieldType: 'SINGLE_SELECT', options: [option('Junior', 'Junior', 1), option('Senior', 'Senior', 2)] }],
};
const row = (applicationId: string, firstName: string) => ({
  applicationId,
  candidateId: `c-${applicationId}`,
  jobId: 'j1',
  jobName: 'Platform Engineer',
  stageId: 's1',
  stageName: 'Application',
  stageStatus: 'TO_REVIEW',
  firstName,
  lastName: 'Filter',
  email: `${firstName.toLowerCase()}@example.com`,
  phone: null,
  origin: 'applied',
  source: 'LinkedIn',
  ownerId: 'u2',
  ownerName: 'Rami Recruiter',
  status: 'ACTIVE',
  archivalReason: null,
  archivalReasonId: null,
  hiredAt: null,
  appliedAt: '2026-11-20T09:00:00.000Z',
  lastActivityAt: '2026-11-21T09:00:00.000Z',
});
const LIST = {
  items: [row('a1', 'Amal'), row('a2', 'Bilal')],
  total: 2,
  page: 1,
  take: 15,
  activeSearchCount: { count: 2 },
  archivedSearchCount: { count: 1 },
  groups: [
    { value: 'PUBLISHED', label: 'PUBLISHED', count: 2 },
    { value: 'CLOSED', label: 'CLOSED', count: 1 },
  ],
};

const fakeApi = () =>
  installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /job-applications': { body: LIST },
    'GET /job-applications/filters': { body: OPTIONS },
    'GET /company-roles/dropdown': { body: [{ id: 'j1', name: 'Platform Engineer', status: 'PUBLISHED' }] },
  });

const render = (url: string, language: 'en' | 'ar' = 'en') =>
  renderPage(<CandidateListPage />, { signedIn: true, language, path: '/recruiter/candidates', url });

const lastCall = (calls: FakeRequest[]) => calls[calls.length - 1]!.query;

test('opens from a getting-started link with its statuses, tab and paging, and keeps via and bulkActionApplications out of the API call', async () => {
  const api = fakeApi();
  render('/recruiter/candidates?statuses=TO_REVIEW&active=true&page=1&take=15&via=getting-started&bulkActionApplications=failed');
  await screen.findByText('Amal Filter');
  const query = lastCall(api.callsTo('GET /job-applications'));
  expect(query.get('statuses')).toBe('TO_REVIEW');
  expect(query.get('active')).toBe('true');
  expect(query.get('take')).toBe('15');
  expect(query.get('groupByValue')).toBe('jobStatus');
  // Accepted on the page, not a filter the API knows (bulk actions do not exist yet).
  expect(query.has('via')).toBe(false);
  expect(query.has('bulkActionApplications')).toBe(false);
  // Dates and other unset filters are not sent.
  expect(query.has('applicationFromDate')).toBe(false);
  expect(query.has('owners')).toBe(false);
  // A filter is set, so the panel is open and says how many.
  expect(screen.getByRole('button', { name: 'Filters (1)' }).getAttribute('aria-expanded')).toBe('true');
  const panel = screen.getByRole('region', { name: 'Candidate filters' });
  expect(within(panel).getByRole('button', { name: 'Base filters' })).toBeTruthy();
  expect(within(panel).getByRole('button', { name: 'Advanced filters' })).toBeTruthy();
  expect(within(panel).getByRole('button', { name: 'Custom field filters' })).toBeTruthy();
  // The tab's groups with their counts, in words.
  const groups = screen.getByRole('list', { name: 'Groups in this tab' });
  expect(within(groups).getByText('Published: 2')).toBeTruthy();
  expect(within(groups).getByText('Closed: 1')).toBeTruthy();
});

test('filters by an owner chosen with its count, by a custom field, and clears everything', async () => {
  const api = fakeApi();
  const { user, location } = render('/recruiter/candidates?page=2');
  await screen.findByText('Amal Filter');
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const panel = await screen.findByRole('region', { name: 'Candidate filters' });
  await user.click(within(panel).getByRole('combobox', { name: 'Owner' }));
  await user.click(await screen.findByRole('option', { name: 'Rami Recruiter (2)' }));
  await waitFor(() => expect(location()).toContain('owners=u2'));
  // A new filter starts from the first page.
  expect(location()).not.toContain('page=2');
  await waitFor(() => expect(lastCall(api.callsTo('GET /job-applications')).get('owners')).toBe('u2'));
  expect(lastCall(api.callsTo('GET /job-applications/filters')).get('owners')).toBe('u2');
  // The options call takes no sort or grouping (the API refuses them there).
  expect(lastCall(api.callsTo('GET /job-applications/filters')).has('groupByValue')).toBe(false);

  await user.click(within(panel).getByRole('button', { name: 'Custom field filters' }));
  await user.click(await within(panel).findByRole('combobox', { name: 'Seniority' }));
  await user.click(await screen.findByRole('option', { name: 'Senior (2)' }));
  await waitFor(() =>
    expect(JSON.parse(lastCall(api.callsTo('GET /job-applications')).get('customFieldResponseFilters') ?? '[]')).toEqual([
      { fieldId: 'f1', values: ['Senior'] },
    ]),
  );
  expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();

  await user.click(within(panel).getByRole('button', { name: 'Clear all filters' }));
  await waitFor(() => expect(location()).toBe('/recruiter/candidates'));
  expect(lastCall(api.callsTo('GET /job-applications')).has('owners')).toBe(false);
});

test('groups, sorts and orders through the URL', async () => {
  const api = fakeApi();
  const { user, location } = render('/recruiter/candidates');
  await screen.findByText('Amal Filter');
  await user.click(screen.getByRole('combobox', { name: 'Group by' }));
  await user.click(await screen.findByRole('option', { name: 'Owner' }));
  await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
  await user.click(await screen.findByRole('option', { name: 'Name' }));
  await user.click(screen.getByRole('button', { name: 'Ascending' }));
  await waitFor(() => expect(location()).toContain('order=ASC'));
  expect(location()).toContain('groupByValue=owner');
  expect(location()).toContain('sort=name');
  await waitFor(() => {
    const query = lastCall(api.callsTo('GET /job-applications'));
    expect([query.get('groupByValue'), query.get('sort'), query.get('order')]).toEqual(['owner', 'name', 'ASC']);
  });
});

test('reads and writes the filter object in the URL at the API’s names, dropping bad values', () => {
  const written = writeCriteria(new URLSearchParams('via=getting-started'), {
    statuses: ['TO_REVIEW', 'HIRED'],
    applicationFromDate: '2026-11-01',
    applicationToDate: '',
    customFieldResponseFilters: [{ fieldId: 'f1', values: ['Senior'] }, { fieldId: 'f2', values: [] }],
    groupByValue: 'jobStatus',
    order: 'ASC',
  });
  expect(written.get('statuses')).toBe('TO_REVIEW,HIRED');
  expect(written.get('applicationFromDate')).toBe('2026-11-01');
  expect(written.has('applicationToDate')).toBe(false);
  expect(written.has('groupByValue')).toBe(false);
  expect(written.get('via')).toBe('getting-started');
  expect(JSON.parse(written.get('customFieldResponseFilters')!)).toEqual([{ fieldId: 'f1', values: ['Senior'] }]);
  const read = readCriteria(new URLSearchParams('groupByValue=salary&sort=name&order=asc&applicationFromDate=soon&customFieldResponseFilters=%7Bbroken'));
  expect(read).toMatchObject({ groupByValue: 'jobStatus', sort: 'name', order: 'ASC', applicationFromDate: '', customFieldResponseFilters: [] });
});

/** The panel alone (the page around it is covered above): each choice reaches `onChange` at the API's names. */
const renderPanel = (language: 'en' | 'ar' = 'en', url = '/recruiter/candidates') => {
  const changes: Array<Partial<CandidateListCriteria>> = [];
  const filters = { jobRoleIds: [], stages: [], active: true, nameOrEmail: '', page: 1, take: 15, criteria: readCriteria(new URLSearchParams(url.split('?')[1] ?? '')) };
  const rendered = renderPage(<CandidateFilterPanel filters={filters} onChange={(change) => changes.push(change)} />, {
    signedIn: true,
    language,
    path: '/recruiter/candidates',
    url,
  });
  return { ...rendered, changes };
};

// Label and text queries: role queries compute every accessible name of the panel's many MUI fields, which
// takes jsdom tens of seconds on a busy machine.
test('offers who referred and sourced the candidates with their counts', async () => {
  fakeApi();
  const { user, changes } = renderPanel();
  await user.click(screen.getByLabelText('Referred by'));
  await user.click(await screen.findByText('Rami Recruiter (1)'));
  expect(changes).toContainEqual({ referredBy: ['u2'] });
  expect(screen.getByLabelText('Sourced by')).toBeTruthy();
});

test('widens a chosen gender to those who gave none, adds a gender without counts, and sets an interview date', async () => {
  fakeApi();
  const { user, changes } = renderPanel('en', '/recruiter/candidates?gender=Female');
  await user.click(screen.getByText('Advanced filters'));
  await user.click(await screen.findByLabelText('Also those with no Gender'));
  expect(changes).toContainEqual({ includeUnspecifiedGender: true });
  await user.click(screen.getByLabelText('Gender'));
  // Fixed choices carry no counts.
  await user.click(await screen.findByText('Male'));
  expect(changes).toContainEqual({ gender: ['Female', 'Male'] });
  fireEvent.change(screen.getByLabelText('Interview date: from'), { target: { value: '2026-12-01' } });
  expect(changes).toContainEqual({ interviewFromDate: '2026-12-01' });
});

test('filters by the access type of the job team, a fixed choice named as on the team-members screen', async () => {
  fakeApi();
  const { user, changes } = renderPanel('en', '/recruiter/candidates?accessTypeIds=COMPANY_RECRUITER');
  await user.click(screen.getByText('Advanced filters'));
  await user.click(screen.getByLabelText("Team member's access type"));
  await user.click(await screen.findByText('Super Admin'));
  expect(changes).toContainEqual({ accessTypeIds: ['COMPANY_RECRUITER', 'COMPANY_ADMIN'] });
  expect(criteriaQuery(readCriteria(new URLSearchParams('accessTypeIds=COMPANY_ADMIN,COMPANY_EMPLOYEE')))).toMatchObject({
    accessTypeIds: ['COMPANY_ADMIN', 'COMPANY_EMPLOYEE'],
  });
});

test('keeps "include unspecified" off while no gender is chosen', async () => {
  fakeApi();
  const { user } = renderPanel();
  await user.click(screen.getByText('Advanced filters'));
  expect(((await screen.findByLabelText('Also those with no Gender')) as HTMLInputElement).disabled).toBe(true);
});

test('reads and writes the demographic and interview filters at the API’s names', () => {
  const written = writeCriteria(new URLSearchParams(), { gender: ['Female'], includeUnspecifiedGender: true, includeUnspecifiedNationality: false, interviewToDate: '2026-12-31' });
  expect(written.toString()).toBe('gender=Female&includeUnspecifiedGender=true&interviewToDate=2026-12-31');
  const read = readCriteria(written);
  expect(read).toMatchObject({ gender: ['Female'], includeUnspecifiedGender: true, includeUnspecifiedNationality: false, interviewToDate: '2026-12-31' });
  expect(criteriaQuery(read)).toMatchObject({ gender: ['Female'], includeUnspecifiedGender: true, includeUnspecifiedNationality: undefined });
});

// Last: the right-to-left styles a first Arabic render adds make every later popup in this file far slower in jsdom.
test('shows the panel and toolbar in Arabic', async () => {
  fakeApi();
  const { user } = render('/recruiter/candidates', 'ar');
  await screen.findByText('Amal Filter');
  await user.click(screen.getByRole('button', { name: 'عوامل التصفية' }));
  const panel = await screen.findByRole('region', { name: 'تصفية المرشحين' });
  expect(within(panel).getByRole('button', { name: 'عوامل التصفية الأساسية' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'التجميع حسب' })).toBeTruthy();
  expect(within(screen.getByRole('list', { name: 'المجموعات في هذا التبويب' })).getByText('منشورة: 2', { exact: false })).toBeTruthy();
});

test('names countries in the reader’s language in the nationality filter', async () => {
  fakeApi();
  const { user } = renderPanel('ar');
  await user.click(screen.getByText('عوامل التصفية المتقدمة'));
  await user.click(await screen.findByLabelText('الجنسية'));
  expect(await screen.findByText('الإمارات العربية المتحدة')).toBeTruthy();
});
