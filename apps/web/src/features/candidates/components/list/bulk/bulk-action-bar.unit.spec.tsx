import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { useBulkSelection } from '@ats/web/features/candidates/hooks/use-bulk-selection';
import { BulkActionBar } from './bulk-action-bar';

const IDS = ['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003'];

/** The bar with a selection as the candidate list keeps it; buttons stand in for the rows' checkboxes. */
const Harness = ({ archived = false }: { archived?: boolean }) => {
  const selection = useBulkSelection('filter', 42);
  return (
    <>
      {IDS.map((id, index) => (
        <button key={id} type="button" onClick={() => selection.toggle(id)}>
          {`row ${index}`}
        </button>
      ))}
      <BulkActionBar selection={selection} filter={{ jobRoleIds: ['job-1'], active: !archived, page: 2, take: 15 }} archived={archived} total={42} jobs={[]} />
    </>
  );
};

const setUp = (archived = false) => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    'GET /archival-reasons/company': { body: [{ id: 'r0000000-0000-4000-8000-000000000001', text: 'Not a fit', isDefault: true }] },
    'POST /bulk-actions/archive-change': { status: 201, body: { id: 'b1', revision: 0, position: '10' } },
    'POST /bulk-actions/unarchive': { status: 201, body: { id: 'b2', revision: 0, position: '11' } },
    'GET /bulk-actions/panel': { body: [] },
    'DELETE /bulk-actions/delete-applications': { body: { id: 'b3', revision: 0, position: '12' } },
    [`POST /bulk-actions/companies/${ADMIN_USER.companyId}/parse-cvs`]: { status: 201, body: { id: 'b4', revision: 0, position: '13' } },
  });
  return { api, ...renderPage(<Harness archived={archived} />, { signedIn: true, path: '/recruiter/candidates' }) };
};

test('archives the ticked applications with a reason and says it is queued', async () => {
  const { api, user } = setUp();
  expect(screen.getByText('0 selected')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'row 0' }));
  await user.click(screen.getByRole('button', { name: 'row 2' }));
  expect(screen.getByText('2 selected')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
  await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
  const dialog = await screen.findByRole('dialog', { name: 'Archive: 2 applications' });
  await user.click(within(dialog).getByRole('combobox', { name: /Archive reason/ }));
  await user.click(await screen.findByRole('option', { name: 'Not a fit' }));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(api.callsTo('POST /bulk-actions/archive-change')).toHaveLength(1));
  expect(api.callsTo('POST /bulk-actions/archive-change')[0]!.body).toEqual({
    applicationIds: [IDS[0], IDS[2]],
    archivalReasonId: 'r0000000-0000-4000-8000-000000000001',
    sendRejectionEmail: false,
  });
  expect(await screen.findByText('Archive Candidates is queued. We will notify you after completion')).toBeTruthy();
  expect(screen.getByText('0 selected')).toBeTruthy();
});

test('Select top 500 sends the list’s filter less the unticked rows, and shows the server’s refusal in the dialog', async () => {
  const { api, user } = setUp(true);
  await user.click(screen.getByRole('button', { name: 'Select top 500' }));
  expect(screen.getByText('The top 42 of this list are selected')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'row 1' }));
  expect(screen.getByText('The top 41 of this list are selected')).toBeTruthy();
  api.answer('POST /bulk-actions/unarchive', apiFailure(400, 'Please select at least one application'));
  await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
  // The archived tab offers unarchive, not archive.
  expect(screen.queryByRole('menuitem', { name: 'Archive' })).toBeNull();
  await user.click(screen.getByRole('menuitem', { name: 'Unarchive' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unarchive: 41 applications' });
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Please select at least one application');
  expect(api.callsTo('POST /bulk-actions/unarchive')[0]!.body).toEqual({
    filter: { jobRoleIds: 'job-1', active: 'false', unSelectedIds: IDS[1] },
  });
});

test('archive and send asks for the rejection e-mail; delete warns it cannot be undone and sends its selection in the DELETE', async () => {
  const { api, user } = setUp();
  await user.click(screen.getByRole('button', { name: 'row 1' }));
  await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
  await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
  const archive = await screen.findByRole('dialog', { name: 'Archive: 1 application' });
  await user.click(within(archive).getByRole('combobox', { name: /Archive reason/ }));
  await user.click(await screen.findByRole('option', { name: 'Not a fit' }));
  await user.click(within(archive).getByRole('checkbox', { name: 'Send the rejection email' }));
  await user.click(within(archive).getByRole('button', { name: 'Archive and send' }));
  await waitFor(() => expect(api.callsTo('POST /bulk-actions/archive-change')).toHaveLength(1));
  expect(api.callsTo('POST /bulk-actions/archive-change')[0]!.body).toMatchObject({ sendRejectionEmail: true });

  await user.click(screen.getByRole('button', { name: 'row 1' }));
  await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
  await user.click(screen.getByRole('menuitem', { name: 'Delete applications' }));
  const remove = await screen.findByRole('dialog', { name: 'Delete applications: 1 application' });
  expect(within(remove).getByText('The applications are deleted with their files. This cannot be undone.')).toBeTruthy();
  await user.click(within(remove).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.callsTo('DELETE /bulk-actions/delete-applications')).toHaveLength(1));
  expect(api.callsTo('DELETE /bulk-actions/delete-applications')[0]!.body).toEqual({ applicationIds: [IDS[1]] });
});

test('parse CVs says what it does (the text for CV search, no profile fields) and names the company in its path', async () => {
  const { api, user } = setUp();
  await user.click(screen.getByRole('button', { name: 'row 0' }));
  await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
  await user.click(screen.getByRole('menuitem', { name: 'Parse CVs' }));
  const dialog = await screen.findByRole('dialog', { name: 'Parse CVs: 1 application' });
  expect(within(dialog).getByText(/It does not fill in or change any profile field/)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(api.callsTo(`POST /bulk-actions/companies/${ADMIN_USER.companyId}/parse-cvs`)).toHaveLength(1));
  expect(await screen.findByText('Parse CVs is queued. We will notify you after completion')).toBeTruthy();
});

test('self-scheduling interviews: a booking link and the Interview booking e-mail, queued for the ticked applications', async () => {
  const { api, user } = setUp();
  api.answer('GET /interview-booking-links', { body: [{ id: 'l0000000-0000-4000-8000-000000000001', name: 'Screening call' }] });
  api.answer('POST /bulk-actions/schedule-interview', { status: 201, body: { id: 'b5', revision: 0, position: '14' } });
  await user.click(screen.getByRole('button', { name: 'row 0' }));
  await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
  await user.click(screen.getByRole('menuitem', { name: 'Schedule self-scheduling interviews' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('combobox', { name: /Booking link/ }));
  await user.click(await screen.findByRole('option', { name: 'Screening call' }));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(api.callsTo('POST /bulk-actions/schedule-interview')).toHaveLength(1));
  const sent = api.callsTo('POST /bulk-actions/schedule-interview')[0]!.body as { applicationIds: string[]; linkId: string; subject: string; body: string };
  expect(sent).toMatchObject({ applicationIds: [IDS[0]], linkId: 'l0000000-0000-4000-8000-000000000001', subject: 'Book your interview for {{job-title}}' });
  expect(sent.body).toContain('{{bookingLink}}');
  expect(await screen.findByText('Self schedule interviews is queued. We will notify you after completion')).toBeTruthy();
});
