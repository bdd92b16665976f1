import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { ArchivalReasonsCard } from './archival-reasons-card';

const REASONS = [
  { id: 'r1', text: 'Unresponsive', isDefault: true, usedByArchivedCandidates: true },
  { id: 'r2', text: 'Relocated', isDefault: false, usedByArchivedCandidates: true },
  { id: 'r3', text: 'Visa issues', isDefault: false, usedByArchivedCandidates: false },
];

const fakeApi = () =>
  installFakeApi({
    'GET /archival-reasons/company': { body: REASONS },
    'POST /archival-reasons/': { status: 201, body: { id: 'r4' } },
    'DELETE /archival-reasons/r3': { body: { id: 'r3' } },
  });

test('shows the default and used flags; only an unused reason of the company’s own can be deleted', async () => {
  const api = fakeApi();
  const { user } = renderPage(<ArchivalReasonsCard canAdd canDelete />, { signedIn: true });
  const table = await screen.findByRole('table', { name: 'Archival reasons' });
  const unresponsive = await within(table).findByRole('row', { name: /Unresponsive/ });
  expect(unresponsive.textContent).toContain('Default');
  expect(unresponsive.textContent).toContain('Yes');
  expect(within(table).queryByRole('button', { name: 'Delete Unresponsive' })).toBeNull();
  expect(within(table).queryByRole('button', { name: 'Delete Relocated' })).toBeNull();
  await user.click(within(table).getByRole('button', { name: 'Delete Visa issues' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete archival reason Visa issues?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.callsTo('DELETE /archival-reasons/r3')).toHaveLength(1));
});

test('adding needs a reason; an existing one is refused with the server’s message', async () => {
  const api = fakeApi();
  api.answer('POST /archival-reasons/', apiFailure(409, 'This archival reason already exists'));
  const { user } = renderPage(<ArchivalReasonsCard canAdd canDelete={false} />, { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'Add reason' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add archival reason' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Please enter archival reason')).toBeTruthy();
  expect(api.callsTo('POST /archival-reasons/')).toHaveLength(0);
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'unresponsive');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('This archival reason already exists')).toBeTruthy();
  expect(api.callsTo('POST /archival-reasons/')[0]!.body).toEqual({ text: 'unresponsive' });
});

test('without the permissions there is no add or delete button', async () => {
  fakeApi();
  renderPage(<ArchivalReasonsCard canAdd={false} canDelete={false} />, { signedIn: true });
  await screen.findByRole('row', { name: /Visa issues/ });
  expect(screen.queryByRole('button', { name: 'Add reason' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
});
