import { screen, waitFor } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { COMMAND_RESULT, jobDetail, SETTINGS } from '@ats/web/features/jobs/testing/job-fixtures';
import { renderDataPage } from '@ats/web/features/jobs/testing/render-data-page';
import { JobWizardPage } from '../job-wizard-page';

const WIZARD = '/recruiter/jobs/job-role/:jobRoleId/:editTab/:mode';
const URL = '/recruiter/jobs/job-role/j1/collaborators/edit';

const fakeApi = () =>
  installFakeApi({
    'GET /company-roles/j1': { body: jobDetail({ team: { ownerId: 'u1', recruiterId: null, hiringManagerId: null } }) },
    'GET /company-roles/company-users/v1': { body: SETTINGS.members },
    'GET /company-roles/j1/collaborators': { body: [] },
    'POST /company-roles/update-role/j1': { body: COMMAND_RESULT },
  });

test("the recruiter is required: 'Please select recruiter', nothing sent", async () => {
  const api = fakeApi();
  const { user } = renderDataPage(<JobWizardPage />, { path: WIZARD, url: URL });
  await user.click(await screen.findByRole('button', { name: 'Save & next: Publish' }));
  expect(await screen.findByText('Please select recruiter')).toBeTruthy();
  expect(api.callsTo('POST /company-roles/update-role/j1')).toHaveLength(0);
});

test('owner, recruiter and hiring manager are saved with the revision shown, then the publish tab opens', async () => {
  const api = fakeApi();
  const { user, location } = renderDataPage(<JobWizardPage />, { path: WIZARD, url: URL });
  await user.click(await screen.findByRole('combobox', { name: /^Recruiter/ }));
  await user.click(await screen.findByRole('option', { name: 'Omar Said' }));
  await user.click(screen.getByRole('combobox', { name: /^Hiring manager/ }));
  await user.click(await screen.findByRole('option', { name: 'Rania Haddad' }));
  await user.click(screen.getByRole('button', { name: 'Save & next: Publish' }));
  await waitFor(() => expect(location()).toBe('/recruiter/jobs/job-role/j1/publish/edit'));
  expect(api.callsTo('POST /company-roles/update-role/j1')[0]!.body).toEqual({
    team: { ownerId: 'u1', recruiterId: 'u2', hiringManagerId: 'u1' },
    expectedRevision: 3,
  });
});

test("the server's refusal is shown under the field it names", async () => {
  const api = fakeApi();
  api.answer(
    'POST /company-roles/update-role/j1',
    apiFailure(400, 'Your job does not have any job owners. Please add a job owner.'),
  );
  const { user } = renderDataPage(<JobWizardPage />, { path: WIZARD, url: URL });
  await user.click(await screen.findByRole('combobox', { name: /^Recruiter/ }));
  await user.click(await screen.findByRole('option', { name: 'Omar Said' }));
  await user.click(screen.getByRole('button', { name: 'Save & next: Publish' }));
  expect(await screen.findByText('Your job does not have any job owners. Please add a job owner.')).toBeTruthy();
});
