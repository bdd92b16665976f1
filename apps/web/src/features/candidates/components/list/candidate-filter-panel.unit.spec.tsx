import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, lastCall, renderListPage as render, renderPanel } from '@ats/web/features/candidates/testing/candidate-filter-panel-fixtures';
import { criteriaQuery, readCriteria, writeCriteria } from '../../hooks/use-candidate-list-criteria';


// The page's and the panel's fields are found by their labels and texts, and their roles read from the element:
// role queries compute the accessible name of every MUI field and button of the page, which took jsdom tens of
// seconds per query on a busy machine.
/** The toolbar's button that opens and closes the panel, by its words. */
const toggle = (name: string) => {
  const button = screen.getByText(name).closest('button');
  expect(button?.getAttribute('aria-controls')).toBeTruthy();
  return button!;
};
/** A field found by its label, which must be a combobox. */
const combobox = (element: HTMLElement) => {
  expect(element.getAttribute('role')).toBe('combobox');
  return element;
};

test('opens from a getting-started link with its statuses, tab and paging, and keeps via and bulkActionApplications out of the API call', async () => {
  const api = fakeApi();
  render('/recruiter/candidates?statuses=TO_REVIEW&active=true&page=1&take=15&via=getting-started&bulkActionApplications=failed');
  await screen.findByText('Amal Filter');
  const query = lastCall(api.callsTo('GET /job-applications'));
  expect(query.get('statuses')).toBe('TO_REVIEW');
  expect(query.get('active')).toBe('true');
  expect(query.get('take')).toBe('15');
  expect(query.get('groupByValue')).toBe('jobStatus');
  // Accepted on the page, not a filter the API knows (bulk actions do not exist yet).
  expect(query.has('via')).toBe(false);
  expect(query.has('bulkActionApplications')).toBe(false);
  // Dates and other unset filters are not sent.
  expect(query.has('applicationFromDate')).toBe(false);
  expect(query.has('owners')).toBe(false);
  // A filter is set, so the panel is open and says how many.
  expect(toggle('Filters (1)').getAttribute('aria-expanded')).toBe('true');
  const panel = screen.getByRole('region', { name: 'Candidate filters' });
  // Its sections, each named by the heading inside the button that opens it (a role query for the buttons would
  // name every button of the panel's fields).
  const sections = within(panel)
    .getAllByRole('heading', { level: 3 })
    .flatMap((heading) => {
      const button = heading.closest('button, [role="button"]');
      return button ? [{ name: heading.textContent, expanded: button.getAttribute('aria-expanded') }] : [];
    });
  expect(sections).toEqual([
    { name: 'Base filters', expanded: 'true' },
    { name: 'Advanced filters', expanded: 'false' },
    { name: 'Custom field filters', expanded: 'false' },
  ]);
  // The tab's groups with their counts, in words.
  const groups = screen.getByRole('list', { name: 'Groups in this tab' });
  expect(within(groups).getByText('Published: 2')).toBeTruthy();
  expect(within(groups).getByText('Closed: 1')).toBeTruthy();
});

test('filters by an owner chosen with its count, from the first page', async () => {
  const api = fakeApi();
  const { user, location } = render('/recruiter/candidates?page=2');
  await screen.findByText('Amal Filter');
  await user.click(toggle('Filters'));
  const panel = await screen.findByRole('region', { name: 'Candidate filters' });
  await user.click(combobox(within(panel).getByLabelText('Owner')));
  await user.click(await screen.findByRole('option', { name: 'Rami Recruiter (2)' }));
  await waitFor(() => expect(location()).toContain('owners=u2'));
  // A new filter starts from the first page.
  expect(location()).not.toContain('page=2');
  await waitFor(() => expect(lastCall(api.callsTo('GET /job-applications')).get('owners')).toBe('u2'));
  expect(lastCall(api.callsTo('GET /job-applications/filters')).get('owners')).toBe('u2');
  // The options call takes no sort or grouping (the API refuses them there).
  expect(lastCall(api.callsTo('GET /job-applications/filters')).has('groupByValue')).toBe(false);
});

// Apart from the owner's test above: each opens a filter's popup, the slowest step in jsdom (its positioning reads
// the computed style of every ancestor), and one test for both came near the timeout on a busy machine.
test('adds a custom field filter to an owner already chosen, and clears everything', async () => {
  const api = fakeApi();
  const { user, location } = render('/recruiter/candidates?owners=u2');
  // A filter is set, so the panel is open.
  const panel = await screen.findByRole('region', { name: 'Candidate filters' });
  await user.click(within(panel).getByText('Custom field filters'));
  await user.click(combobox(await within(panel).findByLabelText('Seniority')));
  await user.click(await screen.findByRole('option', { name: 'Senior (2)' }));
  await waitFor(() =>
    expect(JSON.parse(lastCall(api.callsTo('GET /job-applications')).get('customFieldResponseFilters') ?? '[]')).toEqual([
      { fieldId: 'f1', values: ['Senior'] },
    ]),
  );
  expect(lastCall(api.callsTo('GET /job-applications')).get('owners')).toBe('u2');
  expect(toggle('Filters (2)')).toBeTruthy();

  await user.click(within(panel).getByText('Clear all filters'));
  await waitFor(() => expect(location()).toBe('/recruiter/candidates'));
  await waitFor(() => expect(lastCall(api.callsTo('GET /job-applications')).has('customFieldResponseFilters')).toBe(false));
  expect(lastCall(api.callsTo('GET /job-applications')).has('owners')).toBe(false);
});

