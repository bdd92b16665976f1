import type { JobDetail, JobListItem, JobListPage, JobStage } from '../api/job-types';

const automations = () => ({
  archiveUnresponsiveAfterDays: null,
  autoProgressQualified: false,
  autoArchiveUnderQualified: false,
  rejectionEmail: null,
  invitationEmail: false,
  sender: 'NOREPLY' as const,
});

export const stage = (id: string, name: string, kind: JobStage['kind'] = null): JobStage => ({
  id,
  name,
  kind,
  locked: kind !== null,
  automations: automations(),
  tasks: [],
});

/** A saved draft as GET /company-roles/:id answers it (JobResponseDto). */
export const jobDetail = (overrides: Partial<JobDetail> = {}): JobDetail => ({
  id: 'j1',
  name: 'Platform Engineer',
  status: 'DRAFT',
  kind: 'JOB',
  createdBy: 'manual',
  ownerId: 'u1',
  revision: 3,
  publicPath: '/careers/demo-company/job/j1',
  stages: [
    stage('s-sourced', 'Sourced', 'SOURCED'),
    stage('s-application', 'Application', 'APPLICATION'),
    stage('s-screening', 'Screening'),
    stage('s-interview', 'Interview'),
    stage('s-hired', 'Hired', 'HIRED'),
  ],
  details: {
    name: 'Platform Engineer',
    displayName: 'Platform Engineer',
    description: 'Builds the platform.',
    positionType: 'FULL_TIME',
    departmentId: 'd1',
    locationId: 'l1',
    workType: 'HYBRID',
    mustHaveRequirements: 'TypeScript',
    niceToHaveRequirements: '',
    keyRequirements: '',
    perksAndBenefits: '',
  },
  applicationForm: {
    linkedInLink: 'OPTIONAL',
    portfolioLink: 'OFF',
    askGender: false,
    askNationality: false,
    customFieldIds: [],
  },
  team: { ownerId: 'u1', recruiterId: 'u2', hiringManagerId: null },
  publication: null,
  autoCloseOn: null,
  customLinks: [],
  agencyIds: [],
  pipelineTemplateId: null,
  clonedFromJobId: null,
  publishedAt: null,
  closedAt: null,
  createdAt: '2025-11-20T08:00:00.000Z',
  updatedAt: '2025-11-20T08:00:00.000Z',
  ...overrides,
});

export const listItem = (id: string, name: string, overrides: Partial<JobListItem> = {}): JobListItem => ({
  id,
  name,
  displayName: name,
  status: 'PUBLISHED',
  kind: 'JOB',
  ownerId: 'u1',
  ownerName: 'Rania Haddad',
  recruiterId: 'u2',
  hiringManagerId: null,
  departmentId: 'd1',
  departmentName: 'Engineering',
  locationId: 'l1',
  locationName: 'Dubai',
  careerPage: true,
  employeePortal: false,
  confidential: false,
  activeCandidates: 3,
  totalCandidates: 5,
  publishedAt: '2025-11-20T08:00:00.000Z',
  closedAt: null,
  autoCloseOn: null,
  createdAt: '2025-11-19T08:00:00.000Z',
  ...overrides,
});

export const listPage = (items: JobListItem[], counts: Partial<JobListPage['counts']> = {}): JobListPage => ({
  items,
  total: items.length,
  page: 1,
  take: 10,
  counts: { DRAFT: 0, PUBLISHED: items.length, CLOSED: 0, TALENT_POOL: 0, GENERAL_APPLICATIONS: 0, ...counts },
});

export const COMMAND_RESULT = { id: 'j1', revision: 4, position: '120' };

export const SETTINGS = {
  departments: [{ id: 'd1', name: 'Engineering', jobsCount: 1 }],
  locations: [{ id: 'l1', name: 'Dubai', jobsCount: 1 }],
  members: {
    data: [
      { id: 'u1', fullName: 'Rania Haddad', email: 'admin@demo-ats.example' },
      { id: 'u2', fullName: 'Omar Said', email: 'recruiter@demo-ats.example' },
    ],
    total: 2,
    page: 1,
    take: 1000,
  },
};
