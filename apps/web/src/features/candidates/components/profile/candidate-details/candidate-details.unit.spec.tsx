import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { CandidateContactSection } from './candidate-contact-section';

const CANDIDATE = {
  candidateId: 'c-1',
  revision: 2,
  firstName: 'Maya',
  lastName: 'Khoury',
  emails: [
    { email: 'maya@example.com', primary: true },
    { email: 'maya.work@example.com', primary: false },
  ],
  phones: ['+971 501234567'],
  links: [{ kind: 'linkedin', url: 'https://linkedin.com/in/maya-khoury' }],
  referredBy: { id: 'u2', name: 'Omar Saleh' },
  sourcedBy: null,
  gender: 'Female',
  nationality: 'LB',
  countryOfResidence: 'AE',
  erased: false,
  totalApplications: 2,
  applications: [
    { applicationId: 'app-1', jobId: 'j1', jobName: 'Senior Backend Engineer', stageName: 'Sourced', status: 'ACTIVE' },
    { applicationId: 'app-2', jobId: 'j2', jobName: 'Product Designer', stageName: 'Screening', status: 'ACTIVE' },
  ],
};
const MEMBERS = [
  { id: 'u1', name: 'Rania Haddad', email: 'rania@example.com', confidentialAccess: true },
  { id: 'u2', name: 'Omar Saleh', email: 'omar@example.com', confidentialAccess: false },
];
const OK = { status: 201, body: { id: 'c-1', revision: 3, position: '90' } };
const EDIT = 'POST /job-applications/app-1/candidate';

const fakeApi = (overrides: Record<string, unknown> = {}) =>
  installFakeApi({
    'GET /job-applications/app-1/candidate': { body: CANDIDATE },
    'GET /job-applications/app-1/comments/mentionable-members': { body: MEMBERS },
    [EDIT]: OK,
    ...overrides,
  });

const openDialog = async (user: ReturnType<typeof renderPage>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Edit candidate' }));
  return screen.findByRole('dialog', { name: 'Edit candidate' });
};

describe('the profile’s candidate details', () => {
  test('shows every e-mail (the primary marked), phones, links, referred by, demographics and the applications', async () => {
    fakeApi();
    renderPage(<CandidateContactSection applicationId="app-1" />);
    expect(screen.getByRole('status').textContent).toContain('Loading the candidate’s details');
    const section = await screen.findByRole('region', { name: 'Contact information' });
    expect(within(section).getByRole('link', { name: 'maya@example.com' })).toBeTruthy();
    expect(within(section).getByText('Primary')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'maya.work@example.com' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'https://linkedin.com/in/maya-khoury' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(section).getByText('Omar Saleh')).toBeTruthy();
    expect(within(section).getByText('Female')).toBeTruthy();
    expect(within(section).getByText('Lebanon')).toBeTruthy();
    expect(within(section).getByText('United Arab Emirates')).toBeTruthy();
    expect(within(section).getByText('2')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Product Designer · Screening' }).getAttribute('href')).toBe('/recruiter/candidate-profile/app-2');
  });

  test('reads in Arabic, with empty states for phones and links', async () => {
    fakeApi({ 'GET /job-applications/app-1/candidate': { body: { ...CANDIDATE, phones: [], links: [] } } });
    renderPage(<CandidateContactSection applicationId="app-1" />, { language: 'ar' });
    const section = await screen.findByRole('region', { name: 'معلومات الاتصال' });
    expect(within(section).getByText('لا توجد أرقام هاتف')).toBeTruthy();
    expect(within(section).getByText('لا توجد روابط')).toBeTruthy();
    expect(within(section).getByText('أنثى')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'تعديل المرشح' })).toBeTruthy();
  });

  test('a failed load offers a retry', async () => {
    const api = fakeApi({ 'GET /job-applications/app-1/candidate': apiFailure(500, 'boom') });
    const { user } = renderPage(<CandidateContactSection applicationId="app-1" />);
    expect(await screen.findByText('The candidate’s details could not be loaded.')).toBeTruthy();
    api.answer('GET /job-applications/app-1/candidate', { body: CANDIDATE });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Contact information' })).toBeTruthy();
  });

  test('edits with the keyboard: adds a phone, makes another e-mail primary, sends the whole set with the revision', async () => {
    const api = fakeApi();
    const { user } = renderPage(<CandidateContactSection applicationId="app-1" />);
    const dialog = await openDialog(user);
    // The primary e-mail cannot be removed (spec 02 §5.8).
    expect((within(dialog).getByRole('button', { name: 'Remove email maya@example.com' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Add phone number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone 2' }), '+1 (123) 456-7890');
    await user.click(within(dialog).getByRole('radio', { name: 'Primary email 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove email maya@example.com' }));
    await user.keyboard('{Tab}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(EDIT)).toHaveLength(1));
    expect(api.callsTo(EDIT)[0].body).toEqual({
      firstName: 'Maya',
      lastName: 'Khoury',
      emails: [{ email: 'maya.work@example.com', primary: true }],
      phones: ['+971 501234567', '+1 (123) 456-7890'],
      links: [{ kind: 'linkedin', url: 'https://linkedin.com/in/maya-khoury' }],
      referredById: 'u2',
      sourcedById: null,
      gender: 'Female',
      nationality: 'LB',
      countryOfResidence: 'AE',
      mergeConfirmed: false,
      expectedRevision: 2,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit candidate' })).toBeNull());
  });

  test('checks the shared rules before sending, in the reader’s language', async () => {
    const api = fakeApi();
    const { user } = renderPage(<CandidateContactSection applicationId="app-1" />, { language: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'تعديل المرشح' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل المرشح' });
    await user.click(within(dialog).getByRole('button', { name: 'إضافة رابط' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'الرابط 2' }), 'https://example.org/in/maya');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('يرجى إدخال رابط لينكدإن صالح');
    expect(api.callsTo(EDIT)).toHaveLength(0);
  });

  test('an e-mail another candidate holds asks to confirm the merge, then resends with the same key', async () => {
    const api = fakeApi({
      [EDIT]: {
        status: 409,
        body: {
          message: 'This candidate already exists in your company. 3 applications found. Confirm to merge the candidates.',
          statusCode: 409,
          success: false,
          errorCode: 'candidate-merge-required',
          path: '/api/job-applications/app-1/candidate',
        },
      },
    });
    const { user } = renderPage(<CandidateContactSection applicationId="app-1" />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email 2' }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Merge candidates?' });
    expect(confirm.textContent).toContain('This candidate already exists in your company. 3 applications found.');
    api.answer(EDIT, OK);
    await user.click(within(confirm).getByRole('button', { name: 'Merge candidates' }));
    await waitFor(() => expect(api.callsTo(EDIT)).toHaveLength(2));
    const [first, second] = api.callsTo(EDIT);
    expect((second.body as { mergeConfirmed: boolean }).mergeConfirmed).toBe(true);
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });

  test('an erased candidate cannot be edited', async () => {
    fakeApi({ 'GET /job-applications/app-1/candidate': { body: { ...CANDIDATE, erased: true, emails: [], phones: [], links: [] } } });
    renderPage(<CandidateContactSection applicationId="app-1" />);
    expect(await screen.findByText('This candidate’s personal data was erased.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit candidate' })).toBeNull();
  });
});
