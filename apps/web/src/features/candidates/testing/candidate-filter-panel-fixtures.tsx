import { installFakeApi, type FakeRequest } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { CandidateFilterPanel } from '../components/list/candidate-filter-panel';
import { CandidateListPage } from '../components/list/candidate-list-page';
import { readCriteria, type CandidateListCriteria } from '../hooks/use-candidate-list-criteria';

/** The candidate list and its filter panel as the component specs see them: the API's answers and the renders. */
export const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'], permissionV2: ['COMPANY::*'] };

const option = (value: string, label: string, count: number) => ({ value, label, count });
const OPTIONS = {
  activeSearchCount: { count: 3 },
  archivedSearchCount: { count: 1 },
  jobs: [option('j1', 'Platform Engineer', 2)],
  stages: [],
  statuses: [option('SOURCED', 'SOURCED', 1), option('TO_REVIEW', 'TO_REVIEW', 2)],
  archivalReasons: [option('r1', 'Not qualified', 1)],
  owners: [option('u1', 'Rania Haddad', 1), option('u2', 'Rami Recruiter', 2)],
  origin: [option('sourced', 'sourced', 1), option('applied', 'applied', 2)],
  source: [option('LinkedIn', 'LinkedIn', 3)],
  jobStatuses: [option('PUBLISHED', 'PUBLISHED', 2), option('CLOSED', 'CLOSED', 1)],
  jobOwners: [],
  locations: [option('l1', 'Dubai', 2)],
  departments: [],
  referredBy: [option('u2', 'Rami Recruiter', 1)],
  sourcedBy: [option('u1', 'Rania Haddad', 2)],
  customFields: [{ fieldId: 'f1', name: 'Seniority', fieldType: 'SINGLE_SELECT', options: [option('Junior', 'Junior', 1), option('Senior', 'Senior', 2)] }],
};
/** One row of the list as the API answers it. */
export const listRow = (applicationId: string, firstName: string, lastName = 'Filter') => ({
  applicationId,
  candidateId: `c-${applicationId}`,
  jobId: 'j1',
  jobName: 'Platform Engineer',
  stageId: 's1',
  stageName: 'Application',
  stageStatus: 'TO_REVIEW',
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  phone: null,
  origin: 'applied',
  source: 'LinkedIn',
  ownerId: 'u2',
  ownerName: 'Rami Recruiter',
  status: 'ACTIVE',
  archivalReason: null,
  archivalReasonId: null,
  hiredAt: null,
  appliedAt: '2026-11-20T09:00:00.000Z',
  lastActivityAt: '2026-11-21T09:00:00.000Z',
});
const LIST = {
  items: [listRow('a1', 'Amal'), listRow('a2', 'Bilal')],
  total: 2,
  page: 1,
  take: 15,
  activeSearchCount: { count: 2 },
  archivedSearchCount: { count: 1 },
  groups: [
    { value: 'PUBLISHED', label: 'PUBLISHED', count: 2 },
    { value: 'CLOSED', label: 'CLOSED', count: 1 },
  ],
};

/** The list's calls answered: the signed-in admin, two applications, the filters' options with their counts. */
export const fakeApi = () =>
  installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /job-applications': { body: LIST },
    'GET /job-applications/filters': { body: OPTIONS },
    'GET /company-roles/dropdown': { body: [{ id: 'j1', name: 'Platform Engineer', status: 'PUBLISHED' }] },
  });

export const renderListPage = (url: string, language: 'en' | 'ar' = 'en') =>
  renderPage(<CandidateListPage />, { signedIn: true, language, path: '/recruiter/candidates', url });

export const lastCall = (calls: FakeRequest[]) => calls[calls.length - 1]!.query;

/** The panel alone (the page around it has specs of its own): each choice reaches `onChange` at the API's names. */
export const renderPanel = (language: 'en' | 'ar' = 'en', url = '/recruiter/candidates') => {
  const changes: Array<Partial<CandidateListCriteria>> = [];
  const filters = { jobRoleIds: [], stages: [], active: true, nameOrEmail: '', page: 1, take: 15, criteria: readCriteria(new URLSearchParams(url.split('?')[1] ?? '')) };
  const rendered = renderPage(<CandidateFilterPanel filters={filters} onChange={(change) => changes.push(change)} />, {
    signedIn: true,
    language,
    path: '/recruiter/candidates',
    url,
  });
  return { ...rendered, changes };
};
