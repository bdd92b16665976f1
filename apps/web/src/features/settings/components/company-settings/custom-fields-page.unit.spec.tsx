import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi, type FakeRequest } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { CustomFieldsPage } from './custom-fields-page';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'], permissionV2: ['COMPANY::CUSTOM_FIELDS::*'] };
const RECRUITER = { ...ADMIN_USER, roles: ['COMPANY_RECRUITER'], permissionV1: ['COMPANY::CUSTOM_FIELDS::LIST'] };

const SENIORITY = {
  id: 'f1',
  entity: 'CANDIDATE',
  name: 'Seniority',
  fieldType: 'SINGLE_SELECT',
  options: ['Junior', 'Senior'],
  isConfidential: true,
  isDei: false,
  placements: ['ADD_CANDIDATE_FORM', 'AGENCY_FORM'],
};
const ETHNICITY = { ...SENIORITY, id: 'f2', name: 'Ethnicity', isConfidential: false, isDei: true, placements: [] };

const fakeApi = (me: object = ADMIN) =>
  installFakeApi({
    'GET /users/me': { body: me },
    'GET /custom-fields': (request: FakeRequest) => ({
      body: request.query.get('entity') === 'JOB' ? [] : [SENIORITY, ETHNICITY],
    }),
    'POST /custom-fields': { status: 201, body: { id: 'f3' } },
    'PATCH /custom-fields/f1': { body: { id: 'f1' } },
  });

const renderSettings = (language: 'en' | 'ar' = 'en') =>
  renderPage(<CustomFieldsPage />, { signedIn: true, language, path: '/recruiter-settings/custom-fields' });

test('lists candidate fields with type, placements and flags; the job tab shows its empty state', async () => {
  const api = fakeApi();
  const { user } = renderSettings();
  const table = await screen.findByRole('table', { name: 'Candidate custom fields' });
  const row = within(table).getByRole('row', { name: /Seniority/ });
  expect(row.textContent).toContain('Multiple choice, single select');
  expect(row.textContent).toContain('Team member add-candidate form');
  expect(row.textContent).toContain('Agency form');
  expect(row.textContent).toContain('Confidential');
  expect(within(table).getByRole('row', { name: /Ethnicity/ }).textContent).toContain('Not shown on any form');
  await user.click(screen.getByRole('tab', { name: 'Job custom fields' }));
  expect(await screen.findByText('No job custom fields yet')).toBeTruthy();
  expect(api.calls.some((call) => call.path === '/custom-fields' && call.query.get('entity') === 'JOB')).toBe(true);
});

test('the add dialog checks the name, type and options with the domain rules and sends nothing until they pass', async () => {
  const api = fakeApi();
  const { user } = renderSettings();
  const add = await screen.findByRole('button', { name: 'Add custom field' });
  await user.click(add);
  const dialog = await screen.findByRole('dialog', { name: 'Add custom field' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Please enter field name')).toBeTruthy();
  expect(within(dialog).getByText('Please select field type')).toBeTruthy();
  await user.type(within(dialog).getByRole('textbox', { name: /Field name/ }), ' Languages ');
  await user.click(within(dialog).getByRole('combobox', { name: /Field type/ }));
  await user.click(await screen.findByRole('option', { name: 'Multiple choice, multiple select' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Option 1' }), 'Arabic');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Option cannot be empty')).toBeTruthy();
  expect(api.callsTo('POST /custom-fields')).toHaveLength(0);
  await user.type(within(dialog).getByRole('textbox', { name: 'Option 2' }), 'English');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Job application form' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Mark as confidential' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('POST /custom-fields')[0]!.body).toEqual({
    entity: 'CANDIDATE',
    name: 'Languages',
    fieldType: 'MULTI_SELECT',
    options: ['Arabic', 'English'],
    isConfidential: true,
    isDei: false,
    placements: ['ADD_CANDIDATE_FORM', 'JOB_APPLICATION_FORM'],
  });
  await waitFor(() => expect(document.activeElement).toBe(add));
});

test('editing keeps the type and sends the changes; the server’s refusal stays in the dialog', async () => {
  const api = fakeApi();
  api.answer('PATCH /custom-fields/f1', apiFailure(409, 'A custom field with this name already exists. Please enter a different name.'));
  const { user } = renderSettings();
  await user.click(await screen.findByRole('button', { name: 'Edit Seniority' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit custom field' });
  expect(within(dialog).getByText('The field type cannot be changed once the field exists.')).toBeTruthy();
  const name = within(dialog).getByRole('textbox', { name: /Field name/ });
  await user.clear(name);
  await user.type(name, 'Ethnicity');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('A custom field with this name already exists. Please enter a different name.')).toBeTruthy();
  expect(api.callsTo('PATCH /custom-fields/f1')[0]!.body).toMatchObject({ name: 'Ethnicity', options: ['Junior', 'Senior'] });
  expect(api.callsTo('PATCH /custom-fields/f1')[0]!.body).not.toHaveProperty('fieldType');
});

test('deleting a DEI field shows the spec’s refusal in the confirmation', async () => {
  const api = fakeApi();
  api.answer('DELETE /custom-fields/f2', apiFailure(409, 'DEI custom field cannot be deleted'));
  const { user } = renderSettings();
  await user.click(await screen.findByRole('button', { name: 'Delete Ethnicity' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete custom field Ethnicity?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByText('DEI custom field cannot be deleted')).toBeTruthy();
});

test('a recruiter lists the fields without add, edit or delete', async () => {
  fakeApi(RECRUITER);
  renderSettings();
  await screen.findByRole('row', { name: /Seniority/ });
  expect(screen.queryByRole('button', { name: 'Add custom field' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Edit Seniority' })).toBeNull();
});

test('shows the load error with a retry', async () => {
  const api = fakeApi();
  api.answer('GET /custom-fields', apiFailure(500, 'Boom'));
  renderSettings();
  expect(await screen.findByText('Candidate custom fields could not be loaded.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

test('reads in Arabic, right to left, the rule messages translated', async () => {
  fakeApi();
  const { user } = renderSettings('ar');
  expect(document.documentElement.dir).toBe('rtl');
  await user.click(await screen.findByRole('button', { name: 'إضافة حقل مخصص' }));
  const dialog = await screen.findByRole('dialog', { name: 'إضافة حقل مخصص' });
  await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
  expect(await within(dialog).findByText('يرجى إدخال اسم الحقل')).toBeTruthy();
});
