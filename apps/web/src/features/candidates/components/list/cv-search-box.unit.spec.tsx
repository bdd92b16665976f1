import { act, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { useState } from 'react';
import { renderPage } from '@ats/web/testing/render-page';
import type { CvSearch } from '../../hooks/use-candidate-list-params';
import { CandidateListPage } from './candidate-list-page';
import { CvSearchBox } from './cv-search-box';

const searches: Array<CvSearch | null> = [];
const Harness = ({ initial = null }: { initial?: CvSearch | null }) => {
  const [value, setValue] = useState<CvSearch | null>(initial);
  return (
    <CvSearchBox
      value={value}
      onChange={(next) => {
        searches.push(next);
        setValue(next);
      }}
    />
  );
};
const route = { path: '/recruiter/candidates', signedIn: true };

beforeEach(() => {
  searches.length = 0;
});

test('searching without a term says so and searches nothing', async () => {
  const { user } = renderPage(<Harness />, route);
  await user.click(screen.getByRole('button', { name: 'Search CVs' }));
  expect(await screen.findByText('Add at least one search term')).toBeTruthy();
  expect(searches).toEqual([]);
});

test('terms become chips (Enter, or commas), include all by default, include any on the toggle', async () => {
  const { user } = renderPage(<Harness />, route);
  const term = screen.getByRole('textbox', { name: 'Word or phrase in the CV' });
  await user.type(term, 'Kubernetes{Enter}');
  await user.type(term, ' React , PostgreSQL ');
  await user.click(screen.getByRole('button', { name: 'Add term' }));
  expect(screen.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Kubernetes', 'React', 'PostgreSQL']);
  await user.click(screen.getByRole('button', { name: 'Search CVs' }));
  expect(searches.at(-1)).toEqual({ cvFilterType: 'INCLUDES_ALL', cvSearchItems: ['Kubernetes', 'React', 'PostgreSQL'] });
  await user.click(screen.getByRole('button', { name: 'Include any' }));
  expect(searches.at(-1)).toEqual({ cvFilterType: 'INCLUDES_ANY', cvSearchItems: ['Kubernetes', 'React', 'PostgreSQL'] });
  await user.click(screen.getByRole('button', { name: 'Clear CV search' }));
  expect(searches.at(-1)).toBeNull();
  await waitFor(() => expect(screen.queryAllByRole('listitem')).toHaveLength(0));
});

test('shows the applied search from the URL, and removing its last chip clears it', async () => {
  const { user } = renderPage(<Harness initial={{ cvFilterType: 'INCLUDES_ANY', cvSearchItems: ['Go'] }} />, route);
  expect(screen.getByRole('button', { name: 'Include any' }).getAttribute('aria-pressed')).toBe('true');
  const chip = screen.getByRole('listitem');
  act(() => chip.focus());
  await user.keyboard('{Backspace}');
  expect(searches.at(-1)).toBeNull();
});

test('reads in Arabic', () => {
  renderPage(<Harness />, { ...route, language: 'ar' });
  expect(screen.getByRole('button', { name: 'ابحث في السير الذاتية' })).toBeTruthy();
});

test('the list asks the API with the URL’s CV search, and a search from the box goes to the URL and the API', async () => {
  const list = { items: [], total: 0, page: 1, take: 15, activeSearchCount: { count: 0 }, archivedSearchCount: { count: 0 } };
  const api = installFakeApi({ 'GET /job-applications': { body: list }, 'GET /company-roles/dropdown': { body: [] } });
  const { user } = renderPage(<CandidateListPage />, { path: '/recruiter/candidates', url: '/recruiter/candidates?cvFilterType=INCLUDES_ANY&cvSearchItems=React,Go', signedIn: true });
  await waitFor(() => expect(api.callsTo('GET /job-applications').length).toBeGreaterThan(0));
  const first = api.callsTo('GET /job-applications')[0].query;
  expect([first.get('cvFilterType'), first.get('cvSearchItems')]).toEqual(['INCLUDES_ANY', 'React,Go']);
  // A CV search is a filter: nobody found is 'no match', with a Clear that clears it too.
  expect(await screen.findByText('No candidates match these filters')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Include all' }));
  await waitFor(() => expect(api.callsTo('GET /job-applications').at(-1)!.query.get('cvFilterType')).toBe('INCLUDES_ALL'));
  expect(api.callsTo('GET /job-applications').at(-1)!.query.get('cvSearchItems')).toBe('React,Go');
});
