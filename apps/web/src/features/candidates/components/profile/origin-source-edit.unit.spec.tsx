import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { anApplication } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { OriginSourceEdit } from './origin-source-edit';

const PATH = 'POST /job-applications/app-1/origin-source-change';
const OK = { status: 201, body: { id: 'app-1', revision: 5, position: '90' } };

const render = (language: 'en' | 'ar' = 'en', onConflict = jest.fn()) =>
  renderPage(<OriginSourceEdit application={anApplication()} name="Maya Khoury" disabled={false} onConflict={onConflict} />, {
    path: '/recruiter/candidate-profile/:applicationId',
    url: '/recruiter/candidate-profile/app-1',
    language,
  });

describe('the profile’s origin and source edit', () => {
  test('changes both with the shown revision, toasts, and gives focus back to the button', async () => {
    const api = installFakeApi({ [PATH]: OK });
    const { user } = render();
    const button = screen.getByRole('button', { name: 'Edit origin and source' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Origin and source of Maya Khoury' });
    // Opens on the present values; saving them unchanged is not offered.
    expect(within(dialog).getByRole('textbox', { name: 'Source' })).toHaveProperty('value', 'LinkedIn');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('combobox', { name: /Origin/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Applied', 'Sourced', 'Agency', 'Referral']);
    await user.click(within(listbox).getByRole('option', { name: 'Referral' }));
    const source = within(dialog).getByRole('textbox', { name: 'Source' });
    await user.clear(source);
    await user.type(source, '  Job fair ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(PATH)).toHaveLength(1));
    expect(api.callsTo(PATH)[0].body).toEqual({ origin: 'referral', source: 'Job fair', expectedRevision: 4 });
    expect(await screen.findByText('Origin and source saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  test('an emptied source is sent as null (cleared)', async () => {
    const api = installFakeApi({ [PATH]: OK });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Edit origin and source' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Source' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(PATH)).toHaveLength(1));
    expect(api.callsTo(PATH)[0].body).toEqual({ origin: 'sourced', source: null, expectedRevision: 4 });
  });

  test('shows the server’s refusal in the dialog, which stays open; a stale revision reloads the profile', async () => {
    const api = installFakeApi({ [PATH]: apiFailure(400, 'Please select origin') });
    const onConflict = jest.fn();
    const { user } = render('en', onConflict);
    await user.click(screen.getByRole('button', { name: 'Edit origin and source' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Source' }), ' Premium');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Please select origin');
    expect(onConflict).not.toHaveBeenCalled();

    api.answer(PATH, apiFailure(409, 'The application was changed meanwhile'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onConflict).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  test('reads in Arabic', async () => {
    installFakeApi({ [PATH]: OK });
    const { user } = render('ar');
    await user.click(screen.getByRole('button', { name: 'تعديل المصدر الأساسي والمصدر' }));
    const dialog = await screen.findByRole('dialog', { name: 'المصدر الأساسي والمصدر لـ Maya Khoury' });
    expect(within(dialog).getByRole('button', { name: 'حفظ' })).toBeTruthy();
  });
});
