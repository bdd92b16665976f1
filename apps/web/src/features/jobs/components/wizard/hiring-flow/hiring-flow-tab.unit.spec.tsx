import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import type { CandidateTask, JobDetail } from '@ats/web/features/jobs/api/job-types';
import { COMMAND_RESULT, jobDetail, stage } from '@ats/web/features/jobs/testing/job-fixtures';
import { HiringFlowTab } from './hiring-flow-tab';

const renderTab = (job: JobDetail = jobDetail(), readOnly = false) => {
  const api = installFakeApi({
    'POST /company-roles/j1/stages': { status: 201, body: COMMAND_RESULT },
    'PATCH /company-roles/j1/stages/s-screening': { body: COMMAND_RESULT },
    'PUT /company-roles/j1/stage-order': { body: COMMAND_RESULT },
    'DELETE /company-roles/j1/stages/s-interview': { body: COMMAND_RESULT },
    'PUT /company-roles/j1/stages/s-screening/candidate-tasks': { body: COMMAND_RESULT },
    'GET /company-roles/j1/stage-insights': {
      body: [{ stageId: 's-interview', stageName: 'Interview', total: 3, active: 2, archived: 1 }],
    },
  });
  return {
    api,
    ...renderPage(<HiringFlowTab job={job} readOnly={readOnly} />, {
      path: '/recruiter/jobs/job-role/j1/hiring-flow/edit',
      signedIn: true,
    }),
  };
};

