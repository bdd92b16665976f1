import type { UserRow } from '../identity/identity-rows';
import { addInterviewersAsCollaborators, withdrawInterviewAccess, type InterviewAccessGrantRow } from './interviewer-collaborators';

const member = (id: string, overrides: Partial<UserRow> = {}): UserRow => ({
  id,
  companyId: 'c1',
  firstName: id,
  lastName: '',
  email: `${id}@demo.example`,
  roles: ['COMPANY_INTERVIEWER'],
  permissionV1: [],
  collaboratorPermissions: [],
  status: 'ACTIVE' as UserRow['status'],
  phone: null,
  invitedAt: null,
  lastActiveAt: null,
  deletedAt: null,
  ...overrides,
});
const by = { companyId: 'c1', actorId: 'recruiter' };
const job = { id: 'j1', ownerId: 'owner' };
const PROFILE = 'COMPANY::CANDIDATES::PROFILES::VIEW';
const now = new Date('2026-11-24T10:00:00Z');
let ids = 0;
const context = () => ({ now, newId: () => `grant-${++ids}` });
const grant = (userId: string, interviewId: string, overrides: Partial<InterviewAccessGrantRow> = {}): InterviewAccessGrantRow => ({
  id: `${interviewId}-${userId}`,
  companyId: 'c1',
  jobId: 'j1',
  userId,
  interviewId,
  permissions: [PROFILE],
  createdAt: now,
  ...overrides,
});

beforeEach(() => {
  ids = 0;
});

describe('interviewers as job collaborators', () => {
  it('gives a new interviewer profile access on the job, adds it to an entry that lacks it, and records each grant', () => {
    const withEntry = member('omar', { collaboratorPermissions: [{ jobRoleId: 'j1', permissions: ['COMPANY::CANDIDATES::STAGE::*'], stageIds: null }] });
    const result = addInterviewersAsCollaborators({ job, interviewId: 'i1', interviewers: [member('alia'), withEntry], grants: [] }, by, context());
    expect(result.result.added).toEqual(['alia', 'omar']);
    expect(result.writes).toEqual([
      { table: 'users', update: 'alia', set: { collaboratorPermissions: [{ jobRoleId: 'j1', permissions: [PROFILE], stageIds: null }] } },
      { table: 'interview_access_grants', insert: { id: 'grant-1', companyId: 'c1', jobId: 'j1', userId: 'alia', interviewId: 'i1', permissions: [PROFILE], createdAt: now } },
      {
        table: 'users',
        update: 'omar',
        set: { collaboratorPermissions: [{ jobRoleId: 'j1', permissions: ['COMPANY::CANDIDATES::STAGE::*', PROFILE], stageIds: null }] },
      },
      { table: 'interview_access_grants', insert: { id: 'grant-2', companyId: 'c1', jobId: 'j1', userId: 'omar', interviewId: 'i1', permissions: [PROFILE], createdAt: now } },
    ]);
    expect(result.audit).toHaveLength(2);
  });

  it('leaves admins, the owner, members with access already and other companies alone, granting them nothing', () => {
    const result = addInterviewersAsCollaborators(
      {
        job,
        interviewId: 'i1',
        interviewers: [
          member('admin', { roles: ['COMPANY_ADMIN'] }),
          member('owner'),
          member('done', { collaboratorPermissions: [{ jobRoleId: 'j1', permissions: [PROFILE], stageIds: null }] }),
          member('stranger', { companyId: 'c2' }),
        ],
        grants: [],
      },
      by,
      context(),
    );
    expect(result.result.added).toEqual([]);
    expect(result.writes).toEqual([]);
  });

  it('records a grant of its own when another interview of the job gave the access, changing no entry', () => {
    const alia = member('alia', { collaboratorPermissions: [{ jobRoleId: 'j1', permissions: [PROFILE], stageIds: null }] });
    const result = addInterviewersAsCollaborators({ job, interviewId: 'i2', interviewers: [alia], grants: [grant('alia', 'i1')] }, by, context());
    expect(result.result.added).toEqual([]);
    expect(result.writes).toEqual([
      { table: 'interview_access_grants', insert: { id: 'grant-1', companyId: 'c1', jobId: 'j1', userId: 'alia', interviewId: 'i2', permissions: [PROFILE], createdAt: now } },
    ]);
    expect(result.audit).toEqual([]);
  });

  it('writes nothing when the interview already granted the access (a retried command)', () => {
    const alia = member('alia', { collaboratorPermissions: [{ jobRoleId: 'j1', permissions: [PROFILE], stageIds: null }] });
    const result = addInterviewersAsCollaborators({ job, interviewId: 'i1', interviewers: [alia], grants: [grant('alia', 'i1')] }, by, context());
    expect(result.writes).toEqual([]);
  });
});

