import { screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import type { CandidateTask } from '../../api/job-types';
import { COMMAND_RESULT, jobDetail, stage } from '../../testing/job-fixtures';
import { ModuleEditorPage } from './module-editor-page';

const PATTERN = '/recruiter/jobs/job-role/:jobRoleId/:stageId/:moduleId/:moduleName/edit';
const SAVE = 'PUT /company-roles/j1/stages/s-screening/candidate-tasks';
const psychometric: CandidateTask = { id: 't1', type: 'PSYCHOMETRIC_TEST', testName: 'Big Five' };
const upload: CandidateTask = { id: 't2', type: 'FILE_UPLOAD', title: 'CV', fileType: 'PDF' };

const renderModule = (url: string) => {
  const job = jobDetail();
  job.stages[2] = { ...stage('s-screening', 'Screening'), tasks: [psychometric, upload] };
  const api = installFakeApi({ 'GET /company-roles/j1': { body: job }, [SAVE]: { body: COMMAND_RESULT } });
  return { api, ...renderPage(<ModuleEditorPage />, { path: PATTERN, url, signedIn: true }) };
};

test("the module editor opens the stage's task, checks it, saves it with the others and goes back", async () => {
  const { api, user, location } = renderModule('/recruiter/jobs/job-role/j1/s-screening/t1/psychometric-test/edit');
  const name = await screen.findByRole('textbox', { name: /Test name/ });
  expect((name as HTMLInputElement).value).toBe('Big Five');
  await user.clear(name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findAllByText('Required field')).length).toBeGreaterThan(0);
  expect(api.callsTo(SAVE)).toHaveLength(0);
  await user.type(name, 'Hogan');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(location()).toBe('/recruiter/jobs/job-role/j1/hiring-flow/edit'));
  expect(api.callsTo(SAVE)[0]!.body).toEqual({ tasks: [{ ...psychometric, testName: 'Hogan' }, upload] });
});

test('Cancel goes back to the stage pipeline tab', async () => {
  const { user, location } = renderModule('/recruiter/jobs/job-role/j1/s-screening/t2/file-upload/edit');
  await screen.findByRole('textbox', { name: /File name/ });
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(location()).toBe('/recruiter/jobs/job-role/j1/hiring-flow/edit');
});

test('an unknown task opens the stage pipeline tab', async () => {
  const { location } = renderModule('/recruiter/jobs/job-role/j1/s-screening/missing/file-upload/edit');
  await waitFor(() => expect(location()).toBe('/recruiter/jobs/job-role/j1/hiring-flow/edit'));
});
