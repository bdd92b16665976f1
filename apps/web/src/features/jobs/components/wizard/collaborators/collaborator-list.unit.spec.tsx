import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import type { Collaborator } from '@ats/web/features/jobs/api/collaborators-api';
import { jobDetail, stage } from '@ats/web/features/jobs/testing/job-fixtures';
import { CollaboratorList } from './collaborator-list';

const SAVE = 'POST /company-roles/collaborator-permissions';

const collaborator = (userId: string, fullName: string, changes: Partial<Collaborator> = {}): Collaborator => ({
  userId,
  fullName,
  email: `${userId}@demo-ats.example`,
  accessType: 'COMPANY_RECRUITER',
  permissions: ['MOVE_STAGES_AND_SEND_EMAILS'],
  stageIds: null,
  status: 'INVITE_SENT',
  manageable: true,
  allJobs: false,
  ...changes,
});

const COLLABORATORS = [
  collaborator('u2', 'Omar Said'),
  collaborator('u3', 'Lina Nasser', {
    accessType: 'COMPANY_INTERVIEWER',
    manageable: false,
    status: 'NOT_INVITED',
    permissions: ['ACCESS_PROFILE'],
    stageIds: ['s-screening'],
  }),
  collaborator('u4', 'Sami Aziz', {
    manageable: false,
    allJobs: true,
    status: 'ACTIVE',
    permissions: ['EDIT_JOB', 'VIEW_CONFIDENTIAL'],
  }),
];

const RECRUITERS = {
  data: [
    { id: 'u2', fullName: 'Omar Said', email: 'u2@demo-ats.example', jobPermissions: null },
    { id: 'u5', fullName: 'Huda Karim', email: 'u5@demo-ats.example', jobPermissions: { allJobs: false } },
    { id: 'u6', fullName: 'Yusuf Adel', email: 'u6@demo-ats.example', jobPermissions: { allJobs: true } },
  ],
  total: 3,
  page: 1,
  take: 1000,
};

const JOB = jobDetail({
  stages: [
    stage('s-sourced', 'Sourced', 'SOURCED'),
    stage('s-screening', 'Screening'),
    stage('s-hired', 'Hired', 'HIRED'),
  ],
});

const renderList = () => {
  const api = installFakeApi({
    'GET /company-roles/j1/collaborators': { body: COLLABORATORS },
    'GET /company-roles/company-users/v1': { body: RECRUITERS },
    [SAVE]: { status: 201, body: { success: true } },
  });
  return {
    api,
    ...renderPage(<CollaboratorList job={JOB} readOnly={false} />, { path: '/recruiter/jobs', signedIn: true }),
  };
};

test('each collaborator with its permissions and invite status; interviewers and all-jobs recruiters read-only', async () => {
  renderList();
  const omar = (await screen.findByText('Omar Said')).closest('li')!;
  expect(within(omar).getByText('Invite sent')).toBeTruthy();
  expect(within(omar).getByText('Move stages & send emails (all stages)')).toBeTruthy();
  expect(within(omar).getByRole('button', { name: 'Remove Omar Said' })).toBeTruthy();
  const lina = screen.getByText('Lina Nasser').closest('li')!;
  expect(within(lina).getByText('Not invited')).toBeTruthy();
  expect(within(lina).getByText('Access candidate profile (selected stages)')).toBeTruthy();
  expect(within(lina).queryByRole('button')).toBeNull();
  expect(within(lina).getByRole('link', { name: 'Team members' }).getAttribute('href')).toBe(
    '/recruiter-settings/teams',
  );
  const sami = screen.getByText('Sami Aziz').closest('li')!;
  expect(within(sami).getByText('Joined')).toBeTruthy();
  expect(within(sami).getByText('All jobs')).toBeTruthy();
  expect(within(sami).queryByRole('button')).toBeNull();
});

test("add one with 'edit this job' (confidential access kept), remove another, save the whole manageable list", async () => {
  const { api, user } = renderList();
  await user.click(await screen.findByRole('button', { name: 'Add collaborator' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add collaborator' });
  await user.click(within(dialog).getByRole('combobox', { name: /Team member/ }));
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['Huda Karim']);
  await user.click(options[0]!);
  await user.click(within(dialog).getByRole('checkbox', { name: 'Edit this job' }));
  const confidential = within(dialog).getByRole('checkbox', { name: 'View confidential notes & emails' });
  expect((confidential as HTMLInputElement).checked).toBe(true);
  expect((confidential as HTMLInputElement).disabled).toBe(true);
  expect(
    within(dialog).getByText('Confidential access cannot be removed while the collaborator can edit the job'),
  ).toBeTruthy();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Access candidate profile' }));
  await user.click(within(dialog).getByRole('radio', { name: 'Selected stages only' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Screening' }));
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await user.click(screen.getByRole('button', { name: 'Remove Omar Said' }));
  await user.click(screen.getByRole('button', { name: 'Save collaborators' }));
  await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
  expect(api.callsTo(SAVE)[0]!.body).toEqual({
    jobRoleId: 'j1',
    collaborators: [
      { userId: 'u5', permissions: ['EDIT_JOB', 'VIEW_CONFIDENTIAL', 'ACCESS_PROFILE'], stageIds: ['s-screening'] },
    ],
  });
});

test("edit one's permissions; the server's refusal is shown as it words it", async () => {
  const { api, user } = renderList();
  api.answer(SAVE, apiFailure(400, 'Confidential access cannot be removed while the collaborator can edit the job'));
  await user.click(await screen.findByRole('button', { name: 'Edit permissions of Omar Said' }));
  const dialog = await screen.findByRole('dialog', { name: 'Permissions of Omar Said' });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Move stages & send emails' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Delete candidates' }));
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(await screen.findByText('Delete candidates')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Save collaborators' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Confidential access cannot be removed while the collaborator can edit the job',
  );
  expect(api.callsTo(SAVE)[0]!.body).toEqual({
    jobRoleId: 'j1',
    collaborators: [{ userId: 'u2', permissions: ['DELETE_CANDIDATES'] }],
  });
});

test('the permissions and statuses in Arabic', async () => {
  installFakeApi({ 'GET /company-roles/j1/collaborators': { body: COLLABORATORS } });
  renderPage(<CollaboratorList job={JOB} readOnly />, { path: '/recruiter/jobs', signedIn: true, language: 'ar' });
  expect(await screen.findByText('تم إرسال الدعوة')).toBeTruthy();
  expect(screen.getByText('نقل المراحل وإرسال الرسائل (كل المراحل)')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'إضافة متعاون' })).toBeNull();
});
