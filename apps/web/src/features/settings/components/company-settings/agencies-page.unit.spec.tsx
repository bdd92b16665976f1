import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { AgenciesPage } from './agencies-page';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'], permissionV2: ['COMPANY::*'] };
const TALENT_BRIDGE = {
  id: 'ag-1',
  name: 'TalentBridge',
  contactName: 'Omar Haddad',
  contactEmail: 'omar@talentbridge.example',
  invitationSubject: 'Invitation for agency portal of {{company_name}}',
  invitationBody: 'Hello',
  jobs: [{ id: 'j1', name: 'Senior Accountant' }],
  link: '/agency/ag-1',
};
const JOBS = [
  { id: 'j1', name: 'Senior Accountant', status: 'PUBLISHED' },
  { id: 'j2', name: 'Product Designer', status: 'PUBLISHED' },
];

const fakeApi = (agencies: object[] = [TALENT_BRIDGE]) =>
  installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /agencies': { body: agencies },
    'GET /company-roles/dropdown': { body: JOBS },
    'POST /agencies': { status: 201, body: { id: 'ag-2', position: '77' } },
    'PATCH /agencies/ag-1': { body: { id: 'ag-1', position: '78' } },
    'DELETE /agencies/ag-1': { body: { id: 'ag-1', position: '79' } },
  });

const renderSettings = (language: 'en' | 'ar' = 'en') =>
  renderPage(<AgenciesPage />, { signedIn: true, language, path: '/recruiter-settings/agencies' });

/** Spec 02 §2.9, §5.7: the agencies settings. */
describe('the agencies settings page', () => {
  test('lists each agency with its primary contact, assigned jobs and portal link', async () => {
    fakeApi();
    renderSettings();
    const table = await screen.findByRole('table', { name: 'Agencies' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Agency name',
      'Primary contact',
      'Assigned jobs',
      'Agency link',
      'Actions',
    ]);
    const row = within(table).getByRole('row', { name: /TalentBridge/ });
    expect(row.textContent).toContain('Omar Haddad');
    expect(row.textContent).toContain('omar@talentbridge.example');
    expect(row.textContent).toContain('Senior Accountant');
    expect(within(row).getByRole('link', { name: `${window.location.origin}/agency/ag-1` })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit TalentBridge' })).toBeTruthy();
  });

  test('says so when there are none', async () => {
    fakeApi([]);
    renderSettings();
    expect(await screen.findByText('No agencies created yet')).toBeTruthy();
  });

  test('the add dialog checks every field with the spec’s messages before sending, then sends the agency', async () => {
    const api = fakeApi();
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Add agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add agency' });
    expect((within(dialog).getByRole('textbox', { name: /Email subject/ }) as HTMLInputElement).value).toBe(
      'Invitation for agency portal of {{company_name}}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter agency name')).toBeTruthy();
    expect(within(dialog).getByText('Please enter primary contact name')).toBeTruthy();
    expect(within(dialog).getByText('Please enter valid email')).toBeTruthy();
    expect(within(dialog).getByText('Please select at least one job')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Agency name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Agency name/ }), 'Gu');
    expect(await within(dialog).findByText('Name length must be at least 3 characters')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Agency name/ }), 'lf Hires');
    await user.type(within(dialog).getByRole('textbox', { name: /Primary contact name/ }), 'Sara Ali');
    await user.type(within(dialog).getByRole('textbox', { name: /Primary contact email/ }), 'sara@gulfhires.example');
    await user.click(within(dialog).getByRole('combobox', { name: /Assigned jobs/ }));
    await user.click(await screen.findByRole('option', { name: 'Product Designer' }));
    await user.clear(within(dialog).getByRole('textbox', { name: /Email subject/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please input email subject')).toBeTruthy();
    expect(api.callsTo('POST /agencies')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Email subject/ }), 'Join us');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /agencies')[0]!.body).toMatchObject({
      name: 'Gulf Hires',
      contactName: 'Sara Ali',
      contactEmail: 'sara@gulfhires.example',
      jobIds: ['j2'],
      invitationSubject: 'Join us',
    });
  });

  test('edits an agency with its jobs as they are, and deletes one after confirming', async () => {
    const api = fakeApi();
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Edit TalentBridge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit agency' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Primary contact name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Primary contact name/ }), 'Lina Saleh');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /agencies/ag-1')).toHaveLength(1));
    expect(api.callsTo('PATCH /agencies/ag-1')[0]!.body).toMatchObject({ contactName: 'Lina Saleh', jobIds: ['j1'] });

    await user.click(await screen.findByRole('button', { name: 'Delete TalentBridge' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete TalentBridge?' });
    expect(confirm.textContent).toContain('Candidates it submitted keep its name.');
    await user.click(within(confirm).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(api.callsTo('DELETE /agencies/ag-1')).toHaveLength(1));
  });

  test('reads in Arabic', async () => {
    fakeApi([]);
    renderSettings('ar');
    expect(await screen.findByText('لم يتم إنشاء أي وكالات بعد')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'الوكالات' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إضافة وكالة' })).toBeTruthy();
  });
});
