import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import type { JobDetail } from '@ats/web/features/jobs/api/job-types';
import { jobDetail, SETTINGS } from '@ats/web/features/jobs/testing/job-fixtures';
import { InviteTeam } from './invite-team';

const INVITE = 'POST /company-roles/j1/invite-team';

const renderInvite = (job: JobDetail, language: 'en' | 'ar' = 'en') => {
  const api = installFakeApi({
    'GET /company-roles/company-users/v1': { body: SETTINGS.members },
    [INVITE]: { status: 201, body: { invited: 2 } },
  });
  return {
    api,
    ...renderPage(<InviteTeam job={job} readOnly={false} />, { path: '/recruiter/jobs', signedIn: true, language }),
  };
};

const choose = async (user: ReturnType<typeof renderInvite>['user'], dialog: HTMLElement, name: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: /Team members/ }));
  await user.click(await screen.findByRole('option', { name }));
};

test('the chosen team members and the message are sent; a toast tells how many were invited', async () => {
  const { api, user } = renderInvite(jobDetail({ status: 'PUBLISHED' }));
  await user.click(screen.getByRole('button', { name: 'Invite the team' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite the team by email to promote the job' });
  await user.click(within(dialog).getByRole('button', { name: 'Send invites' }));
  expect(await within(dialog).findByText('Please select at least one team member')).toBeTruthy();
  expect(api.callsTo(INVITE)).toHaveLength(0);
  await choose(user, dialog, 'Rania Haddad');
  await choose(user, dialog, 'Omar Said');
  await user.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'Please share it');
  await user.click(within(dialog).getByRole('button', { name: 'Send invites' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo(INVITE)[0]!.body).toEqual({ userIds: ['u1', 'u2'], message: 'Please share it' });
  expect(await screen.findByText('2 team members invited')).toBeTruthy();
});

test("the server's 409 is shown as it words it, the dialog stays open", async () => {
  const { api, user } = renderInvite(jobDetail({ status: 'PUBLISHED' }));
  api.answer(INVITE, apiFailure(409, 'Publish the job before inviting the team to promote it'));
  await user.click(screen.getByRole('button', { name: 'Invite the team' }));
  const dialog = await screen.findByRole('dialog');
  await choose(user, dialog, 'Omar Said');
  await user.click(within(dialog).getByRole('button', { name: 'Send invites' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'Publish the job before inviting the team to promote it',
  );
  expect(api.callsTo(INVITE)[0]!.body).toEqual({ userIds: ['u2'] });
});

test('a job not published yet cannot invite the team (in Arabic)', () => {
  renderInvite(jobDetail({ status: 'DRAFT' }), 'ar');
  expect(screen.getByText('انشر الوظيفة قبل دعوة الفريق للترويج لها')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'دعوة الفريق' }) as HTMLButtonElement).disabled).toBe(true);
});
