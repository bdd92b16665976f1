import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { ADMIN, listRow } from '../../testing/candidate-filter-panel-fixtures';
import { CandidateListPage } from './candidate-list-page';

// Over 10,000 matching applications the API stops counting and says so (capped); below, counts are exact.
const CAPPED = {
  items: [listRow('a1', 'Amal', 'Counted'), listRow('a2', 'Bilal', 'Counted')],
  total: 10_000,
  page: 1,
  take: 15,
  activeSearchCount: { count: 10_000, capped: true },
  archivedSearchCount: { count: 2_345, capped: false },
  groups: [
    { value: 'PUBLISHED', label: 'PUBLISHED', count: 10_000, capped: true },
    { value: 'CLOSED', label: 'CLOSED', count: 812, capped: false },
  ],
};

const render = (url: string, language: 'en' | 'ar' = 'en') => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /job-applications': { body: CAPPED },
    'GET /company-roles/dropdown': { body: [] },
  });
  return { api, ...renderPage(<CandidateListPage />, { signedIn: true, language, path: '/recruiter/candidates', url }) };
};

test('a capped count reads 10,000+ on its tab, its groups and the pagination; an exact one reads as it is', async () => {
  const { api, user } = render('/recruiter/candidates?page=1&take=15');
  await screen.findByText('Amal Counted');
  expect(screen.getByRole('tab', { name: /Active/ }).textContent).toContain('10,000+');
  // Exact below the cap.
  expect(screen.getByRole('tab', { name: /Archived/ }).textContent).toContain('2,345');
  expect(screen.getByRole('tab', { name: /Archived/ }).textContent).not.toContain('+');
  const groups = screen.getByRole('list', { name: 'Groups in this tab' });
  expect(within(groups).getByText('Published: 10,000+')).toBeTruthy();
  expect(within(groups).getByText('Closed: 812')).toBeTruthy();
  expect(screen.getByText('1–15 of 10,000+')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(api.callsTo('GET /job-applications').at(-1)!.query.get('page')).toBe('2'));
});

test('the pages reach as far as the count: at 15 a page, page 667 (rows 9,991–10,000) is the last one', async () => {
  render('/recruiter/candidates?page=667&take=15');
  await screen.findByText('Amal Counted');
  expect(screen.getByText('9,991–10,000 of 10,000+')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Go to next page' }).hasAttribute('disabled')).toBe(true);
});

test('reads in Arabic', async () => {
  render('/recruiter/candidates?page=1&take=15', 'ar');
  await screen.findByText('Amal Counted');
  expect(screen.getByRole('tab', { name: /النشطون/ }).textContent).toMatch(/أكثر من (10,000|١٠٬٠٠٠)/);
});
