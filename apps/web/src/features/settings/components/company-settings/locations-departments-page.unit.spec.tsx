import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { LocationsDepartmentsPage } from './locations-departments-page';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'] };

const fakeSettingsApi = () =>
  installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /locations': { body: [{ id: 'l1', name: 'Dubai', jobsCount: 2 }] },
    'GET /departments': {
      body: [
        { id: 'd1', name: 'Engineering', headOfDepartmentId: 'u2', headOfDepartmentName: 'Omar Khalil', jobsCount: 0 },
      ],
    },
    'GET /company-roles/company-users/dropdown': {
      body: [
        { id: 'u1', fullName: 'Rania Haddad', isDeletedUser: false },
        { id: 'u2', fullName: 'Omar Khalil', isDeletedUser: false },
      ],
    },
    'POST /locations': { status: 201, body: { id: 'l2' } },
    'POST /departments': { status: 201, body: { id: 'd2' } },
  });

const renderSettings = (language: 'en' | 'ar' = 'en') =>
  renderPage(<LocationsDepartmentsPage />, {
    signedIn: true,
    language,
    path: '/recruiter-settings/locations-departments',
  });

test('lists locations and departments with their jobs and head of department', async () => {
  fakeSettingsApi();
  renderSettings();
  const locations = await screen.findByRole('table', { name: 'Locations' });
  expect(within(locations).getByRole('row', { name: /Dubai/ }).textContent).toContain('2');
  const departments = screen.getByRole('table', { name: 'Departments' });
  expect(within(departments).getByRole('row', { name: /Engineering/ }).textContent).toContain('Omar Khalil');
});

test('an empty name answers the spec message and sends nothing; a name is saved and the focus comes back', async () => {
  const api = fakeSettingsApi();
  const { user } = renderSettings();
  const add = await screen.findByRole('button', { name: 'Add location' });
  await user.click(add);
  const dialog = await screen.findByRole('dialog', { name: 'Add location' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Please enter location')).toBeTruthy();
  expect(api.callsTo('POST /locations')).toHaveLength(0);
  await user.type(within(dialog).getByRole('textbox', { name: /Location name/ }), ' Abu Dhabi ');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('POST /locations')[0]!.body).toEqual({ name: 'Abu Dhabi' });
  await waitFor(() => expect(document.activeElement).toBe(add));
});

test('a department gets a head of department from the team', async () => {
  const api = fakeSettingsApi();
  const { user } = renderSettings();
  await user.click(await screen.findByRole('button', { name: 'Add department' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add department' });
  await user.type(within(dialog).getByRole('textbox', { name: /Department name/ }), 'Sales');
  await user.click(within(dialog).getByRole('combobox', { name: 'Head of department' }));
  await user.click(await screen.findByRole('option', { name: 'Rania Haddad' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('POST /departments')).toHaveLength(1));
  expect(api.callsTo('POST /departments')[0]!.body).toEqual({ name: 'Sales', headOfDepartmentId: 'u1' });
});

test('deleting a location jobs use shows the refusal in the confirmation', async () => {
  const api = fakeSettingsApi();
  api.answer('DELETE /locations/l1', apiFailure(409, 'Jobs are linked to this location. You can’t delete it.'));
  const { user } = renderSettings();
  await user.click(await screen.findByRole('button', { name: 'Delete Dubai' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete location Dubai?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByText('Jobs are linked to this location. You can’t delete it.')).toBeTruthy();
});

test('shows the load error with a retry, and the empty state', async () => {
  const api = fakeSettingsApi();
  api.answer('GET /locations', apiFailure(403, 'Access denied'));
  api.answer('GET /departments', { body: [] });
  renderSettings();
  expect(await screen.findByText('Locations could not be loaded.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(await screen.findByText('No departments yet')).toBeTruthy();
});

test('reads in Arabic, right to left, the rule messages translated', async () => {
  fakeSettingsApi();
  const { user } = renderSettings('ar');
  expect(document.documentElement.dir).toBe('rtl');
  await user.click(await screen.findByRole('button', { name: 'إضافة موقع' }));
  const dialog = await screen.findByRole('dialog', { name: 'إضافة موقع' });
  await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
  expect(await within(dialog).findByText('يرجى إدخال الموقع')).toBeTruthy();
});
