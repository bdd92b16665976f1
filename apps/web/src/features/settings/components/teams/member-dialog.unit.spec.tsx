import { screen, waitFor } from '@testing-library/react';
import { toSignedIn } from '@ats/web/app/auth/session';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { MemberDialog } from './member-dialog';

const session = toSignedIn(ADMIN_USER);

const fakeTeamApi = () =>
  installFakeApi({
    'GET /company-roles/dropdown': { body: [{ id: 'j1', name: 'Senior Backend Engineer', status: 'PUBLISHED' }] },
    'POST /auth/company/createUser': { status: 201, body: { id: 'm1' } },
  });

const renderDialog = (onClose = jest.fn(), language: 'en' | 'ar' = 'en') => ({
  ...renderPage(<MemberDialog mode={{ kind: 'create' }} session={session} onClose={onClose} />, { signedIn: true, language }),
  onClose,
});

test('missing answers show the spec messages; the e-mail takes the focus', async () => {
  const api = fakeTeamApi();
  const { user } = renderDialog();
  const dialog = await screen.findByRole('dialog', { name: 'Invite team member' });
  await user.click(screen.getByRole('button', { name: 'Send invite' }));
  expect(await screen.findByText('Please enter valid email')).toBeTruthy();
  expect(screen.getByText('Please input first name')).toBeTruthy();
  expect(screen.getByText('Please select access type')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  expect(dialog.contains(document.activeElement)).toBe(true);
  expect(api.callsTo('POST /auth/company/createUser')).toHaveLength(0);
});

test('selected jobs need at least one job; a valid invitation is sent and the dialog closes', async () => {
  const api = fakeTeamApi();
  const { user, onClose } = renderDialog();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'Lina@Demo-ATS.example');
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Lina');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Saleh');
  await user.click(screen.getByRole('combobox', { name: /^Access type/ }));
  await user.click(await screen.findByRole('option', { name: /^Hiring Manager/ }));
  await user.click(screen.getByRole('radio', { name: 'Selected jobs' }));
  await user.click(screen.getByRole('checkbox', { name: 'Edit this job' }));
  expect((screen.getByRole('checkbox', { name: /View confidential/ }) as HTMLInputElement).checked).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Send invite' }));
  expect(await screen.findByText('Please select at least one job')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Jobs' }));
  await user.click(screen.getByRole('combobox', { name: 'Jobs' }));
  await user.click(await screen.findByRole('option', { name: 'Senior Backend Engineer' }));
  await user.click(screen.getByRole('button', { name: 'Send invite' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.callsTo('POST /auth/company/createUser')[0]!.body).toEqual({
    email: 'lina@demo-ats.example',
    firstName: 'Lina',
    lastName: 'Saleh',
    accessType: 'COMPANY_INTERVIEWER',
    sendInvite: true,
    jobPermissions: { allJobs: false, jobIds: ['j1'], permissions: ['EDIT_JOB', 'VIEW_CONFIDENTIAL'] },
  });
});

test('an address already taken is told under the e-mail field', async () => {
  const api = fakeTeamApi();
  api.answer('POST /auth/company/createUser', apiFailure(409, 'User email already exists'));
  const { user } = renderDialog();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'lina@demo-ats.example');
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Lina');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Saleh');
  await user.click(screen.getByRole('combobox', { name: /^Access type/ }));
  await user.click(await screen.findByRole('option', { name: /^Employee/ }));
  await user.click(screen.getByRole('button', { name: 'Send invite' }));
  expect(await screen.findByText('User email already exists')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
});

test('reads in Arabic, right to left', async () => {
  fakeTeamApi();
  const { user } = renderDialog(jest.fn(), 'ar');
  expect(document.documentElement.dir).toBe('rtl');
  await user.click(await screen.findByRole('button', { name: 'إرسال الدعوة' }));
  expect(await screen.findByText('يرجى اختيار نوع الوصول')).toBeTruthy();
});
