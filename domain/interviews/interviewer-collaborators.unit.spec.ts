import type { UserRow } from '../identity/identity-rows';
import { addInterviewersAsCollaborators } from './interviewer-collaborators';

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

describe('interviewers as job collaborators', () => {
  it('gives a new interviewer profile access on the job, and adds it to an entry that lacks it', () => {
    const withEntry = member('omar', { collaboratorPermissions: [{ jobRoleId: 'j1', permissions: ['COMPANY::CANDIDATES::STAGE::*'], stageIds: null }] });
    const result = addInterviewersAsCollaborators({ job, interviewers: [member('alia'), withEntry] }, by);
    expect(result.result.added).toEqual(['alia', 'omar']);
    expect(result.writes).toEqual([
      { table: 'users', update: 'alia', set: { collaboratorPermissions: [{ jobRoleId: 'j1', permissions: ['COMPANY::CANDIDATES::PROFILES::VIEW'], stageIds: null }] } },
      {
        table: 'users',
        update: 'omar',
        set: { collaboratorPermissions: [{ jobRoleId: 'j1', permissions: ['COMPANY::CANDIDATES::STAGE::*', 'COMPANY::CANDIDATES::PROFILES::VIEW'], stageIds: null }] },
      },
    ]);
    expect(result.audit).toHaveLength(2);
  });

  it('leaves admins, the owner, members with access already and other companies alone', () => {
    const result = addInterviewersAsCollaborators(
      {
        job,
        interviewers: [
          member('admin', { roles: ['COMPANY_ADMIN'] }),
          member('owner'),
          member('done', { collaboratorPermissions: [{ jobRoleId: 'j1', permissions: ['COMPANY::CANDIDATES::PROFILES::VIEW'], stageIds: null }] }),
          member('stranger', { companyId: 'c2' }),
        ],
      },
      by,
    );
    expect(result.result.added).toEqual([]);
    expect(result.writes).toEqual([]);
  });
});
