import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { CandidateContactSection } from '../profile/candidate-details/candidate-contact-section';
import { AddCandidatePage } from './add-candidate-page';

const JOB = {
  id: 'j1',
  name: 'Senior Accountant',
  status: 'PUBLISHED',
  ownerId: 'u1',
  revision: 3,
  stages: [
    { id: 's1', name: 'Sourced', kind: 'SOURCED', locked: true, automations: { archiveUnresponsiveAfterDays: null } },
    { id: 's2', name: 'Applied', kind: 'APPLICATION', locked: true, automations: { archiveUnresponsiveAfterDays: null } },
  ],
};
const AGENCY = {
  id: 'ag-1',
  name: 'TalentBridge',
  contactName: 'Omar Haddad',
  contactEmail: 'omar@talentbridge.example',
  invitationSubject: 'Invitation',
  invitationBody: 'Body',
  jobs: [{ id: 'j1', name: JOB.name }],
  link: '/agency/ag-1',
};
const EMPTY_LIST = { items: [], total: 0, page: 1, take: 1, activeSearchCount: { count: 0 }, archivedSearchCount: { count: 0 } };
const route = { path: '/recruiter/candidates/add-candidate', signedIn: true };

const fakeApi = () =>
  installFakeApi({
    'GET /company-roles/dropdown': { body: [{ id: 'j1', name: JOB.name, status: 'PUBLISHED' }] },
    'GET /company-roles/j1': { body: JOB },
    'GET /job-applications': { body: EMPTY_LIST },
    'GET /agencies': { body: [AGENCY] },
    'POST /job-applications': { status: 201, body: { id: 'app-1', revision: 1, position: '42' } },
  });

const choose = async (user: ReturnType<typeof renderPage>['user'], field: RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
};

const fillCandidate = async (user: ReturnType<typeof renderPage>['user']) => {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Maya');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Khoury');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maya@example.com');
};

/** Spec 02 §3.7 "agency", §5.7 "agency required when the origin needs it". */
describe('the agency of an added candidate', () => {
  test('is asked for only with the agency origin, and required then', async () => {
    const api = fakeApi();
    const { user } = renderPage(<AddCandidatePage />, route);
    await choose(user, /^Job/, JOB.name);
    await choose(user, /^Origin/, 'Sourced');
    expect(screen.queryByRole('combobox', { name: /^Agency/ })).toBeNull();
    await choose(user, /^Origin/, 'Agency');
    expect(await screen.findByRole('combobox', { name: /^Agency/ })).toBeTruthy();
    await fillCandidate(user);
    await user.click(screen.getByRole('button', { name: 'Add candidate' }));
    expect(await screen.findByText('Please select agency')).toBeTruthy();
    expect(api.callsTo('POST /job-applications')).toHaveLength(0);
  });

  test('goes with the candidate once chosen', async () => {
    const api = fakeApi();
    const page = renderPage(<AddCandidatePage />, route);
    const { user } = page;
    await choose(user, /^Job/, JOB.name);
    await choose(user, /^Origin/, 'Agency');
    await choose(user, /^Agency/, 'TalentBridge');
    await fillCandidate(user);
    await user.click(screen.getByRole('button', { name: 'Add candidate' }));
    await waitFor(() => expect(page.location()).toBe('/recruiter/candidate-profile/app-1'));
    expect(api.callsTo('POST /job-applications')[0]!.body).toMatchObject({ origin: 'agency', agency: 'ag-1' });
  });

  test('asked again under its field when the server refuses it (the agency went meanwhile)', async () => {
    const api = fakeApi();
    api.answer('POST /job-applications', { status: 400, body: { message: 'Please select agency', errorCode: 'agency-required', statusCode: 400 } });
    const { user } = renderPage(<AddCandidatePage />, route);
    await choose(user, /^Job/, JOB.name);
    await choose(user, /^Origin/, 'Agency');
    await choose(user, /^Agency/, 'TalentBridge');
    await fillCandidate(user);
    await user.click(screen.getByRole('button', { name: 'Add candidate' }));
    expect(await screen.findByText('Please select agency')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Agency/ })));
  });

  test('is named in Arabic, right to left', async () => {
    fakeApi();
    const { user } = renderPage(<AddCandidatePage />, { ...route, language: 'ar' });
    await choose(user, /^الوظيفة/, JOB.name);
    await choose(user, /^المصدر الأساسي/, 'وكالة');
    expect(await screen.findByRole('combobox', { name: /^الوكالة/ })).toBeTruthy();
  });

  test('shows on the profile’s details', async () => {
    installFakeApi({
      'GET /job-applications/app-1/candidate': {
        body: {
          candidateId: 'c-1',
          revision: 0,
          firstName: 'Maya',
          lastName: 'Khoury',
          emails: [{ email: 'maya@example.com', primary: true }],
          phones: [],
          links: [],
          referredBy: null,
          sourcedBy: null,
          agency: { id: 'ag-1', name: 'TalentBridge' },
          gender: null,
          nationality: null,
          countryOfResidence: null,
          erased: false,
          totalApplications: 1,
          applications: [],
        },
      },
    });
    renderPage(<CandidateContactSection applicationId="app-1" />);
    const section = await screen.findByRole('region', { name: 'Contact information' });
    const term = within(section).getByText('Agency');
    expect(term.nextElementSibling?.textContent).toBe('TalentBridge');
  });
});
