import { act, screen, within } from '@testing-library/react';
import { storeTokens } from '@ats/web/app/auth/token-store';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { installFakeUpload } from '@ats/web/testing/fake-upload';
import { renderPage } from '@ats/web/testing/render-page';
import { ApplyPortalPage } from './apply-portal-page';
import { JobClosedPage, JobNotFoundPage } from './apply-portal-status-pages';

const JOB_ID = '2f0c8c4e-1b7a-4c44-9a57-8d7a1f4f2b10';
const CANDIDATE = '7d8a1f4f-2b10-4c44-9a57-2f0c8c4e1b7a';
const PATH = '/profile-builder/role/:roleId/user/:userId';
const jobForm = (overrides: Record<string, unknown> = {}) => ({
  jobId: JOB_ID,
  title: 'Backend Engineer',
  open: true,
  companyName: 'Acme Robotics',
  careerName: 'acme-robotics',
  branding: { brandName: 'Acme', primaryColour: '#1565c0', language: 'en', logoUrl: null, squareLogoUrl: null, faviconUrl: '/favicon.ico' },
  form: { linkedInLink: 'MANDATORY', portfolioLink: 'OFF', askGender: true, askNationality: false },
  customFields: [],
  ...overrides,
});
/** A candidate token whose subject is `sub` (the page reads only that). */
const candidateToken = (sub: string) => `x.${btoa(JSON.stringify({ sub, kind: 'candidate' }))}.y`;
const signInAs = (sub: string) => act(() => storeTokens('candidate', { accessToken: candidateToken(sub), refreshToken: 'r' }));

