import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { FilesSection } from './files-section';

jest.mock('./pdf-document', () => ({ openPdf: () => new Promise(() => undefined), renderPdfPage: jest.fn() }));

const file = (fileId: string, fileName: string, extra: object = {}) => ({
  fileId,
  fileName,
  contentType: 'application/pdf',
  extension: 'pdf',
  sizeBytes: 1536,
  confidential: false,
  uploadedByCandidate: false,
  uploadedByName: 'Rania Haddad',
  uploadedAt: '2025-01-06T09:00:00.000Z',
  ...extra,
});
const FILES = {
  confidentialAccess: true,
  items: [
    file('f1', 'Maya Khoury CV.pdf'),
    file('f2', 'Portfolio.docx', { extension: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', uploadedByCandidate: true }),
    file('f3', 'Salary.pdf', { confidential: true }),
  ],
};
const RESULT = { id: 'app-1', revision: 5, position: '42' };

const fakeApi = () =>
  installFakeApi({
    'GET /job-applications/app-1/files': { body: FILES },
    'POST /job-applications/app-1/files/f1/rename': { status: 201, body: RESULT },
    'DELETE /job-applications/app-1/files/f1': { body: RESULT },
  });

const render = (language: 'en' | 'ar' = 'en') =>
  renderPage(<FilesSection applicationId="app-1" />, { signedIn: true, language, path: '/recruiter/candidates/app-1' });

const actionsOf = async (user: ReturnType<typeof render>['user'], name: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
};

test('lists the files with their size, uploader and flags; a candidate’s file offers no Delete', async () => {
  fakeApi();
  const { user } = render();
  const list = await screen.findByRole('list', { name: 'Files of this candidate' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(3);
  expect(rows[0].textContent).toContain('Maya Khoury CV.pdf');
  expect(rows[0].textContent).toContain('1.50 KB · uploaded by Rania Haddad');
  expect(within(rows[1]).getByText('From the candidate')).toBeTruthy();
  expect(within(rows[2]).getByText('Confidential')).toBeTruthy();

  let menu = await actionsOf(user, 'Portfolio.docx');
  expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Download', 'Rename', 'Make confidential']);
  await user.keyboard('{Escape}');
  menu = await actionsOf(user, 'Salary.pdf');
  expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Download', 'Rename', 'Remove confidential', 'Delete']);
});

test('refuses a file of another type or above 5 MB before sending anything, with the spec’s words', async () => {
  const api = fakeApi();
  render();
  await screen.findByRole('list', { name: 'Files of this candidate' });
  // The input is hidden behind the Upload button, which opens the browser's picker; what it picks arrives so.
  const input = screen.getByTestId('files-input') as HTMLInputElement;
  expect(input.accept).toBe('.pdf,.docx');
  fireEvent.change(input, { target: { files: [new File(['png'], 'photo.png', { type: 'image/png' })] } });
  expect((await screen.findByRole('alert')).textContent).toBe('File must be a PDF or Docx');
  const huge = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
  Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 + 1 });
  fireEvent.change(input, { target: { files: [huge] } });
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('File size cannot exceed 5MB!'));
  expect((await screen.findByRole('alert')).textContent).toBe('File size cannot exceed 5MB!');
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('renames a file: an empty name is refused in place, a new one is sent trimmed, and focus returns to the row', async () => {
  const api = fakeApi();
  const { user } = render();
  const actions = await screen.findByRole('button', { name: 'Actions for Maya Khoury CV.pdf' });
  const menu = await actionsOf(user, 'Maya Khoury CV.pdf');
  await user.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename file' });
  const field = within(dialog).getByRole('textbox', { name: 'File name' });
  expect((field as HTMLInputElement).value).toBe('Maya Khoury CV.pdf');
  await user.clear(field);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('Please input file name')).toBeTruthy();
  expect(api.callsTo('POST /job-applications/app-1/files/f1/rename')).toHaveLength(0);
  await user.type(field, '  Offer letter ');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('POST /job-applications/app-1/files/f1/rename')).toHaveLength(1));
  expect(api.callsTo('POST /job-applications/app-1/files/f1/rename')[0].body).toEqual({ fileName: 'Offer letter' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(actions));
});

test('deletes a file only after confirming', async () => {
  const api = fakeApi();
  const { user } = render();
  const menu = await actionsOf(user, 'Maya Khoury CV.pdf');
  await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Maya Khoury CV.pdf?' });
  expect(api.callsTo('DELETE /job-applications/app-1/files/f1')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.callsTo('DELETE /job-applications/app-1/files/f1')).toHaveLength(1));
});

test('speaks Arabic', async () => {
  fakeApi();
  render('ar');
  expect(await screen.findByRole('heading', { name: 'الملفات' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'رفع ملف' })).toBeTruthy();
});
