import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { criteriaQuery, readCriteria, writeCriteria, type CandidateListCriteria } from '../../hooks/use-candidate-list-criteria';
import { CandidateFilterPanel } from './candidate-filter-panel';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'], permissionV2: ['COMPANY::*'] };

const question = (questionId: string, title: string, answerType: string, extra: object = {}) => ({
  questionId,
  title,
  answerType,
  options: [],
  currency: null,
  confidential: false,
  stageId: 's1',
  stageName: 'Application',
  ...extra,
});
const QUESTIONS = [
  question('stack', 'Which do you use?', 'MULTI_SELECT', { options: ['TypeScript', 'Go', 'Rust'] }),
  question('years', 'Years of experience?', 'NUMERIC'),
  question('salary', 'Expected salary?', 'CURRENCY', { currency: 'AED' }),
  question('relocate', 'Can you relocate?', 'YES_NO'),
  question('city', 'Your city?', 'SINGLE_LINE_TEXT'),
];
const OPTIONS = {
  activeSearchCount: { count: 2 },
  archivedSearchCount: { count: 0 },
  jobs: [],
  stages: [],
  statuses: [],
  archivalReasons: [],
  owners: [],
  origin: [],
  source: [],
  tags: [],
  frequentTags: [],
  jobStatuses: [],
  jobOwners: [],
  locations: [],
  departments: [],
  referredBy: [],
  sourcedBy: [],
  customFields: [],
};

const fakeApi = (offered = true) =>
  installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /job-applications/filters': ({ query }) => ({
      body: {
        ...OPTIONS,
        // As the API answers: the questions only with exactly one job selected.
        ...(offered && query.getAll('jobRoleIds').join(',').split(',').filter(Boolean).length === 1
          ? { candidateResponseFilter: true, candidateResponses: QUESTIONS }
          : { candidateResponseFilter: false, candidateResponses: [] }),
      },
    }),
  });

/** The panel over criteria kept as the page keeps them (written to and read from search parameters). */
const renderPanel = ({ jobRoleIds = ['j1'], search = '', language = 'en' as 'en' | 'ar' } = {}) => {
  const changes: Array<Partial<CandidateListCriteria>> = [];
  let params = new URLSearchParams(search);
  const Harness = () => {
    const [criteria, setCriteria] = useState(() => readCriteria(params));
    return (
      <CandidateFilterPanel
        filters={{ jobRoleIds, stages: [], active: true, nameOrEmail: '', page: 1, take: 15, criteria }}
        onChange={(change) => {
          changes.push(change);
          params = writeCriteria(params, change);
          setCriteria(readCriteria(params));
        }}
      />
    );
  };
  const rendered = renderPage(<Harness />, { signedIn: true, language, path: '/recruiter/candidates', url: '/recruiter/candidates' });
  return { ...rendered, changes, params: () => params };
};

const lastResponses = (changes: Array<Partial<CandidateListCriteria>>) =>
  changes.filter((change) => 'candidateResponseFilters' in change).at(-1)?.candidateResponseFilters;

// Label and text queries rather than role queries: the panel's many MUI fields make role queries slow in jsdom.
test('offers no candidate-response section unless exactly one job is selected', async () => {
  const api = fakeApi();
  renderPanel({ jobRoleIds: ['j1', 'j2'] });
  await waitFor(() => expect(api.callsTo('GET /job-applications/filters').length).toBeGreaterThan(0));
  expect(screen.getByText('Base filters')).toBeTruthy();
  expect(screen.queryByText('Candidate responses')).toBeNull();
});

test('says so when the selected job asks no questions', async () => {
  fakeApi(false);
  const { user } = renderPanel();
  await user.click(await screen.findByText('Candidate responses'));
  expect(await screen.findByText('This job’s stages ask no questions to filter by.')).toBeTruthy();
});

