import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { anApplication } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { OwnerAndTags } from './owner-and-tags';

const APPLICATION = anApplication({ tags: ['Java', 'Remote'] });

const MEMBERS = [
  { id: 'u1', name: 'Rania Haddad', email: 'rania@example.com', confidentialAccess: true },
  { id: 'u2', name: 'Omar Saleh', email: 'omar@example.com', confidentialAccess: false },
];
const OK = { status: 201, body: { id: 'app-1', revision: 5, position: '90' } };

const fakeApi = (overrides: Record<string, unknown> = {}) =>
  installFakeApi({
    'GET /job-applications/app-1/comments/mentionable-members': { body: MEMBERS },
    'POST /job-applications/app-1/owner-change': OK,
    'POST /job-applications/app-1/add-or-remove-tags': OK,
    ...overrides,
  });

describe('the profile’s owner selector and tags', () => {
  test('picks another team member as owner, sent with the shown revision', async () => {
    const api = fakeApi();
    const { user } = renderPage(<OwnerAndTags application={APPLICATION} disabled={false} onConflict={jest.fn()} />);
    const owner = screen.getByRole('combobox', { name: 'Candidate owner' }) as HTMLInputElement;
    expect(owner.value).toBe('Rania Haddad');
    await user.click(owner);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Rania Haddad', 'Omar Saleh']));
    await user.click(within(listbox).getByRole('option', { name: 'Omar Saleh' }));
    await waitFor(() => expect(api.callsTo('POST /job-applications/app-1/owner-change')).toHaveLength(1));
    expect(api.callsTo('POST /job-applications/app-1/owner-change')[0].body).toEqual({ ownerId: 'u2', expectedRevision: 4 });
  });

  test('adds a tag with the keyboard and removes one with its chip, each sent as a change', async () => {
    const api = fakeApi();
    const { user } = renderPage(<OwnerAndTags application={APPLICATION} disabled={false} onConflict={jest.fn()} />);
    const tags = screen.getByRole('combobox', { name: 'Tags' });
    expect(screen.getByRole('button', { name: 'Java' })).toBeTruthy();
    await user.click(tags);
    // A tag already there in another case is no change: nothing is sent.
    await user.keyboard(' java {Enter}');
    expect(api.callsTo('POST /job-applications/app-1/add-or-remove-tags')).toHaveLength(0);
    await user.clear(tags);
    await user.keyboard(' Senior {Enter}');
    await waitFor(() => expect(api.callsTo('POST /job-applications/app-1/add-or-remove-tags')).toHaveLength(1));
    expect(api.callsTo('POST /job-applications/app-1/add-or-remove-tags')[0].body).toEqual({ add: ['Senior'], remove: [], expectedRevision: 4 });
    // The chip's delete icon removes it.
    const remote = screen.getByRole('button', { name: 'Remote' });
    await user.click(within(remote).getByTestId('CancelIcon'));
    await waitFor(() => expect(api.callsTo('POST /job-applications/app-1/add-or-remove-tags')).toHaveLength(2));
    expect(api.callsTo('POST /job-applications/app-1/add-or-remove-tags')[1].body).toEqual({ add: [], remove: ['Remote'], expectedRevision: 4 });
  });

  test('a stale revision (409) asks the profile to reload', async () => {
    fakeApi({ 'POST /job-applications/app-1/add-or-remove-tags': apiFailure(409, 'The application has changed meanwhile') });
    const onConflict = jest.fn();
    const { user } = renderPage(<OwnerAndTags application={APPLICATION} disabled={false} onConflict={onConflict} />);
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.keyboard('Senior{Enter}');
    await waitFor(() => expect(onConflict).toHaveBeenCalled());
  });

  test('is labelled in Arabic and waits while another command runs', () => {
    fakeApi();
    renderPage(<OwnerAndTags application={APPLICATION} disabled onConflict={jest.fn()} />, { language: 'ar' });
    expect((screen.getByRole('combobox', { name: 'مسؤول المرشح' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'الوسوم' }) as HTMLInputElement).disabled).toBe(true);
  });
});