test('groups, sorts and orders through the URL', async () => {
  const api = fakeApi();
  const { user, location } = render('/recruiter/candidates');
  await screen.findByText('Amal Filter');
  await user.click(combobox(screen.getByLabelText('Group by')));
  await user.click(await screen.findByRole('option', { name: 'Owner' }));
  await user.click(combobox(screen.getByLabelText('Sort by')));
  await user.click(await screen.findByRole('option', { name: 'Name' }));
  await user.click(screen.getByText('Ascending').closest('button')!);
  await waitFor(() => expect(location()).toContain('order=ASC'));
  expect(location()).toContain('groupByValue=owner');
  expect(location()).toContain('sort=name');
  await waitFor(() => {
    const query = lastCall(api.callsTo('GET /job-applications'));
    expect([query.get('groupByValue'), query.get('sort'), query.get('order')]).toEqual(['owner', 'name', 'ASC']);
  });
});

test('reads and writes the filter object in the URL at the API’s names, dropping bad values', () => {
  const written = writeCriteria(new URLSearchParams('via=getting-started'), {
    statuses: ['TO_REVIEW', 'HIRED'],
    applicationFromDate: '2026-11-01',
    applicationToDate: '',
    customFieldResponseFilters: [{ fieldId: 'f1', values: ['Senior'] }, { fieldId: 'f2', values: [] }],
    groupByValue: 'jobStatus',
    order: 'ASC',
  });
  expect(written.get('statuses')).toBe('TO_REVIEW,HIRED');
  expect(written.get('applicationFromDate')).toBe('2026-11-01');
  expect(written.has('applicationToDate')).toBe(false);
  expect(written.has('groupByValue')).toBe(false);
  expect(written.get('via')).toBe('getting-started');
  expect(JSON.parse(written.get('customFieldResponseFilters')!)).toEqual([{ fieldId: 'f1', values: ['Senior'] }]);
  const read = readCriteria(new URLSearchParams('groupByValue=salary&sort=name&order=asc&applicationFromDate=soon&customFieldResponseFilters=%7Bbroken'));
  expect(read).toMatchObject({ groupByValue: 'jobStatus', sort: 'name', order: 'ASC', applicationFromDate: '', customFieldResponseFilters: [] });
});

// Label and text queries: role queries compute every accessible name of the panel's many MUI fields, which
// takes jsdom tens of seconds on a busy machine.
test('offers who referred and sourced the candidates with their counts', async () => {
  fakeApi();
  const { user, changes } = renderPanel();
  await user.click(screen.getByLabelText('Referred by'));
  await user.click(await screen.findByText('Rami Recruiter (1)'));
  expect(changes).toContainEqual({ referredBy: ['u2'] });
  expect(screen.getByLabelText('Sourced by')).toBeTruthy();
});

test('widens a chosen gender to those who gave none, adds a gender without counts, and sets an interview date', async () => {
  fakeApi();
  const { user, changes } = renderPanel('en', '/recruiter/candidates?gender=Female');
  await user.click(screen.getByText('Advanced filters'));
  await user.click(await screen.findByLabelText('Also those with no Gender'));
  expect(changes).toContainEqual({ includeUnspecifiedGender: true });
  await user.click(screen.getByLabelText('Gender'));
  // Fixed choices carry no counts.
  await user.click(await screen.findByText('Male'));
  expect(changes).toContainEqual({ gender: ['Female', 'Male'] });
  fireEvent.change(screen.getByLabelText('Interview date: from'), { target: { value: '2026-12-01' } });
  expect(changes).toContainEqual({ interviewFromDate: '2026-12-01' });
});

test('filters by the access type of the job team, a fixed choice named as on the team-members screen', async () => {
  fakeApi();
  const { user, changes } = renderPanel('en', '/recruiter/candidates?accessTypeIds=COMPANY_RECRUITER');
  await user.click(screen.getByText('Advanced filters'));
  await user.click(screen.getByLabelText("Team member's access type"));
  await user.click(await screen.findByText('Super Admin'));
  expect(changes).toContainEqual({ accessTypeIds: ['COMPANY_RECRUITER', 'COMPANY_ADMIN'] });
  expect(criteriaQuery(readCriteria(new URLSearchParams('accessTypeIds=COMPANY_ADMIN,COMPANY_EMPLOYEE')))).toMatchObject({
    accessTypeIds: ['COMPANY_ADMIN', 'COMPANY_EMPLOYEE'],
  });
});

test('keeps "include unspecified" off while no gender is chosen', async () => {
  fakeApi();
  const { user } = renderPanel();
  await user.click(screen.getByText('Advanced filters'));
  expect(((await screen.findByLabelText('Also those with no Gender')) as HTMLInputElement).disabled).toBe(true);
});

test('reads and writes the demographic and interview filters at the API’s names', () => {
  const written = writeCriteria(new URLSearchParams(), { gender: ['Female'], includeUnspecifiedGender: true, includeUnspecifiedNationality: false, interviewToDate: '2026-12-31' });
  expect(written.toString()).toBe('gender=Female&includeUnspecifiedGender=true&interviewToDate=2026-12-31');
  const read = readCriteria(written);
  expect(read).toMatchObject({ gender: ['Female'], includeUnspecifiedGender: true, includeUnspecifiedNationality: false, interviewToDate: '2026-12-31' });
  expect(criteriaQuery(read)).toMatchObject({ gender: ['Female'], includeUnspecifiedGender: true, includeUnspecifiedNationality: undefined });
});
