import { screen } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { readCriteria, writeCriteria } from '../../hooks/use-candidate-list-criteria';
import { renderPanel as renderFilterPanel } from '../../testing/candidate-filter-panel-fixtures';

const option = (value: string, label: string, count: number) => ({ value, label, count });
const OPTIONS = {
  activeSearchCount: { count: 3 },
  archivedSearchCount: { count: 0 },
  jobs: [],
  stages: [],
  statuses: [],
  archivalReasons: [],
  owners: [],
  origin: [option('agency', 'agency', 3)],
  source: [],
  tags: [],
  frequentTags: [],
  jobStatuses: [],
  jobOwners: [],
  locations: [],
  departments: [],
  referredBy: [],
  sourcedBy: [],
  agency: [option('ag-1', 'TalentBridge', 2), option('ag-2', 'Gulf Hires', 1)],
  customFields: [],
  candidateResponseFilter: false,
  candidateResponses: [],
};

const renderPanel = (language: 'en' | 'ar', url = '/recruiter/candidates') => {
  installFakeApi({ 'GET /job-applications/filters': { body: OPTIONS } });
  return renderFilterPanel(language, url);
};

/** Spec 02 §3.9: `agency` is a base filter, its options the tab's agencies with their counts, ids joined with ','. */
describe('the candidate list’s agency filter', () => {
  test('offers the agencies with their counts and passes the chosen ids on', async () => {
    const { user, changes } = renderPanel('en');
    await user.click(await screen.findByLabelText('Agency'));
    expect(await screen.findByText('Gulf Hires (1)')).toBeTruthy();
    await user.click(screen.getByText('TalentBridge (2)'));
    expect(changes).toContainEqual({ agency: ['ag-1'] });
  });

  test('keeps the chosen agencies in the URL at the API’s name, joined with a comma', () => {
    expect(writeCriteria(new URLSearchParams(), { agency: ['ag-1', 'ag-2'] }).get('agency')).toBe('ag-1,ag-2');
    expect(readCriteria(new URLSearchParams('agency=ag-1,ag-2')).agency).toEqual(['ag-1', 'ag-2']);
  });

  test('is named in Arabic', async () => {
    renderPanel('ar');
    expect(await screen.findByLabelText('الوكالة')).toBeTruthy();
  });
});
