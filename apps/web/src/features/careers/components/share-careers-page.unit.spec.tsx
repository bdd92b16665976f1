import { screen, waitFor } from '@testing-library/react';
import { apiFailure, installFakeApi, type FakeAnswer } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { careerPageOf, job, jobPageOf } from '../testing/career-fixtures';
import { CareerJobPage } from './career-job-page';
import { ShareCareersPage } from './share-careers-page';

const JOB = job.id;
const jobPage = jobPageOf();
const page = careerPageOf([]);

const PATH = '/share/careers';

describe('shared career link', () => {
  it('sends the visitor on to the shared job, keeping the link’s source for the apply portal', async () => {
    const api = installFakeApi({ [`GET /careers/acme-robotics/jobs/${JOB}`]: { body: jobPage } });
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
    installFakeApi({ [`GET /careers/acme-robotics/jobs/${JOB}`]: { body: jobPage } });
    const { user } = renderPage(<CareerJobPage />, { path: '/careers/:companyName/job/:id', url: `/careers/acme-robotics/job/${JOB}?source=LinkedIn` });
    await user.click(await screen.findByRole('button', { name: 'Share job' }));
    // The visitor's own source is not passed on: whoever opens the shared link came by the share.
    expect(await screen.findByText('Copied to clipboard')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/share/careers?company=acme-robotics&job=${JOB}`);
  });
});
