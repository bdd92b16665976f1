import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { installFakeUpload } from '@ats/web/testing/fake-upload';
import { renderPage } from '@ats/web/testing/render-page';
import { AddCandidatePage } from './add-candidate-page';

const fields = (overrides: Record<string, unknown> = {}) => ({ firstName: 'Layla', lastName: 'Nasser', emails: ['layla@example.com'], phones: ['12'], linkedin: null, portfolio: null, ...overrides });
/** What the server read from each file, by name. */
const PARSES: Record<string, unknown> = {
  'layla.pdf': { cvFileId: 'cv-1', fileName: 'layla.pdf', parsed: true, message: null, fields: fields() },
  'scan.pdf': { cvFileId: 'cv-2', fileName: 'scan.pdf', parsed: false, message: 'Sorry, we cannot parse this file. Please fill in the form manually.', fields: fields({ firstName: null, lastName: null, emails: [], phones: [] }) },
  'nomail.docx': { cvFileId: 'cv-3', fileName: 'nomail.docx', parsed: true, message: null, fields: fields({ emails: [] }) },
  'taken.pdf': { cvFileId: 'cv-4', fileName: 'taken.pdf', parsed: true, message: null, fields: fields({ emails: ['taken@example.com'] }) },
};
const route = { path: '/recruiter/candidates/add-candidate', signedIn: true };
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

const fakeApi = () =>
  installFakeApi({
    'GET /company-roles/dropdown': { body: [{ id: 'j1', name: 'Senior Backend Engineer', status: 'PUBLISHED' }] },
    'GET /job-applications': { body: { items: [], total: 0, page: 1, take: 1, activeSearchCount: { count: 0 }, archivedSearchCount: { count: 0 } } },
    'POST /job-applications': (request) =>
      (request.body as { email: string }).email === 'taken@example.com'
        ? apiFailure(409, 'This candidate already exists in your company. 1 applications found')
        : { status: 201, body: { id: `app-${(request.body as { cvFileId: string }).cvFileId}`, revision: 2, position: '9' } },
  });

const openDialog = async (user: ReturnType<typeof renderPage>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Bulk upload CVs' }));
  return screen.findByRole('dialog', { name: 'Bulk upload CVs' });
};
const pick = async (user: ReturnType<typeof renderPage>['user'], dialog: HTMLElement, label: string, option: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
};

test('adds each readable CV’s candidate and says why each other file failed', async () => {
  const api = fakeApi();
  const sent = installFakeUpload(({ body }) => ({ status: 201, body: PARSES[(body.get('file') as File).name] }));
  const { user } = renderPage(<AddCandidatePage />, route);
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole('button', { name: 'Upload and add' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('Please select job and origin');
  await pick(user, dialog, 'Job', 'Senior Backend Engineer');
  await pick(user, dialog, 'Origin', 'Sourced');
  const files = [pdf('layla.pdf'), pdf('scan.pdf'), new File(['PK'], 'nomail.docx'), pdf('taken.pdf'), new File(['x'], 'photo.png', { type: 'image/png' })];
  fireEvent.change(within(dialog).getByTestId('bulk-cv-input'), { target: { files } });
  await user.click(within(dialog).getByRole('button', { name: 'Upload and add' }));
  await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('5 of 5 done'), { timeout: 5000 });

  const rows = within(within(dialog).getByRole('list', { name: 'CVs to upload' })).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    'layla.pdfAdded. Open the profile of layla.pdf',
    'scan.pdfFailed: Sorry, we cannot parse this file. Please fill in the form manually.',
    'nomail.docxFailed: Candidate email not added. Please add candidate email to proceed.',
    'taken.pdfFailed: This candidate already exists in your company. 1 applications found',
    'photo.pngFailed: File must be a PDF or Docx',
  ]);
  expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe('/recruiter/candidate-profile/app-cv-1');
  // The PNG never left the browser; the readable CVs were added with the CV attached, an invalid phone left out.
  expect(sent).toHaveLength(4);
  expect(api.callsTo('POST /job-applications').map((call) => call.body)).toEqual([
    { jobId: 'j1', origin: 'sourced', firstName: 'Layla', lastName: 'Nasser', email: 'layla@example.com', cvFileId: 'cv-1' },
    { jobId: 'j1', origin: 'sourced', firstName: 'Layla', lastName: 'Nasser', email: 'taken@example.com', cvFileId: 'cv-4' },
  ]);
});

test('refuses more than 50 files at once', async () => {
  fakeApi();
  installFakeUpload(() => ({ status: 500, body: {} }));
  const { user } = renderPage(<AddCandidatePage />, route);
  const dialog = await openDialog(user);
  const files = Array.from({ length: 51 }, (_, index) => pdf(`cv-${index}.pdf`));
  fireEvent.change(within(dialog).getByTestId('bulk-cv-input'), { target: { files } });
  expect(within(dialog).getByRole('alert').textContent).toBe('You can upload at most 50 files at a time.');
  expect(within(dialog).queryByRole('list')).toBeNull();
});
