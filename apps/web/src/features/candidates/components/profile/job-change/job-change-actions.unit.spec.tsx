import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { anApplication } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { JobChangeActions } from './job-change-actions';

const APPLICATION = anApplication();

const JOBS = [
  { id: 'j1', name: 'Senior Backend Engineer', status: 'PUBLISHED' },
  { id: 'j2', name: 'Product Designer', status: 'PUBLISHED' },
  { id: 'j3', name: 'Old Role', status: 'CLOSED' },
];
const DESIGNER = {
  id: 'j2',
  name: 'Product Designer',
  status: 'PUBLISHED',
  stages: [
    { id: 'd0', name: 'Sourced', kind: 'SOURCED', locked: true, automations: { archiveUnresponsiveAfterDays: null } },
    { id: 'd2', name: 'Screening', kind: null, locked: false, automations: { archiveUnresponsiveAfterDays: null } },
  ],
};
const OK = { status: 201, body: { id: 'app-1', revision: 5, position: '90' } };

const fakeApi = (overrides: Record<string, unknown> = {}) =>
  installFakeApi({
    'GET /company-roles/dropdown': { body: JOBS },
    'GET /company-roles/j2': { body: DESIGNER },
    'POST /job-applications/app-1/job-change': OK,
    'POST /job-applications/app-1/add-to-job': { status: 201, body: { id: 'app-2', revision: 0, position: '91' } },
    'DELETE /job-applications/app-1': { status: 200, body: { id: 'app-1', revision: 5, position: '92' } },
    ...overrides,
  });

const render = (language: 'en' | 'ar' = 'en', onConflict = jest.fn()) =>
  renderPage(<JobChangeActions application={APPLICATION} name="Maya Khoury" disabled={false} onConflict={onConflict} />, {
    path: '/recruiter/candidate-profile/:applicationId',
    url: '/recruiter/candidate-profile/app-1',
    language,
  });

const pickJob = async (user: ReturnType<typeof render>['user'], dialog: HTMLElement, job: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: /Job/ }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: job }));
};

describe('the profile’s move to job, add to job and delete application', () => {
  test('moves to another open job’s chosen stage with the shown revision; its own job and closed jobs are not offered', async () => {
    const api = fakeApi();
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Move to job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Maya Khoury to another job' });
    // No job yet: the form says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('Please select job')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: /Job/ }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Product Designer']));
    await user.click(within(listbox).getByRole('option', { name: 'Product Designer' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Screening' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.callsTo('POST /job-applications/app-1/job-change')).toHaveLength(1));
    expect(api.callsTo('POST /job-applications/app-1/job-change')[0].body).toEqual({ jobId: 'j2', stageId: 'd2', expectedRevision: 4 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('shows the server’s refusal in the dialog and keeps it open', async () => {
    fakeApi({ 'POST /job-applications/app-1/add-to-job': apiFailure(409, 'This candidate already has an application for this job') });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Add to job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Maya Khoury to another job' });
    await pickJob(user, dialog, 'Product Designer');
    await user.click(within(dialog).getByRole('button', { name: 'Add to job' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'This candidate already has an application for this job');
  });

  test('adds to another job without a stage and opens the new application', async () => {
    const api = fakeApi();
    const { user, location } = render();
    await user.click(screen.getByRole('button', { name: 'Add to job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Maya Khoury to another job' });
    await pickJob(user, dialog, 'Product Designer');
    await user.click(within(dialog).getByRole('button', { name: 'Add to job' }));
    await waitFor(() => expect(api.callsTo('POST /job-applications/app-1/add-to-job')).toHaveLength(1));
    expect(api.callsTo('POST /job-applications/app-1/add-to-job')[0].body).toEqual({ jobId: 'j2' });
    await waitFor(() => expect(location()).toBe('/recruiter/candidate-profile/app-2'));
  });

  test('deletes only after the confirmation, then returns to the candidate list', async () => {
    const api = fakeApi();
    const { user, location } = render();
    await user.click(screen.getByRole('button', { name: 'Delete application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the application of Maya Khoury for Senior Backend Engineer?' });
    expect(within(dialog).getByText('This action cannot be undone')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /job-applications/app-1')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete application' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /job-applications/app-1')).toHaveLength(1));
    await waitFor(() => expect(location()).toBe('/recruiter/candidates'));
  });

  test('reads in Arabic', async () => {
    fakeApi();
    const { user } = render('ar');
    expect(screen.getByRole('button', { name: 'نقل إلى وظيفة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إضافة إلى وظيفة' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'حذف الطلب' }));
    expect(await screen.findByRole('dialog', { name: 'هل تريد حذف طلب Maya Khoury لوظيفة Senior Backend Engineer؟' })).toBeTruthy();
  });
});
