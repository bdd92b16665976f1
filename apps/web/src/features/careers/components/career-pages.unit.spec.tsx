import { screen, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { CareerJobPage } from './career-job-page';
import { CareerPage } from './career-page';

const company = { name: 'Acme Robotics', careerName: 'acme-robotics' };
const job = {
  id: '2f0c8c4e-1b7a-4c44-9a57-8d7a1f4f2b10',
  title: 'Backend Engineer (Dubai)',
  departmentName: 'Engineering',
  locationName: 'Dubai',
  positionType: 'FULL_TIME',
  workType: 'HYBRID',
  publishedAt: '2026-11-20T09:00:00.000Z',
};
const jobPage = {
  ...job,
  company,
  open: true,
  description: 'Build the platform.',
  mustHaveRequirements: 'TypeScript',
  niceToHaveRequirements: '',
  keyRequirements: '',
  perksAndBenefits: 'Health insurance',
  jsonLd: { '@type': 'JobPosting', title: 'Backend Engineer (Dubai)', description: '</script><b>x</b>' },
};

describe('career page', () => {
  it('lists the open jobs with their facts and a link to each', async () => {
    installFakeApi({ 'GET /careers/acme-robotics/jobs': { body: { company, items: [job], total: 1, page: 1, take: 20 } } });
    renderPage(<CareerPage />, { path: '/careers/:companyName', url: '/careers/acme-robotics' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers at Acme Robotics' })).toBeTruthy();
    const item = screen.getAllByRole('listitem')[0];
    expect(within(item).getByText('Full time')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View & apply: Backend Engineer (Dubai)' }).getAttribute('href')).toBe(`/careers/acme-robotics/job/${job.id}`);
  });

  it('searches by title and says when nothing matches', async () => {
    const api = installFakeApi({
      'GET /careers/acme-robotics/jobs': ({ query }) => ({
        body: { company, items: query.get('search') ? [] : [job], total: query.get('search') ? 0 : 1, page: 1, take: 20 },
      }),
    });
    const { user } = renderPage(<CareerPage />, { path: '/careers/:companyName', url: '/careers/acme-robotics' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search jobs' }), 'designer{Enter}');
    expect(await screen.findByText('No jobs match your search')).toBeTruthy();
    expect(api.callsTo('GET /careers/acme-robotics/jobs').at(-1)?.query.get('search')).toBe('designer');
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
  });

  it('tells the candidate a closed job no longer accepts applications', async () => {
    installFakeApi({ [`GET /careers/acme-robotics/jobs/${job.id}`]: { body: { ...jobPage, open: false, jsonLd: null } } });
    renderPage(<CareerJobPage />, { path: '/careers/:companyName/job/:id', url: `/careers/acme-robotics/job/${job.id}` });
    expect(await screen.findByText('Job closed')).toBeTruthy();
    expect(screen.getByText('This job is no longer accepting applications.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all jobs' }).getAttribute('href')).toBe('/careers/acme-robotics');
  });
});
