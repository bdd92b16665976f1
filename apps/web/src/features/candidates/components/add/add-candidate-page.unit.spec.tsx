import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { AddCandidatePage } from './add-candidate-page';

const JOB = {
  id: 'j1',
  name: 'Senior Backend Engineer',
  status: 'PUBLISHED',
  ownerId: 'u1',
  revision: 3,
  stages: [
    { id: 's1', name: 'Sourced', kind: 'SOURCED', locked: true, automations: { archiveUnresponsiveAfterDays: null } },
    { id: 's2', name: 'Applied', kind: 'APPLICATION', locked: true, automations: { archiveUnresponsiveAfterDays: null } },
    { id: 's3', name: 'Screening', kind: null, locked: false, automations: { archiveUnresponsiveAfterDays: 7 } },
  ],
};
const EMPTY_LIST = { items: [], total: 0, page: 1, take: 1, activeSearchCount: { count: 0 }, archivedSearchCount: { count: 0 } };

const fakeCandidatesApi = () =>
  installFakeApi({
    'GET /company-roles/dropdown': { body: [{ id: 'j1', name: JOB.name, status: 'PUBLISHED' }] },
    'GET /company-roles/j1': { body: JOB },
    'GET /job-applications': { body: EMPTY_LIST },
    'POST /job-applications': { status: 201, body: { id: 'app-1', revision: 1, position: '42' } },
  });

const route = { path: '/recruiter/candidates/add-candidate', signedIn: true };

const choose = async (user: ReturnType<typeof renderPage>['user'], field: RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
};

test('missing answers show the spec messages and the first invalid field takes the focus', async () => {
  const api = fakeCandidatesApi();
  const { user } = renderPage(<AddCandidatePage />, route);
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12ab');
  await user.click(screen.getByRole('button', { name: 'Add candidate' }));
  expect(await screen.findByText('Please select job')).toBeTruthy();
  expect(screen.getByText('Please select origin')).toBeTruthy();
  expect(screen.getByText('Please input first name')).toBeTruthy();
  expect(screen.getByText('Please input last name')).toBeTruthy();
  expect(screen.getByText('Please enter valid email')).toBeTruthy();
  expect(screen.getByText("Invalid characters. Use only digits, '+', '-', '()', and spaces.")).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Job/ }));
  expect(api.callsTo('POST /job-applications')).toHaveLength(0);
});

test('a valid candidate is added to the job and the profile opens', async () => {
  const api = fakeCandidatesApi();
  const page = renderPage(<AddCandidatePage />, route);
  const { user } = page;
  await choose(user, /^Job/, JOB.name);
  expect(screen.queryByText('Please select job')).toBeNull();
  await choose(user, /^Origin/, 'Sourced');
  await waitFor(() => expect(screen.getByText('Optional. Without a stage this candidate starts at Sourced.')).toBeTruthy());
  await user.type(screen.getByRole('textbox', { name: 'Source' }), ' LinkedIn ');
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Maya');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Khoury');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
  await user.click(screen.getByRole('textbox', { name: 'Phone' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  await user.clear(screen.getByRole('textbox', { name: 'Email' }));
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Maya@Example.com');
  await user.click(screen.getByRole('button', { name: 'Add candidate' }));
  await waitFor(() => expect(page.location()).toBe('/recruiter/candidate-profile/app-1'));
  const [call] = api.callsTo('POST /job-applications');
  expect(call!.body).toEqual({ jobId: 'j1', origin: 'sourced', source: 'LinkedIn', firstName: 'Maya', lastName: 'Khoury', email: 'maya@example.com' });
  expect(call!.headers['Idempotency-Key']).toEqual(expect.any(String));
});

test("the server's refusal of a contact field shows under that field", async () => {
  const api = fakeCandidatesApi();
  api.answer('POST /job-applications', apiFailure(400, 'Please enter a valid email address'));
  const { user } = renderPage(<AddCandidatePage />, route);
  await choose(user, /^Job/, JOB.name);
  await choose(user, /^Origin/, 'Applied');
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Maya');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Khoury');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maya@example.com');
  await user.click(screen.getByRole('button', { name: 'Add candidate' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
});

test('reads in Arabic, right to left', async () => {
  fakeCandidatesApi();
  const { user } = renderPage(<AddCandidatePage />, { ...route, language: 'ar' });
  expect(document.documentElement.dir).toBe('rtl');
  await user.click(screen.getByRole('button', { name: 'إضافة المرشح' }));
  expect(await screen.findByText('يرجى اختيار الوظيفة')).toBeTruthy();
  expect(screen.getByText('يرجى إدخال الاسم الأول')).toBeTruthy();
});
