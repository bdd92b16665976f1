import { screen, waitFor } from '@testing-library/react';
import { apiFailure, installFakeApi, type FakeAnswer } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { CareerJobPage } from './career-job-page';
import { ShareCareersPage } from './share-careers-page';

const company = { id: '9a57d8a1-1b7a-4c44-9a57-2f0c8c4e1b7a', name: 'Acme Robotics', careerName: 'acme-robotics' };
const branding = { brandName: 'Acme Robotics', primaryColour: '#0b5d1e', language: 'en', logoUrl: null, squareLogoUrl: null, faviconUrl: null };
const JOB = '2f0c8c4e-1b7a-4c44-9a57-8d7a1f4f2b10';
const job = {
  id: JOB,
  title: 'Backend Engineer (Dubai)',
  departmentName: 'Engineering',
  locationName: 'Dubai',
  positionType: 'FULL_TIME',
  workType: 'HYBRID',
  publishedAt: '2026-11-20T09:00:00.000Z',
  company,
  branding,
  open: true,
  description: 'Build the platform.',
  mustHaveRequirements: '',
  niceToHaveRequirements: '',
  keyRequirements: '',
  perksAndBenefits: '',
  jsonLd: null,
};
const page = { company, branding, content: { title: '', subtitle: '', videoEmbedUrl: null, bannerUrl: null }, filters: { departments: [], locations: [] }, talentPoolJobId: null, items: [], total: 0, page: 1, take: 20 };

const PATH = '/share/careers';

describe('shared career link', () => {
  it('sends the visitor on to the shared job, keeping the link’s source for the apply portal', async () => {
    const api = installFakeApi({ [`GET /careers/acme-robotics/jobs/${JOB}`]: { body: job } });
    const { location } = renderPage(<ShareCareersPage />, { path: PATH, url: `/share/careers?company=acme-robotics&job=${JOB}&source=LinkedIn` });
    await waitFor(() => expect(location()).toBe(`/careers/acme-robotics/job/${JOB}?source=LinkedIn`));
    // A public read: no token of either kind.
    expect(api.callsTo(`GET /careers/acme-robotics/jobs/${JOB}`)[0]!.headers.Authorization).toBeUndefined();
  });

  it('sends the visitor on to the career page when the link names only the company', async () => {
    installFakeApi({ 'GET /careers/acme-robotics/jobs': { body: page } });
    const { location } = renderPage(<ShareCareersPage />, { path: PATH, url: '/share/careers?company=acme-robotics' });
    await waitFor(() => expect(location()).toBe('/careers/acme-robotics'));
  });

  it('leads to the company’s jobs when the shared job is gone', async () => {
    installFakeApi({ [`GET /careers/acme-robotics/jobs/${JOB}`]: apiFailure(404, 'Job not found') });
    const { location } = renderPage(<ShareCareersPage />, { path: PATH, url: `/share/careers?company=acme-robotics&job=${JOB}&source=Custom` });
    await waitFor(() => expect(location()).toBe('/careers/acme-robotics?source=Custom'));
  });

  it('says there is no such career page for an unknown company or a link without one', async () => {
    installFakeApi({ 'GET /careers/nobody/jobs': apiFailure(404, 'Career page not found') });
    const first = renderPage(<ShareCareersPage />, { path: PATH, url: '/share/careers?company=nobody' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Career page not found'));
    expect(first.location()).toBe('/share/careers?company=nobody');
    first.unmount();

    const api = installFakeApi();
    renderPage(<ShareCareersPage />, { path: PATH, url: '/share/careers' });
    expect(screen.getByRole('alert').textContent).toContain('Career page not found');
    expect(api.calls).toHaveLength(0);
  });

  it('offers a retry when the career page cannot be read', async () => {
    let down = true;
    installFakeApi({ 'GET /careers/acme-robotics/jobs': () => (down ? apiFailure(500, 'Internal server error') : { body: page }) });
    const { user, location } = renderPage(<ShareCareersPage />, { path: PATH, url: '/share/careers?company=acme-robotics' });
    // After the query's own retry of a server error.
    expect(await screen.findByText('The career page could not be loaded', undefined, { timeout: 5000 })).toBeTruthy();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location()).toBe('/careers/acme-robotics'));
  });

  it('says what it is doing while it reads the link, and its not-found, in Arabic', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    installFakeApi({ 'GET /careers/acme-robotics/jobs': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const first = renderPage(<ShareCareersPage />, { path: PATH, url: '/share/careers?company=acme-robotics', language: 'ar' });
    expect(await screen.findByText('جارٍ فتح صفحة الوظائف…')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    answer({ body: page });
    await waitFor(() => expect(first.location()).toBe('/careers/acme-robotics'));
    first.unmount();

    installFakeApi({ 'GET /careers/nobody/jobs': apiFailure(404, 'Career page not found') });
    renderPage(<ShareCareersPage />, { path: PATH, url: '/share/careers?company=nobody', language: 'ar' });
    expect((await screen.findByRole('alert')).textContent).toContain('صفحة الوظائف غير موجودة');
  });

  it('is what the job page’s “Share job” copies', async () => {
    installFakeApi({ [`GET /careers/acme-robotics/jobs/${JOB}`]: { body: job } });
    const { user } = renderPage(<CareerJobPage />, { path: '/careers/:companyName/job/:id', url: `/careers/acme-robotics/job/${JOB}?source=LinkedIn` });
    await user.click(await screen.findByRole('button', { name: 'Share job' }));
    // The visitor's own source is not passed on: whoever opens the shared link came by the share.
    expect(await screen.findByText('Copied to clipboard')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/share/careers?company=acme-robotics&job=${JOB}`);
  });
});
