import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import type { Language } from '@ats/web/app/i18n/language';
import { BulkActionDialog } from './bulk-action-dialog';

const IDS = ['a0000000-0000-4000-8000-000000000001'];
const NO_INVITATION = 'There is no invitation email added for this stage. Please edit the job to add an invitation email.';

const setUp = (language: Language = 'en') => {
  // As far as the dialog reads the job: its stages; Screening sends its invitation e-mail, Interview has none.
  const stage = (id: string, name: string, invitationEmail: boolean) => ({ id, name, type: null, tasks: [], automations: { invitationEmail } });
  const job = { id: 'j1', name: 'Platform Engineer', stages: [stage('s-screening', 'Screening', true), stage('s-interview', 'Interview', false)] };
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    'GET /company-roles/j1': { body: job },
    'GET /bulk-actions/panel': { body: [] },
    'POST /bulk-actions/progress-stage-change': { status: 201, body: { id: 'b1', revision: 0, position: '10' } },
  });
  const page = renderPage(
    <BulkActionDialog kind="progress-stage-change" selection={{ applicationIds: IDS }} count={1} jobs={[{ id: 'j1', name: 'Platform Engineer' }]} onClose={() => {}} onQueued={() => {}} />,
    { signedIn: true, language, path: '/recruiter/candidates' },
  );
  return { api, ...page };
};

test('asking for the invitation e-mail to a stage without one shows the spec’s message and sends nothing; untick it, or pick a stage with one', async () => {
  const { api, user } = setUp();
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('combobox', { name: /Stage/ }));
  await user.click(await screen.findByRole('option', { name: 'Interview' }));
  expect(within(dialog).getByRole('alert').textContent).toBe(NO_INVITATION);
  expect(within(dialog).getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);

  await user.click(within(dialog).getByRole('combobox', { name: /Stage/ }));
  await user.click(await screen.findByRole('option', { name: 'Screening' }));
  expect(within(dialog).queryByText(NO_INVITATION)).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(api.callsTo('POST /bulk-actions/progress-stage-change')).toHaveLength(1));
  expect(api.callsTo('POST /bulk-actions/progress-stage-change')[0]!.body).toEqual({ applicationIds: IDS, stageId: 's-screening', sendInvitationEmail: true });
});

test('without the invitation e-mail, a stage without one is fine', async () => {
  const { api, user } = setUp();
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('combobox', { name: /Stage/ }));
  await user.click(await screen.findByRole('option', { name: 'Interview' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Send the stage’s invitation email' }));
  expect(within(dialog).queryByRole('alert')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(api.callsTo('POST /bulk-actions/progress-stage-change')).toHaveLength(1));
  expect(api.callsTo('POST /bulk-actions/progress-stage-change')[0]!.body).toMatchObject({ stageId: 's-interview', sendInvitationEmail: false });
});

test('in Arabic, the message in Arabic', async () => {
  const { user } = setUp('ar');
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('combobox', { name: /المرحلة/ }));
  await user.click(await screen.findByRole('option', { name: 'Interview' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('لا يوجد بريد دعوة مضاف لهذه المرحلة. يرجى تعديل الوظيفة لإضافة بريد دعوة.');
});
