import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { COMMAND_RESULT, jobDetail } from '@ats/web/features/jobs/testing/job-fixtures';
import { refusalMessage } from '@ats/web/features/jobs/hooks/use-template-change';
import { HiringFlowTab } from './hiring-flow-tab';

const CHANGE = 'PUT /company-roles/companies/c1/jobs/j1/update-hiring-flow-template';
const locked = (name: string) => ({ name, locked: true });
const open = (name: string) => ({ name, locked: false });

const renderTab = () => {
  const api = installFakeApi({
    'GET /users/me': { body: { ...ADMIN_USER, permissionV1: ['COMPANY::*'] } },
    'GET /pipeline-templates': {
      body: [
        {
          id: 'pt-default',
          name: 'Default pipeline',
          isDefault: true,
          stages: [locked('Sourced'), locked('Application'), open('Screening'), open('Interview'), locked('Hired')],
        },
        {
          id: 'pt-fast',
          name: 'Fast track',
          isDefault: false,
          stages: [locked('Sourced'), locked('Application'), open('Phone call'), locked('Hired')],
        },
      ],
    },
    'GET /company-roles/j1/stage-insights': {
      body: [{ stageId: 's-interview', stageName: 'Interview', total: 3, active: 2, archived: 1 }],
    },
    [CHANGE]: apiFailure(400, 'Please map the Screening stage: it has candidates'),
  });
  const view = renderPage(<HiringFlowTab job={jobDetail({ pipelineTemplateId: 'pt-default' })} readOnly={false} />, {
    path: '/recruiter/jobs/job-role/j1/hiring-flow/edit',
    signedIn: true,
  });
  return { api, ...view };
};

test('change the template: pick one, map the stages with candidates, the refusal shows, then it is changed', async () => {
  const { api, user } = renderTab();
  await screen.findByText(/2 active, 1 archived/);
  await user.click(screen.getByRole('button', { name: 'Change template' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change stage pipeline template' });
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(await within(dialog).findByText('Please select a stage pipeline template')).toBeTruthy();

  await user.click(within(dialog).getByRole('combobox', { name: /Hiring flow template/ }));
  expect(screen.queryByRole('option', { name: 'Default pipeline' })).toBeNull();
  await user.click(await screen.findByRole('option', { name: 'Fast track' }));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(await within(dialog).findByText('Sourced is locked and maps automatically')).toBeTruthy();

  await user.click(within(dialog).getByRole('button', { name: 'Change template' }));
  expect(await within(dialog).findByText('Please map the Interview stage: it has candidates')).toBeTruthy();
  expect(api.callsTo(CHANGE)).toHaveLength(0);

  await user.click(within(dialog).getByRole('combobox', { name: /Interview \(3 candidates\)/ }));
  await user.click(await screen.findByRole('option', { name: 'Phone call' }));
  await user.click(within(dialog).getByRole('button', { name: 'Change template' }));
  expect(await within(dialog).findByText('Please map the Screening stage: it has candidates')).toBeTruthy();
  expect(api.callsTo(CHANGE)[0]!.body).toEqual({
    pipelineTemplateId: 'pt-fast',
    mapping: [{ fromStageId: 's-interview', toStageName: 'Phone call' }],
  });

  api.answer(CHANGE, { body: COMMAND_RESULT });
  await user.click(within(dialog).getByRole('combobox', { name: /Screening \(0 candidates\)/ }));
  await user.click(await screen.findByRole('option', { name: 'Phone call' }));
  await user.click(within(dialog).getByRole('button', { name: 'Change template' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo(CHANGE)[1]!.body).toEqual({
    pipelineTemplateId: 'pt-fast',
    mapping: [
      { fromStageId: 's-screening', toStageName: 'Phone call' },
      { fromStageId: 's-interview', toStageName: 'Phone call' },
    ],
  });
});

test("the server's mapping refusal reads in the interface language; other refusals as given", () => {
  expect(refusalMessage('Please map the Screening stage: it has candidates')).toEqual({
    id: 'jobs.template.mapRequired',
    values: { stage: 'Screening' },
  });
  expect(refusalMessage('Job not found')).toEqual({ raw: 'Job not found' });
});
