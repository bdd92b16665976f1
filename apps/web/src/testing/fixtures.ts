import type { ApplicationDetail, CurrentUser } from '../app/api/api-types';

/** The demo company's Super Admin, as GET /users/me answers. */
export const ADMIN_USER: CurrentUser = {
  id: 'u1',
  firstName: 'Rania',
  lastName: 'Haddad',
  email: 'admin@demo-ats.example',
  roles: ['COMPANY_ADMIN'],
  companyId: 'c1',
  companyName: 'Demo Company',
};

/** One application as the profile reads it (Maya Khoury, Sourced, revision 4); specs override what they test. */
export const anApplication = (overrides: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  applicationId: 'app-1',
  candidateId: 'c-1',
  firstName: 'Maya',
  lastName: 'Khoury',
  email: 'maya@example.com',
  phone: null,
  jobId: 'j1',
  jobName: 'Senior Backend Engineer',
  stageId: 's1',
  stageName: 'Sourced',
  origin: 'sourced',
  source: 'LinkedIn',
  agencyId: null,
  agencyName: null,
  status: 'ACTIVE',
  archivalReason: null,
  archivalReasonId: null,
  stageStatus: 'SOURCED',
  hiredAt: null,
  appliedAt: '2025-01-05T09:00:00.000Z',
  lastActivityAt: '2025-01-06T09:00:00.000Z',
  ownerId: 'u1',
  ownerName: 'Rania Haddad',
  tags: [],
  revision: 4,
  stages: [],
  ...overrides,
});
