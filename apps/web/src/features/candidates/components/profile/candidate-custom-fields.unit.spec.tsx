import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { useSession } from '@ats/web/app/auth/session';
import { renderPage } from '@ats/web/testing/render-page';
import { CandidateCustomFields } from './candidate-custom-fields';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'], permissionV2: ['COMPANY::CUSTOM_FIELDS::*'] };

const response = (fieldId: string, name: string, fieldType: string, value: string[], extra: object = {}) => ({
  fieldId,
  name,
  fieldType,
  options: [],
  isConfidential: false,
  isDei: false,
  deleted: false,
  value,
  ...extra,
});
const FIELDS = {
  applicationId: 'app-1',
  canEdit: true,
  fields: [
    response('f1', 'Notice period', 'NUMERIC', ['30']),
    response('f2', 'Languages', 'MULTI_SELECT', ['Arabic', 'French'], { options: ['Arabic', 'English', 'French'] }),
    response('f3', 'Relocates', 'YES_NO', ['YES']),
    response('f4', 'Available from', 'DATE', []),
    response('f5', 'Old field', 'SINGLE_LINE_TEXT', ['kept'], { deleted: true }),
  ],
};

const fakeApi = (me: object = ADMIN) =>
  installFakeApi({
    'GET /users/me': { body: me },
    'GET /job-applications/app-1/custom-fields': { body: FIELDS },
    'PUT /job-applications/app-1/custom-fields': { body: FIELDS },
  });

const render = (language: 'en' | 'ar' = 'en') =>
  renderPage(<CandidateCustomFields applicationId="app-1" />, { signedIn: true, language, path: '/recruiter/candidates/app-1' });

test('shows each response in words, the deleted field’s response read-only, and unanswered ones as not provided', async () => {
  fakeApi();
  render();
  const section = await screen.findByRole('region', { name: 'Custom fields' });
  await within(section).findByText('Notice period');
  expect(section.textContent).toContain('Arabic and French');
  expect(section.textContent).toContain('Yes');
  expect(within(section).getByText('Old field (deleted field)')).toBeTruthy();
  expect(within(section).getByText('kept')).toBeTruthy();
  expect(within(section).getByText('Not provided')).toBeTruthy();
});

test('edits the live responses, refusing a bad number before sending, and sends every live field', async () => {
  const api = fakeApi();
  const { user } = render();
  const edit = await screen.findByRole('button', { name: 'Edit custom fields' });
  await user.click(edit);
  const dialog = await screen.findByRole('dialog', { name: 'Edit custom fields' });
  expect(within(dialog).queryByRole('textbox', { name: 'Old field' })).toBeNull();
  const notice = within(dialog).getByRole('textbox', { name: 'Notice period' });
  await user.clear(notice);
  await user.type(notice, 'soon');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Please enter valid input')).toBeTruthy();
  expect(api.callsTo('PUT /job-applications/app-1/custom-fields')).toHaveLength(0);
  await user.clear(notice);
  await user.type(notice, '45');
  await user.click(within(dialog).getByRole('checkbox', { name: 'English' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('PUT /job-applications/app-1/custom-fields')[0]!.body).toEqual({
    values: [
      { fieldId: 'f1', value: ['45'] },
      { fieldId: 'f2', value: ['Arabic', 'French', 'English'] },
      { fieldId: 'f3', value: ['YES'] },
      { fieldId: 'f4', value: [] },
    ],
  });
  await waitFor(() => expect(document.activeElement).toBe(edit));
});

test('shows the server’s refusal in the dialog, in Arabic', async () => {
  const api = fakeApi();
  api.answer('PUT /job-applications/app-1/custom-fields', apiFailure(400, 'Please enter valid input'));
  const { user } = render('ar');
  await user.click(await screen.findByRole('button', { name: 'تعديل الحقول المخصصة' }));
  const dialog = await screen.findByRole('dialog', { name: 'تعديل الحقول المخصصة' });
  await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
  expect(await within(dialog).findByText('يرجى إدخال قيمة صالحة')).toBeTruthy();
});

test('no edit without candidate work, and nothing at all when the plan has no custom fields', async () => {
  const api = fakeApi();
  api.answer('GET /job-applications/app-1/custom-fields', { body: { ...FIELDS, canEdit: false } });
  const { unmount } = render();
  await screen.findByText('Notice period');
  expect(screen.queryByRole('button', { name: 'Edit custom fields' })).toBeNull();
  unmount();
  const locked = fakeApi({ ...ADMIN, permissionV2: [] });
  // Shows when the session is there, so the component below has decided with the signed-in user.
  const SignedIn = () => (useSession().status === 'signed-in' ? <p>signed in</p> : null);
  renderPage(
    <>
      <SignedIn />
      <CandidateCustomFields applicationId="app-1" />
    </>,
    { signedIn: true, path: '/recruiter/candidates/app-1' },
  );
  await screen.findByText('signed in');
  expect(screen.queryByText('Custom fields')).toBeNull();
  expect(locked.callsTo('GET /job-applications/app-1/custom-fields')).toHaveLength(0);
});