const stageNames = () =>
  within(screen.getByRole('list', { name: 'Stage pipeline' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

test('the pipeline in order with its candidates; locked stages are marked and offer no changes', async () => {
  renderTab();
  expect(stageNames()).toEqual(['Sourced', 'Application', 'Screening', 'Interview', 'Hired']);
  expect(screen.getAllByText('Locked')).toHaveLength(3);
  expect(await screen.findByText(/2 active, 1 archived/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Delete Sourced' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Rename Hired' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete Screening' })).toBeTruthy();
});

test('add a stage: name required and unique, then placed before Hired', async () => {
  const { api, user } = renderTab();
  await user.click(screen.getByRole('button', { name: 'Add stage' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add stage' });
  await user.click(within(dialog).getByRole('button', { name: 'Add stage' }));
  expect(await within(dialog).findByText('Please enter stage name')).toBeTruthy();
  await user.type(within(dialog).getByRole('textbox', { name: /Stage name/ }), ' screening ');
  await user.click(within(dialog).getByRole('button', { name: 'Add stage' }));
  expect(await within(dialog).findByText('Stage name already exists. Please input a different name.')).toBeTruthy();
  await user.clear(within(dialog).getByRole('textbox', { name: /Stage name/ }));
  await user.type(within(dialog).getByRole('textbox', { name: /Stage name/ }), 'Offer');
  await user.click(within(dialog).getByRole('button', { name: 'Add stage' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('POST /company-roles/j1/stages')[0]!.body).toEqual({ name: 'Offer', position: 4 });
});

test("the server's refusal of a name stays in the dialog", async () => {
  const { api, user } = renderTab();
  api.answer(
    'PATCH /company-roles/j1/stages/s-screening',
    apiFailure(400, 'Stage name already exists. Please input a different name.'),
  );
  await user.click(screen.getByRole('button', { name: 'Rename Screening' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename stage' });
  const name = within(dialog).getByRole('textbox', { name: /Stage name/ });
  expect((name as HTMLInputElement).value).toBe('Screening');
  await user.clear(name);
  await user.type(name, 'Phone screen');
  await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
  expect(await within(dialog).findByText('Stage name already exists. Please input a different name.')).toBeTruthy();
  expect(api.callsTo('PATCH /company-roles/j1/stages/s-screening')[0]!.body).toEqual({ name: 'Phone screen' });
});

test('move up and down by keyboard, never past a locked stage', async () => {
  const { api, user } = renderTab();
  expect((screen.getByRole('button', { name: 'Move Screening up' }) as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole('button', { name: 'Move Interview down' }) as HTMLButtonElement).disabled).toBe(true);
  screen.getByRole('button', { name: 'Move Screening down' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(api.callsTo('PUT /company-roles/j1/stage-order')).toHaveLength(1));
  expect(api.callsTo('PUT /company-roles/j1/stage-order')[0]!.body).toEqual({
    stageIds: ['s-sourced', 's-application', 's-interview', 's-screening', 's-hired'],
  });
  expect(await screen.findByText('Screening moved to position 4 of 5')).toBeTruthy();
});

test('a stage without candidates is deleted after a plain confirmation', async () => {
  const { api, user } = renderTab();
  api.answer('DELETE /company-roles/j1/stages/s-screening', { body: COMMAND_RESULT });
  await user.click(screen.getByRole('button', { name: 'Delete Screening' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete the Screening stage?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.callsTo('DELETE /company-roles/j1/stages/s-screening')).toHaveLength(1));
  expect(api.callsTo('DELETE /company-roles/j1/stages/s-screening')[0]!.query.get('moveToStageId')).toBeNull();
});

test('a stage with candidates: choose where they move, the refusal shows, then move candidates and delete', async () => {
  const { api, user } = renderTab();
  api.answer(
    'DELETE /company-roles/j1/stages/s-interview',
    apiFailure(409, 'This stage cannot be deleted while it has candidates. Move candidates and delete stage.'),
  );
  await screen.findByText(/2 active, 1 archived/);
  await user.click(screen.getByRole('button', { name: 'Delete Interview' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete the Interview stage' });
  expect(within(dialog).getByText(/3 candidates are in Interview/)).toBeTruthy();
  const move = within(dialog).getByRole('button', { name: 'Move candidates and delete stage' });
  await user.click(move);
  expect(await within(dialog).findByText('Please select the stage to move the candidates to')).toBeTruthy();
  expect(api.callsTo('DELETE /company-roles/j1/stages/s-interview')).toHaveLength(0);
  await user.click(within(dialog).getByRole('combobox', { name: /Move candidates to/ }));
  expect(screen.queryByRole('option', { name: 'Interview' })).toBeNull();
  await user.click(await screen.findByRole('option', { name: 'Screening' }));
  await user.click(move);
  expect(
    await within(dialog).findByText(
      'This stage cannot be deleted while it has candidates. Move candidates and delete stage.',
    ),
  ).toBeTruthy();
  expect(api.callsTo('DELETE /company-roles/j1/stages/s-interview')[0]!.query.get('moveToStageId')).toBe(
    's-screening',
  );
  api.answer('DELETE /company-roles/j1/stages/s-interview', { body: COMMAND_RESULT });
  await user.click(move);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('DELETE /company-roles/j1/stages/s-interview')).toHaveLength(2);
});

test('candidate tasks: the question editor checks §5.4 before saving', async () => {
  const { api, user } = renderTab();
  await user.click(screen.getByRole('button', { name: 'Candidate tasks of Screening' }));
  const dialog = await screen.findByRole('dialog', { name: 'Candidate tasks: Screening' });
  await user.click(within(dialog).getByRole('button', { name: 'Add candidate task' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Shortlisting questions' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save tasks' }));
  expect((await within(dialog).findAllByText('Please enter question title')).length).toBeGreaterThan(0);
  await user.type(within(dialog).getByRole('textbox', { name: /Question title/ }), 'Do you hold a work permit?');
  await user.click(within(dialog).getByRole('combobox', { name: /Answer type/ }));
  await user.click(await screen.findByRole('option', { name: 'Yes/No' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save tasks' }));
  await waitFor(() => expect(api.callsTo('PUT /company-roles/j1/stages/s-screening/candidate-tasks')).toHaveLength(1));
  const body = api.callsTo('PUT /company-roles/j1/stages/s-screening/candidate-tasks')[0]!.body as {
    tasks: Array<{ type: string; questions: Array<{ title: string; answerType: string }> }>;
  };
  expect(body.tasks[0]!.type).toBe('SHORTLISTING_QUESTIONS');
  expect(body.tasks[0]!.questions[0]).toMatchObject({ title: 'Do you hold a work permit?', answerType: 'YES_NO' });
});

test('read only: no changes offered', () => {
  renderTab(
    jobDetail({
      stages: [
        stage('s-sourced', 'Sourced', 'SOURCED'),
        stage('s-screening', 'Screening'),
        stage('s-hired', 'Hired', 'HIRED'),
      ],
    }),
    true,
  );
  expect(screen.queryByRole('button', { name: 'Add stage' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Delete Screening' })).toBeNull();
  expect(screen.getByRole('button', { name: 'View candidate tasks of Screening' })).toBeTruthy();
});

test("each configured candidate task links to its module editor page, in English and Arabic; read only shows no link", () => {
  const shortlisting: CandidateTask = { id: 't-short', type: 'SHORTLISTING_QUESTIONS', questions: [] };
  const upload: CandidateTask = { id: 't-cv', type: 'FILE_UPLOAD', title: 'CV', fileType: 'PDF' };
  const job = jobDetail();
  job.stages[2] = { ...stage('s-screening', 'Screening'), tasks: [shortlisting, upload] };
  const { unmount } = renderTab(job);
  const link = screen.getByRole('link', { name: 'Edit Shortlisting questions in Screening' });
  expect(link.getAttribute('href')).toBe('/recruiter/jobs/job-role/j1/s-screening/t-short/shortlisting-questions/edit');
  expect(link.textContent).toBe('Shortlisting questions');
  expect(screen.getByRole('link', { name: 'Edit File upload in Screening' }).getAttribute('href')).toBe(
    '/recruiter/jobs/job-role/j1/s-screening/t-cv/file-upload/edit',
  );
  // A stage without tasks links nowhere.
  expect(screen.getAllByRole('link').filter((item) => item.getAttribute('href')?.includes('/s-interview/'))).toEqual([]);
  unmount();

  installFakeApi({ 'GET /company-roles/j1/stage-insights': { body: [] } });
  const arabic = renderPage(<HiringFlowTab job={job} readOnly={false} />, {
    path: '/recruiter/jobs/job-role/j1/hiring-flow/edit',
    signedIn: true,
    language: 'ar',
  });
  expect(screen.getByRole('link', { name: 'تعديل أسئلة الفرز في مرحلة Screening' }).getAttribute('href')).toBe(
    '/recruiter/jobs/job-role/j1/s-screening/t-short/shortlisting-questions/edit',
  );
  arabic.unmount();

  renderTab(job, true);
  expect(screen.queryByRole('link', { name: /Shortlisting questions/ })).toBeNull();
});