test('filters by the options of a question picked from the selected job, several questions together', async () => {
  fakeApi();
  const { user, changes, params } = renderPanel();
  await user.click(await screen.findByText('Candidate responses'));
  await user.click(await screen.findByLabelText('Question'));
  await user.click(await screen.findByText('Which do you use? (Application)'));
  // Picked, not yet answered: shown, filtering nothing.
  const row = await screen.findByRole('group', { name: 'Which do you use?' });
  expect(changes).toEqual([]);
  await user.click(within(row).getByLabelText('Answers'));
  await user.click(await screen.findByText('Go'));
  expect(lastResponses(changes)).toEqual([{ questionId: 'stack', values: ['Go'] }]);

  await user.click(screen.getByLabelText('Question'));
  await user.click(await screen.findByText('Can you relocate? (Application)'));
  await user.click(within(await screen.findByRole('group', { name: 'Can you relocate?' })).getByLabelText('Answers'));
  await user.click(await screen.findByText('No'));
  expect(lastResponses(changes)).toEqual([
    { questionId: 'stack', values: ['Go'] },
    { questionId: 'relocate', values: ['false'] },
  ]);
  // Kept in the URL at the API's name, as-is JSON, and sent so.
  const read = readCriteria(params());
  expect(JSON.parse(params().get('candidateResponseFilters')!)).toEqual([
    { questionId: 'stack', values: ['Go'] },
    { questionId: 'relocate', values: ['false'] },
  ]);
  expect(JSON.parse(criteriaQuery(read).candidateResponseFilters as string)).toHaveLength(2);
});

test('filters a number by a range applied on leaving the field, and refuses a reversed range', async () => {
  fakeApi();
  const { user, changes } = renderPanel();
  await user.click(await screen.findByText('Candidate responses'));
  await user.click(await screen.findByLabelText('Question'));
  await user.click(await screen.findByText('Expected salary? (Application)'));
  const row = await screen.findByRole('group', { name: 'Expected salary?' });
  const min = within(row).getByLabelText('At least (AED)');
  const max = within(row).getByLabelText('At most (AED)');
  fireEvent.change(min, { target: { value: '30000' } });
  fireEvent.blur(min);
  expect(lastResponses(changes)).toEqual([{ questionId: 'salary', min: 30000 }]);
  fireEvent.change(max, { target: { value: '100' } });
  fireEvent.blur(max);
  expect(await within(row).findByText('“At least” cannot be more than “At most”')).toBeTruthy();
  expect(lastResponses(changes)).toEqual([{ questionId: 'salary', min: 30000 }]);
  fireEvent.change(max, { target: { value: '50000' } });
  fireEvent.keyDown(max, { key: 'Enter' });
  expect(lastResponses(changes)).toEqual([{ questionId: 'salary', min: 30000, max: 50000 }]);
});

test('opens with the URL’s response filters, names a question the job no longer asks, and removes filters', async () => {
  fakeApi();
  const search = `candidateResponseFilters=${encodeURIComponent(JSON.stringify([{ questionId: 'relocate', values: ['true'] }, { questionId: 'gone', values: ['x'] }]))}`;
  const { user, changes } = renderPanel({ search });
  // Set filters open the section.
  const row = await screen.findByRole('group', { name: 'Can you relocate?' });
  expect(within(row).getByText('Yes')).toBeTruthy();
  expect(screen.getByRole('group', { name: 'A question no longer asked' })).toBeTruthy();
  await user.click(screen.getByLabelText('Remove the filter on “A question no longer asked”'));
  expect(lastResponses(changes)).toEqual([{ questionId: 'relocate', values: ['true'] }]);
  await user.click(screen.getByLabelText('Remove the filter on “Can you relocate?”'));
  expect(lastResponses(changes)).toEqual([]);
});

test('reads the response filters from the URL leniently and writes only those that filter', () => {
  const read = readCriteria(
    new URLSearchParams(
      `candidateResponseFilters=${encodeURIComponent(
        JSON.stringify([{ questionId: 'years', min: 3 }, { questionId: 'stack', values: [] }, { questionId: 'x', min: 'a' }, { values: ['y'] }, 'nope']),
      )}`,
    ),
  );
  expect(read.candidateResponseFilters).toEqual([{ questionId: 'years', min: 3 }]);
  expect(readCriteria(new URLSearchParams('candidateResponseFilters=%7Bbroken')).candidateResponseFilters).toEqual([]);
  const written = writeCriteria(new URLSearchParams(), { candidateResponseFilters: [{ questionId: 'stack', values: [] }] });
  expect(written.has('candidateResponseFilters')).toBe(false);
});

// Last: a first right-to-left render makes every later MUI popup in this file far slower in jsdom.
test('shows the candidate-response section in Arabic', async () => {
  fakeApi();
  const { user } = renderPanel({ language: 'ar' });
  await user.click(await screen.findByText('إجابات المرشحين'));
  await user.click(await screen.findByLabelText('السؤال'));
  expect(await screen.findByText('Which do you use? (Application)')).toBeTruthy();
});
