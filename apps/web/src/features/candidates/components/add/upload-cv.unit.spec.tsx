import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { installFakeUpload, type FakeUploadAnswer, type SentUpload } from '@ats/web/testing/fake-upload';
import { renderPage } from '@ats/web/testing/render-page';
import { AddCandidatePage } from './add-candidate-page';

const JOB = {
  id: 'j1',
  name: 'Senior Backend Engineer',
  status: 'PUBLISHED',
  ownerId: 'u1',
  revision: 3,
  stages: [{ id: 's1', name: 'Sourced', kind: 'SOURCED', locked: true, automations: { archiveUnresponsiveAfterDays: null } }],
};
const EMPTY_LIST = { items: [], total: 0, page: 1, take: 1, activeSearchCount: { count: 0 }, archivedSearchCount: { count: 0 } };
const PARSED = {
  cvFileId: '6a1f2c3d-0000-4000-8000-000000000001',
  fileName: 'Layla Nasser CV.pdf',
  parsed: true,
  message: null,
  fields: { firstName: 'Layla', lastName: 'Nasser', emails: ['layla@example.com'], phones: ['+971 501234567'], linkedin: null, portfolio: null },
};

let answer: FakeUploadAnswer = { status: 201, body: PARSED };
let sent: SentUpload[] = [];

const route = { path: '/recruiter/candidates/add-candidate', signedIn: true };
const fakeApi = () =>
  installFakeApi({
    'GET /company-roles/dropdown': { body: [{ id: 'j1', name: JOB.name, status: 'PUBLISHED' }] },
    'GET /company-roles/j1': { body: JOB },
    'GET /job-applications': { body: EMPTY_LIST },
    'POST /job-applications': { status: 201, body: { id: 'app-1', revision: 2, position: '42' } },
  });
const pdf = (name = 'Layla Nasser CV.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

beforeEach(() => {
  answer = { status: 201, body: PARSED };
  sent = installFakeUpload(() => answer);
});

test('Upload CV prefills the form, and the candidate is added with the CV attached', async () => {
  const api = fakeApi();
  const page = renderPage(<AddCandidatePage />, route);
  const { user } = page;
  fireEvent.change(screen.getByTestId('cv-input'), { target: { files: [pdf()] } });
  expect(await screen.findByText(/Uploading Layla Nasser CV\.pdf… \d+%/)).toBeTruthy();
  expect(await screen.findByText('CV attached: Layla Nasser CV.pdf. The form is filled in from it; please check the details.')).toBeTruthy();
  expect(sent[0].url).toMatch(/\/job-applications\/parse-cv$/);
  expect((sent[0].body.get('file') as File).name).toBe('Layla Nasser CV.pdf');
  expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Layla');
  expect((screen.getByRole('textbox', { name: 'Last name' }) as HTMLInputElement).value).toBe('Nasser');
  expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('layla@example.com');
  expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('+971 501234567');

  await user.click(screen.getByRole('combobox', { name: /^Job/ }));
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: JOB.name }));
  await user.click(screen.getByRole('combobox', { name: /^Origin/ }));
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Sourced' }));
  await user.click(screen.getByRole('button', { name: 'Add candidate' }));
  await waitFor(() => expect(page.location()).toBe('/recruiter/candidate-profile/app-1'));
  expect(api.callsTo('POST /job-applications')[0].body).toMatchObject({ firstName: 'Layla', email: 'layla@example.com', cvFileId: PARSED.cvFileId });
});

test('a CV that cannot be read gets the spec’s message and the form stays to be filled by hand', async () => {
  fakeApi();
  answer = {
    status: 201,
    body: { ...PARSED, parsed: false, message: 'Sorry, we cannot parse this file. Please fill in the form manually.', fields: { firstName: null, lastName: null, emails: [], phones: [], linkedin: null, portfolio: null } },
  };
  renderPage(<AddCandidatePage />, route);
  fireEvent.change(screen.getByTestId('cv-input'), { target: { files: [pdf('scan.pdf')] } });
  expect(await screen.findByText('Sorry, we cannot parse this file. Please fill in the form manually.')).toBeTruthy();
  expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('');
  // The CV is still attached, and can be taken off.
  expect(screen.getByText('CV: Layla Nasser CV.pdf')).toBeTruthy();
});

test('a file of another type is refused before sending, and a server refusal is shown in its words', async () => {
  fakeApi();
  renderPage(<AddCandidatePage />, route);
  const input = screen.getByTestId('cv-input') as HTMLInputElement;
  expect(input.accept).toBe('.pdf,.docx');
  fireEvent.change(input, { target: { files: [new File(['png'], 'photo.png', { type: 'image/png' })] } });
  expect((await screen.findByRole('alert')).textContent).toBe('File must be a PDF or Docx');
  expect(sent).toHaveLength(0);
  answer = { status: 400, body: { statusCode: 400, success: false, message: 'File must be a PDF or Docx', errorCode: 'file-type-not-allowed' } };
  fireEvent.change(input, { target: { files: [pdf('renamed.pdf')] } });
  await waitFor(() => expect(sent).toHaveLength(1));
  expect((await screen.findByRole('alert')).textContent).toBe('File must be a PDF or Docx');
  answer = { status: 500, body: { statusCode: 500, success: false, message: 'Internal server error' } };
  fireEvent.change(input, { target: { files: [pdf('again.pdf')] } });
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Unable to upload CV. Please try again later.'));
});

test('reads in Arabic', async () => {
  fakeApi();
  renderPage(<AddCandidatePage />, { ...route, language: 'ar' });
  expect(screen.getByRole('button', { name: 'رفع السيرة الذاتية' })).toBeTruthy();
});
