import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { offersAr } from '../messages/ar';
import { CompanyOffersPage, filtersOf } from './company-offers-page';

const OFFER = {
  offerId: 'o1',
  applicationId: 'a1',
  jobId: 'j1',
  jobName: 'Backend Engineer',
  candidateName: 'Salma Haddad',
  templateName: 'Standard offer',
  requisitionId: null,
  status: 'CANDIDATE_SIGNED',
  createdAt: '2026-11-20T09:00:00.000Z',
  sentAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
};
const JOBS = [
  { id: 'j1', name: 'Backend Engineer', status: 'PUBLISHED' },
  { id: 'j2', name: 'Designer', status: 'PUBLISHED' },
];

test('reads its filters from the URL: a job, statuses (unknown ones dropped) and a page', () => {
  expect(filtersOf(new URLSearchParams('jobId=j1&status=CANDIDATE_SIGNED&status=NOPE&page=3'))).toEqual({
    jobId: 'j1',
    statuses: ['CANDIDATE_SIGNED'],
    page: 3,
  });
  expect(filtersOf(new URLSearchParams('page=-2'))).toEqual({ jobId: null, statuses: [], page: 1 });
});

test('lists the company’s offers with links to the candidate and the offer, and filters by job', async () => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    'GET /company-roles/dropdown': { body: JOBS },
    'GET /offers': (request) => ({ body: { items: request.query.get('jobId') === 'j2' ? [] : [OFFER], total: request.query.get('jobId') === 'j2' ? 0 : 1, page: 1, take: 20 } }),
  });
  const { user } = renderPage(<CompanyOffersPage />, { signedIn: true, path: '/recruiter/offers' });
  const row = await screen.findByRole('row', { name: /Salma Haddad/ });
  expect(within(row).getByRole('link', { name: 'Salma Haddad' }).getAttribute('href')).toBe('/recruiter/candidate-profile/a1');
  expect(within(row).getByRole('link', { name: /Standard offer/ }).getAttribute('href')).toBe(
    '/recruiter/offers/view-offer-details/jobRole/j1/jobApplication/a1/offer/o1',
  );
  expect(row.textContent).toContain('Candidate Signed');
  expect(api.callsTo('GET /offers')[0]!.query.get('take')).toBe('20');

  await user.click(screen.getByRole('combobox', { name: 'Job' }));
  await user.click(await screen.findByRole('option', { name: 'Designer' }));
  expect(await screen.findByText('No offers match these filters')).toBeTruthy();
  await waitFor(() => expect(api.callsTo('GET /offers').some((call) => call.query.get('jobId') === 'j2')).toBe(true));
});

test('says so when the company has no offers, in Arabic too', async () => {
  installFakeApi({
    'GET /users/me': { body: ADMIN_USER },
    'GET /company-roles/dropdown': { body: JOBS },
    'GET /offers': { body: { items: [], total: 0, page: 1, take: 20 } },
  });
  renderPage(<CompanyOffersPage />, { signedIn: true, language: 'ar', path: '/recruiter/offers' });
  expect(await screen.findByText(offersAr['offers.list.empty'])).toBeTruthy();
  expect(screen.getByRole('heading', { name: offersAr['offers.list.title'] })).toBeTruthy();
});