describe('apply portal', () => {
  it('asks for the e-mail, then the code, and shows nothing before; the code opens the candidate’s session', async () => {
    const api = installFakeApi({
      [`GET /apply-portal/jobs/${JOB_ID}`]: { body: jobForm() },
      'POST /auth/candidate/get-or-create': { body: { status: 'OTP_SENT', candidateUserId: CANDIDATE } },
      'POST /auth/candidate/verify': apiFailure(400, 'Invalid verification code'),
    });
    const { user, location } = renderPage(<ApplyPortalPage />, { path: PATH, url: `/profile-builder/role/${JOB_ID}/user/new?source=xml-feed` });
    expect(await screen.findByRole('heading', { level: 1, name: 'You deserve the best' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(api.callsTo('POST /auth/candidate/get-or-create')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'layla@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to layla@example.com. Enter it to continue.')).toBeTruthy();
    expect(api.callsTo('GET /apply-portal/applications')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid verification code')).toBeTruthy();

    api.answer('POST /auth/candidate/verify', { body: { status: 'VERIFIED', candidateUserId: CANDIDATE, token: { accessToken: candidateToken(CANDIDATE), refreshToken: 'r' } } });
    api.answer('GET /apply-portal/applications', { body: { items: [] } });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Only now, with the candidate's own token, the form (and their applications) show.
    expect(await screen.findByRole('heading', { name: 'Basic information' })).toBeTruthy();
    expect(location()).toBe(`/profile-builder/role/${JOB_ID}/user/${CANDIDATE}?source=xml-feed`);
    expect(api.callsTo('GET /apply-portal/applications')[0]?.headers.Authorization).toBe(`Bearer ${candidateToken(CANDIDATE)}`);
    expect(api.callsTo('POST /auth/candidate/verify').at(-1)?.body).toEqual({ candidateUserId: CANDIDATE, otp: '123456' });
  });

  it('asks a candidate with ongoing applications to pick one, or apply for this job', async () => {
    installFakeApi({
      [`GET /apply-portal/jobs/${JOB_ID}`]: { body: jobForm() },
      'GET /apply-portal/applications': {
        body: { items: [{ applicationId: 'a-1', jobId: 'other-job', jobName: 'Designer', companyName: 'Acme Robotics', stageName: 'Screening', appliedAt: '2026-11-01T00:00:00Z' }] },
      },
    });
    const { user } = renderPage(<ApplyPortalPage />, { path: PATH, url: `/profile-builder/role/${JOB_ID}/user/${CANDIDATE}` });
    signInAs(CANDIDATE);
    expect(await screen.findByRole('heading', { name: 'Your ongoing applications' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a job application to continue.');
    await user.click(screen.getByRole('button', { name: 'Apply for this job' }));
    expect(await screen.findByRole('heading', { name: 'Basic information' })).toBeTruthy();
  });

  it('fills the form from the CV, checks it against the job’s settings and applies with the link’s source', async () => {
    const api = installFakeApi({
      [`GET /apply-portal/jobs/${JOB_ID}`]: { body: jobForm() },
      'GET /apply-portal/applications': { body: { items: [] } },
      [`POST /apply-portal/jobs/${JOB_ID}/applications`]: { status: 201, body: { id: 'app-1', revision: 0, position: '1' } },
    });
    const uploads = installFakeUpload(() => ({
      status: 200,
      body: {
        cvFileId: 'cv-1',
        fileName: 'Layla CV.pdf',
        parsed: true,
        message: null,
        fields: { firstName: 'Layla', lastName: 'Nasser', emails: [], phones: ['+971 501234567'], linkedin: null, portfolio: null },
      },
    }));
    const { user } = renderPage(<ApplyPortalPage />, { path: PATH, url: `/profile-builder/role/${JOB_ID}/user/${CANDIDATE}?source=meetup` });
    signInAs(CANDIDATE);
    await screen.findByRole('heading', { name: 'Basic information' });

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please upload CV to continue')).toBeTruthy();
    expect(api.callsTo(`POST /apply-portal/jobs/${JOB_ID}/applications`)).toHaveLength(0);

    await user.upload(screen.getByTestId('apply-cv-input'), new File(['%PDF'], 'Layla CV.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/CV uploaded successfully! We filled in what it says./)).toBeTruthy();
    expect(uploads[0]?.url).toBe(`/api/apply-portal/jobs/${JOB_ID}/cv`);
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Layla');

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    // LinkedIn is Mandatory for this job, Gender is asked, and the country of residence always.
    expect(await screen.findAllByText('Please enter all mandatory fields')).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: 'LinkedIn link' }), 'https://example.com/layla');
    await user.type(screen.getByRole('textbox', { name: 'Country of residence' }), 'United Arab Emirates');
    await user.click(screen.getByRole('combobox', { name: 'Gender' }));
    await user.click(await screen.findByRole('option', { name: 'Prefer not to say' }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please enter a valid linkedin url')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'LinkedIn link' }));
    await user.type(screen.getByRole('textbox', { name: 'LinkedIn link' }), 'https://www.linkedin.com/in/layla-nasser');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Application submitted')).toBeTruthy();
    expect(api.callsTo(`POST /apply-portal/jobs/${JOB_ID}/applications`)[0]?.body).toMatchObject({
      firstName: 'Layla',
      lastName: 'Nasser',
      phone: '+971 501234567',
      linkedIn: 'https://www.linkedin.com/in/layla-nasser',
      gender: 'Prefer not to say',
      countryOfResidence: 'United Arab Emirates',
      cvFileId: 'cv-1',
      source: 'meetup',
    });
  });

  it('keeps the CV when the reader fails and says autofill is unavailable; an upload failure shows the network guide', async () => {
    installFakeApi({ [`GET /apply-portal/jobs/${JOB_ID}`]: { body: jobForm() }, 'GET /apply-portal/applications': { body: { items: [] } } });
    let fail = false;
    installFakeUpload(() =>
      fail
        ? { status: 500, body: { message: null, statusCode: 500 } }
        : {
            status: 200,
            body: {
              cvFileId: 'cv-2',
              fileName: 'scan.pdf',
              parsed: false,
              message: 'CV uploaded successfully! Auto-fill feature is temporarily unavailable...',
              fields: { firstName: null, lastName: null, emails: [], phones: [], linkedin: null, portfolio: null },
            },
          },
    );
    const { user } = renderPage(<ApplyPortalPage />, { path: PATH, url: `/profile-builder/role/${JOB_ID}/user/${CANDIDATE}`, language: 'ar' });
    signInAs(CANDIDATE);
    const input = await screen.findByTestId('apply-cv-input');
    await user.upload(input, new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/ميزة التعبئة التلقائية غير متاحة مؤقتًا/)).toBeTruthy();
    fail = true;
    await user.upload(input, new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    const guide = await screen.findByText('هل تواجه مشكلة في التحميل؟');
    expect(within(guide.closest('[role="alert"], .MuiAlert-root') as HTMLElement).getByText('أوقف تشغيل VPN.')).toBeTruthy();
  });

  it('sends a job that is gone to “Sorry :(” and a closed one to “Job Closed”', async () => {
    installFakeApi({ [`GET /apply-portal/jobs/${JOB_ID}`]: apiFailure(404, 'The page you are looking for is not found') });
    const gone = renderPage(<ApplyPortalPage />, { path: PATH, url: `/profile-builder/role/${JOB_ID}/user/new` });
    await screen.findByText('elsewhere');
    expect(gone.location()).toBe('/profile-builder/role/job-not-found');
    gone.unmount();

    installFakeApi({ [`GET /apply-portal/jobs/${JOB_ID}`]: { body: jobForm({ open: false }) } });
    const closed = renderPage(<ApplyPortalPage />, { path: PATH, url: `/profile-builder/role/${JOB_ID}/user/new` });
    await screen.findByText('elsewhere');
    expect(closed.location()).toBe('/job-closed');
  });

  it('words the status pages as the spec does, in Arabic too', async () => {
    const notFound = renderPage(<JobNotFoundPage />, { path: '/profile-builder/role/job-not-found' });
    expect(screen.getByText('Sorry :(')).toBeTruthy();
    expect(screen.getByText('The page you are looking for is not found')).toBeTruthy();
    notFound.unmount();
    renderPage(<JobClosedPage />, { path: '/job-closed', language: 'ar' });
    expect(screen.getByText('الوظيفة مغلقة')).toBeTruthy();
    expect(screen.getByText('لم تعد هذه الوظيفة تستقبل طلبات.')).toBeTruthy();
  });
});