describe('withdrawing what an interview gave', () => {
  const onJob = (permissions: string[], others: UserRow['collaboratorPermissions'] = []) => [...others, { jobRoleId: 'j1', permissions, stageIds: null }];

  it('drops the entry the interview created once no grant is left on the job, audited', () => {
    const alia = member('alia', { collaboratorPermissions: onJob([PROFILE], [{ jobRoleId: 'j2', permissions: [PROFILE], stageIds: null }]) });
    const result = withdrawInterviewAccess({ jobId: 'j1', interviewId: 'i1', members: [alia], grants: [grant('alia', 'i1'), grant('alia', 'i9', { jobId: 'j2' })] }, by);
    expect(result.result.withdrawn).toEqual(['alia']);
    expect(result.writes).toEqual([
      { table: 'interview_access_grants', delete: 'i1-alia' },
      { table: 'users', update: 'alia', set: { collaboratorPermissions: [{ jobRoleId: 'j2', permissions: [PROFILE], stageIds: null }] } },
    ]);
    expect(result.audit).toEqual([expect.objectContaining({ entity: 'user', entityId: 'alia', action: 'update', actorId: 'recruiter', companyId: 'c1' })]);
  });

  it('keeps the access while another interview of the job still grants it, deleting only this grant', () => {
    const alia = member('alia', { collaboratorPermissions: onJob([PROFILE]) });
    const result = withdrawInterviewAccess({ jobId: 'j1', interviewId: 'i1', members: [alia], grants: [grant('alia', 'i1'), grant('alia', 'i2')] }, by);
    expect(result.result.withdrawn).toEqual([]);
    expect(result.writes).toEqual([{ table: 'interview_access_grants', delete: 'i1-alia' }]);
    expect(result.audit).toEqual([]);
  });

  it('never takes access held before the interview: without a grant nothing is written', () => {
    const omar = member('omar', { collaboratorPermissions: onJob([PROFILE, 'COMPANY::CANDIDATES::STAGE::*']) });
    const result = withdrawInterviewAccess({ jobId: 'j1', interviewId: 'i1', members: [omar], grants: [grant('omar', 'i7')] }, by);
    expect(result.writes).toEqual([]);
    expect(result.audit).toEqual([]);
  });

  it('takes only what the grants added from an entry that holds more, keeping the entry', () => {
    const omar = member('omar', { collaboratorPermissions: onJob(['COMPANY::CANDIDATES::STAGE::*', PROFILE]) });
    const result = withdrawInterviewAccess({ jobId: 'j1', interviewId: 'i1', members: [omar], grants: [grant('omar', 'i1')] }, by);
    expect(result.writes).toEqual([
      { table: 'interview_access_grants', delete: 'i1-omar' },
      { table: 'users', update: 'omar', set: { collaboratorPermissions: onJob(['COMPANY::CANDIDATES::STAGE::*']) } },
    ]);
  });

  it('deletes the grant of an entry already changed by other means without writing the user', () => {
    const alia = member('alia');
    const result = withdrawInterviewAccess({ jobId: 'j1', interviewId: 'i1', members: [alia], grants: [grant('alia', 'i1')] }, by);
    expect(result.writes).toEqual([{ table: 'interview_access_grants', delete: 'i1-alia' }]);
    expect(result.result.withdrawn).toEqual([]);
  });

  it('round trip: added by two interviews, removed from one keeps access, removed from both takes it', () => {
    const first = addInterviewersAsCollaborators({ job, interviewId: 'i1', interviewers: [member('alia')], grants: [] }, by, context());
    const afterFirst = member('alia', { collaboratorPermissions: onJob([PROFILE]) });
    const grants = first.writes.flatMap((write) => ('insert' in write && write.table === 'interview_access_grants' ? [write.insert] : []));
    const second = addInterviewersAsCollaborators({ job, interviewId: 'i2', interviewers: [afterFirst], grants }, by, context());
    const all = [...grants, ...second.writes.flatMap((write) => ('insert' in write && write.table === 'interview_access_grants' ? [write.insert] : []))];
    expect(all.map((row) => row.interviewId)).toEqual(['i1', 'i2']);
    expect(withdrawInterviewAccess({ jobId: 'j1', interviewId: 'i1', members: [afterFirst], grants: all }, by).result.withdrawn).toEqual([]);
    const left = all.filter((row) => row.interviewId !== 'i1');
    expect(withdrawInterviewAccess({ jobId: 'j1', interviewId: 'i2', members: [afterFirst], grants: left }, by).result.withdrawn).toEqual(['alia']);
  });
});
