import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { COMMAND_RESULT, jobDetail, SETTINGS } from '@ats/web/features/jobs/testing/job-fixtures';
import { renderDataPage } from '@ats/web/features/jobs/testing/render-data-page';
import { JobWizardPage } from '../job-wizard-page';

const WIZARD = '/recruiter/jobs/job-role/:jobRoleId/:editTab/:mode';
const NEW = '/recruiter/jobs/job-role/new/job-information/edit';

const fakeWizardApi = () =>
  installFakeApi({
    'GET /departments': { body: SETTINGS.departments },
    'GET /locations': { body: SETTINGS.locations },
    'GET /pipeline-templates': { status: 404, body: { message: 'Not Found', statusCode: 404 } },
    'POST /company-roles': { status: 201, body: { ...COMMAND_RESULT, id: 'j7' } },
    'GET /company-roles/j7': { body: jobDetail({ id: 'j7' }) },
  });

const choose = async (user: ReturnType<typeof renderDataPage>['user'], field: RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

test('a new job: every §5.1 message on an empty save, the title takes the focus, nothing is sent', async () => {
  const api = fakeWizardApi();
  const { user } = renderDataPage(<JobWizardPage />, { path: WIZARD, url: NEW });
  await user.click(await screen.findByRole('button', { name: 'Save & next: Application' }));
  expect(await screen.findByText('Please fill all required fields')).toBeTruthy();
  for (const message of [
    'Please enter job title',
    'Please input Job description',
    'Please select type of position',
    'Please select department',
    'Please select location',
    'Please select work type',
    'Please input must have requirements',
  ]) {
    expect(screen.getByText(message)).toBeTruthy();
  }
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Job title/ }));
  expect(api.callsTo('POST /company-roles')).toHaveLength(0);
});

test('other tabs wait for the first save', async () => {
  fakeWizardApi();
  const { user, location } = renderDataPage(<JobWizardPage />, { path: WIZARD, url: NEW });
  await user.click(await screen.findByRole('tab', { name: 'Collaborators' }));
  expect(await screen.findByText('Please save job details to switch to this tab.')).toBeTruthy();
  expect(location()).toBe(NEW);
});

test('the first save creates the draft and goes on to the application tab of its id', async () => {
  const api = fakeWizardApi();
  const { user, location } = renderDataPage(<JobWizardPage />, { path: WIZARD, url: NEW });
  await user.type(await screen.findByRole('textbox', { name: /^Job title/ }), 'Platform Engineer');
  await user.type(screen.getByRole('textbox', { name: /^Job description/ }), 'Builds the platform.');
  await choose(user, /^Type of position/, 'Full time');
  await choose(user, /^Work type/, 'Hybrid');
  await choose(user, /^Department/, 'Engineering');
  await choose(user, /^Location/, 'Dubai');
  await user.type(screen.getByRole('textbox', { name: /^Must-have requirements/ }), 'TypeScript');
  await user.click(screen.getByRole('button', { name: 'Save & next: Application' }));
  await waitFor(() => expect(location()).toBe('/recruiter/jobs/job-role/j7/application/edit'));
  expect(api.callsTo('POST /company-roles')[0]!.body).toEqual({
    name: 'Platform Engineer',
    createdBy: 'manual',
    details: {
      name: 'Platform Engineer',
      displayName: 'Platform Engineer',
      description: 'Builds the platform.',
      positionType: 'FULL_TIME',
      departmentId: 'd1',
      locationId: 'l1',
      workType: 'HYBRID',
      mustHaveRequirements: 'TypeScript',
      niceToHaveRequirements: '',
      keyRequirements: '',
      perksAndBenefits: '',
    },
  });
  expect(api.callsTo('POST /company-roles')[0]!.headers['Idempotency-Key']).toBeTruthy();
});

test('leaving with unsaved changes warns and offers save as draft', async () => {
  const api = fakeWizardApi();
  const { user, location } = renderDataPage(<JobWizardPage />, { path: WIZARD, url: NEW });
  await user.type(await screen.findByRole('textbox', { name: /^Job title/ }), 'Data Analyst');
  await user.click(screen.getByRole('link', { name: 'Back to jobs' }));
  const dialog = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
  await user.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
  await waitFor(() => expect(location()).toBe('/recruiter/jobs'));
  expect((api.callsTo('POST /company-roles')[0]!.body as { name: string }).name).toBe('Data Analyst');
});

test('a saved job sends its details with the revision shown; a stale revision is told as the server words it', async () => {
  const api = fakeWizardApi();
  api.answer('GET /company-roles/j1', { body: jobDetail() });
  api.answer(
    'POST /company-roles/update-role/j1',
    apiFailure(409, 'The job was changed by someone else. Please reload.'),
  );
  const { user } = renderDataPage(<JobWizardPage />, {
    path: WIZARD,
    url: '/recruiter/jobs/job-role/j1/job-information/edit',
  });
  const title = await screen.findByRole('textbox', { name: /^Job title/ });
  await user.clear(title);
  await user.type(title, 'Staff Platform Engineer');
  await user.click(screen.getByRole('button', { name: 'Save & next: Application' }));
  expect((await screen.findByRole('alert')).textContent).toBe('The job was changed by someone else. Please reload.');
  const body = api.callsTo('POST /company-roles/update-role/j1')[0]!.body as {
    details: { name: string };
    expectedRevision: number;
  };
  expect(body.details.name).toBe('Staff Platform Engineer');
  expect(body.expectedRevision).toBe(3);
});

test('a saved job in VIEW mode is read only', async () => {
  const api = fakeWizardApi();
  api.answer('GET /company-roles/j1', { body: jobDetail() });
  renderDataPage(<JobWizardPage />, { path: WIZARD, url: '/recruiter/jobs/job-role/j1/job-information/VIEW' });
  const title = await screen.findByRole('textbox', { name: /^Job title/ });
  expect((title as HTMLInputElement).value).toBe('Platform Engineer');
  expect((title as HTMLInputElement).disabled).toBe(true);
  expect(screen.queryByRole('button', { name: /Save & next/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Edit job' })).toBeTruthy();
});

test("an unknown job shows the server's 'Job role not found'", async () => {
  const api = fakeWizardApi();
  api.answer('GET /company-roles/j404', { status: 404, body: { message: 'Job role not found', statusCode: 404 } });
  renderDataPage(<JobWizardPage />, { path: WIZARD, url: '/recruiter/jobs/job-role/j404/publish/edit' });
  expect(await screen.findByText('Job role not found')).toBeTruthy();
});

test('reads in Arabic, right to left', async () => {
  fakeWizardApi();
  const { user } = renderDataPage(<JobWizardPage />, { path: WIZARD, url: NEW, language: 'ar' });
  await user.click(await screen.findByRole('button', { name: 'حفظ والتالي: الطلب' }));
  expect(await screen.findByText('يرجى إدخال المسمى الوظيفي')).toBeTruthy();
  expect(document.documentElement.dir).toBe('rtl');
});
