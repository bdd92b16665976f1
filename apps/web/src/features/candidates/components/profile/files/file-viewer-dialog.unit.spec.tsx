import { screen, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import type { ApplicationFile } from '@ats/web/features/candidates/api/files-api';
import { FileViewerDialog } from './file-viewer-dialog';

// pdf.js itself does not run in jsdom: the viewer's loading state is what is checked here.
jest.mock('./pdf-document', () => ({ openPdf: () => new Promise(() => undefined), renderPdfPage: jest.fn() }));

const file = (extension: 'pdf' | 'docx'): ApplicationFile => ({
  fileId: 'f1',
  fileName: `Maya Khoury CV.${extension}`,
  contentType: extension === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension,
  sizeBytes: 2048,
  confidential: false,
  uploadedByCandidate: false,
  uploadedByName: 'Rania Haddad',
  uploadedAt: '2025-01-06T09:00:00.000Z',
});

const render = (extension: 'pdf' | 'docx', language: 'en' | 'ar' = 'en') => {
  const onDownload = jest.fn();
  const page = renderPage(<FileViewerDialog applicationId="app-1" file={file(extension)} onDownload={onDownload} onClose={jest.fn()} />, {
    signedIn: true,
    language,
  });
  return { ...page, onDownload };
};

test('a .docx cannot be viewed: the spec’s words and a download instead', async () => {
  const api = installFakeApi();
  const { user, onDownload } = render('docx');
  const dialog = await screen.findByRole('dialog', { name: 'View Maya Khoury CV.docx' });
  expect(within(dialog).getByText('We cannot view .docx file type.')).toBeTruthy();
  const [inAlert] = within(dialog).getAllByRole('button', { name: 'Download' });
  await user.click(inAlert);
  expect(onDownload).toHaveBeenCalledWith(expect.objectContaining({ fileId: 'f1' }));
  // Nothing is fetched for a file that cannot be shown.
  expect(api.calls.filter((call) => call.path.includes('/files/'))).toEqual([]);
});

test('a PDF shows its loading state while its bytes arrive for pdf.js', async () => {
  const api = installFakeApi({ 'GET /job-applications/app-1/files/f1/view': () => new Promise(() => undefined) });
  render('pdf');
  const dialog = await screen.findByRole('dialog', { name: 'View Maya Khoury CV.pdf' });
  expect((await within(dialog).findByRole('status')).textContent).toContain('Loading the file…');
  expect(api.callsTo('GET /job-applications/app-1/files/f1/view')).toHaveLength(1);
});

test('in Arabic too', async () => {
  installFakeApi();
  render('docx', 'ar');
  expect(await screen.findByText('لا يمكننا عرض ملفات بصيغة ‎.docx.')).toBeTruthy();
});
