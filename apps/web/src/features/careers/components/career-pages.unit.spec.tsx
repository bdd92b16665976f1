import { screen, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { branding, careerPageOf, job, jobPageOf } from '../testing/career-fixtures';
import { CareerJobPage } from './career-job-page';
import { CareerPage } from './career-page';

const content = careerPageOf([]).content;
const jobPage = jobPageOf({
  mustHaveRequirements: 'TypeScript',
  perksAndBenefits: 'Health insurance',
  jsonLd: { '@type': 'JobPosting', title: 'Backend Engineer (Dubai)', description: '</script><b>x</b>' },
});

describe('career page', () => {
  it('lists the open jobs with their facts and a link to each', async () => {
    installFakeApi({ 'GET /careers/acme-robotics/jobs': { body: careerPageOf([job]) } });
    renderPage(<CareerPage />, { path: '/careers/:companyName', url: '/careers/acme-robotics' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers at Acme Robotics' })).toBeTruthy();
    const item = screen.getAllByRole('listitem')[0];
    expect(within(item).getByText('Full time')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View & apply: Backend Engineer (Dubai)' }).getAttribute('href')).toBe(`/careers/acme-robotics/job/${job.id}`);
  });

  it('searches by title and says when nothing matches', async () => {
    const api = installFakeApi({
      'GET /careers/acme-robotics/jobs': ({ query }) => ({
        body: careerPageOf(query.get('search') ? [] : [job]),
      }),
    });
    const { user } = renderPage(<CareerPage />, { path: '/careers/:companyName', url: '/careers/acme-robotics' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search jobs' }), 'designer{Enter}');
    expect(await screen.findByText('No jobs match your search')).toBeTruthy();
    expect(api.callsTo('GET /careers/acme-robotics/jobs').at(-1)?.query.get('search')).toBe('designer');
  });

  it('shows the banner, text sections and the embedded video, and only a video site’s player', async () => {
    const video = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    installFakeApi({
      'GET /careers/acme-robotics/jobs': { body: careerPageOf([job], { content: { title: 'Build robots with us', subtitle: 'Dubai and remote', videoEmbedUrl: video, bannerUrl: '/api/career-page/x/banner?v=1' } }) },
    });
    renderPage(<CareerPage />, { path: '/careers/:companyName', url: '/careers/acme-robotics?source=meetup' });
    expect(await screen.findByText('Build robots with us')).toBeTruthy();
    expect(screen.getByText('Dubai and remote')).toBeTruthy();
    expect(screen.getByTitle('Video of Acme Robotics').getAttribute('src')).toBe(video);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(branding.faviconUrl);
    // The link's source travels on to the job page and the apply portal.
    expect(screen.getByRole('link', { name: 'View & apply: Backend Engineer (Dubai)' }).getAttribute('href')).toBe(`/careers/acme-robotics/job/${job.id}?source=meetup`);
  });

  it('offers to join the talent pool, even when no job is open', async () => {
    installFakeApi({ 'GET /careers/acme-robotics/jobs': { body: careerPageOf([], { talentPoolJobId: 'pool-1' }) } });
    renderPage(<CareerPage />, { path: '/careers/:companyName', url: '/careers/acme-robotics' });
    expect(await screen.findByText('No open jobs right now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join talent pool' }).getAttribute('href')).toBe('/profile-builder/role/pool-1/user/new');
  });

  it('never frames an address that is not a video site’s player', async () => {
    installFakeApi({ 'GET /careers/acme-robotics/jobs': { body: careerPageOf([], { content: { ...content, videoEmbedUrl: 'https://evil.example/embed/x' } }) } });
    renderPage(<CareerPage />, { path: '/careers/:companyName', url: '/careers/acme-robotics' });
    expect(await screen.findByText('No open jobs right now')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('filters by department and clears the filters from the empty state', async () => {
    const api = installFakeApi({
      'GET /careers/acme-robotics/jobs': ({ query }) => ({
        body: careerPageOf(query.get('departmentId') ? [] : [job], { filters: { departments: [{ id: 'd-1', name: 'Engineering' }], locations: [] } }),
      }),
    });
    const { user } = renderPage(<CareerPage />, { path: '/careers/:companyName', url: '/careers/acme-robotics' });
    await user.click(await screen.findByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'Engineering' }));
    expect(await screen.findByText('No jobs match your search')).toBeTruthy();
    expect(api.callsTo('GET /careers/acme-robotics/jobs').at(-1)?.query.get('departmentId')).toBe('d-1');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'View & apply: Backend Engineer (Dubai)' })).toBeTruthy();
  });

  it('says when there is no such career page, in Arabic too', async () => {
    installFakeApi({ 'GET /careers/nobody/jobs': apiFailure(404, 'Career page not found') });
    renderPage(<CareerPage />, { path: '/careers/:companyName', url: '/careers/nobody', language: 'ar' });
    expect((await screen.findByRole('alert')).textContent).toContain('صفحة الوظائف غير موجودة');
  });
});

describe('career job page', () => {
  it('shows the description sections of an open job', async () => {
    installFakeApi({ [`GET /careers/acme-robotics/jobs/${job.id}`]: { body: jobPage } });
    renderPage(<CareerJobPage />, { path: '/careers/:companyName/job/:id', url: `/careers/acme-robotics/job/${job.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer (Dubai)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Must-have requirements' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Nice-to-have requirements' })).toBeNull();
    expect(screen.queryByText('This job is no longer accepting applications.')).toBeNull();
    const structured = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(structured?.textContent ?? '{}')).toMatchObject({ '@type': 'JobPosting', description: '</script><b>x</b>' });
    expect(structured?.innerHTML).not.toContain('</script>');
    expect(screen.getByRole('link', { name: 'Apply for this job' }).getAttribute('href')).toBe(`/profile-builder/role/${job.id}/user/new`);
  });

  it('tells the candidate a closed job no longer accepts applications', async () => {
    installFakeApi({ [`GET /careers/acme-robotics/jobs/${job.id}`]: { body: { ...jobPage, open: false, jsonLd: null } } });
    renderPage(<CareerJobPage />, { path: '/careers/:companyName/job/:id', url: `/careers/acme-robotics/job/${job.id}` });
    expect(await screen.findByText('Job closed')).toBeTruthy();
    expect(screen.getByText('This job is no longer accepting applications.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all jobs' }).getAttribute('href')).toBe('/careers/acme-robotics');
    expect(screen.queryByRole('link', { name: 'Apply for this job' })).toBeNull();
  });
});
