import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { COMMAND_RESULT, jobDetail } from '@ats/web/features/jobs/testing/job-fixtures';
import { renderDataPage } from '@ats/web/features/jobs/testing/render-data-page';
import { JobWizardPage } from '../job-wizard-page';

const WIZARD = '/recruiter/jobs/job-role/:jobRoleId/:editTab/:mode';

test('email, full name, phone and CV are shown locked on; the link and DEI settings are saved, then the stage pipeline opens', async () => {
  const api = installFakeApi({
    'GET /company-roles/j1': { body: jobDetail() },
    'POST /company-roles/update-role/j1': { body: COMMAND_RESULT },
  });
  const { user, location } = renderDataPage(<JobWizardPage />, {
    path: WIZARD,
    url: '/recruiter/jobs/job-role/j1/application/edit',
  });
  for (const name of [/^Email/, /^Full name/, /^Phone number/, /^CV/]) {
    const locked = (await screen.findByRole('switch', { name })) as HTMLInputElement;
    expect(locked.checked).toBe(true);
    expect(locked.disabled).toBe(true);
  }
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'LinkedIn link' })).getByRole('radio', { name: 'Mandatory' }),
  );
  await user.click(screen.getByRole('switch', { name: 'Ask nationality' }));
  await user.click(screen.getByRole('button', { name: 'Save & next: Stage pipeline' }));
  await waitFor(() => expect(location()).toBe('/recruiter/jobs/job-role/j1/hiring-flow/edit'));
  expect(api.callsTo('POST /company-roles/update-role/j1')[0]!.body).toEqual({
    applicationForm: {
      linkedInLink: 'MANDATORY',
      portfolioLink: 'OFF',
      askGender: false,
      askNationality: true,
      customFieldIds: [],
    },
    expectedRevision: 3,
  });
});
