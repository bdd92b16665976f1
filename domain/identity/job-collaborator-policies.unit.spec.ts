import { expectRefusal } from '../testing/expect-refusal';
import { ALL_JOB_PERMISSIONS, DEFAULT_COMPANY_PERMISSIONS, defaultPermissionsFor, jobPermissionStrings } from './default-permissions';
import type { UserRow } from './identity-rows';
import { jobCollaborators, setJobCollaborators } from './job-collaborator-policies';
import type { TeamCaller } from './team-member-policies';

const admin: TeamCaller = {
  userId: 'admin-1',
  companyId: 'company-1',
  name: 'Rania Haddad',
  roles: ['COMPANY_ADMIN'],
  permissions: defaultPermissionsFor('COMPANY_ADMIN'),
  companyPermissions: DEFAULT_COMPANY_PERMISSIONS,
  collaboratorPermissions: [],
};
const job = { id: 'job-1', ownerId: 'admin-1', stageIds: ['s0', 's1', 's2'] };
const member = (id: string, roles: string[], collaboratorPermissions: UserRow['collaboratorPermissions'] = []): UserRow =>
  ({
    id,
    companyId: 'company-1',
    firstName: id,
    lastName: 'Member',
    email: `${id}@acme.example`,
    roles,
    permissionV1: defaultPermissionsFor('COMPANY_RECRUITER'),
    collaboratorPermissions,
    status: 'NOT_INVITED',
    deletedAt: null,
  }) as unknown as UserRow;
const otherJobEntry = { jobRoleId: 'job-9', permissions: jobPermissionStrings(['ACCESS_PROFILE']), stageIds: null };

describe('a job’s collaborators', () => {
  it('gives a recruiter the job’s entry beside their other jobs, and removes the one left out', () => {
    const sara = member('sara', ['COMPANY_RECRUITER'], [otherJobEntry]);
    const omar = member('omar', ['COMPANY_RECRUITER'], [{ jobRoleId: 'job-1', permissions: jobPermissionStrings(['ACCESS_PROFILE']), stageIds: null }]);
    const decided = setJobCollaborators(
      { grants: [{ userId: 'sara', permissions: ['MOVE_STAGES_AND_SEND_EMAILS'], stageIds: ['s2', 'elsewhere'] }] },
      { job, members: [sara, omar] },
      admin,
    );
    expect(decided.result).toEqual({ collaborators: 1 });
    expect(decided.writes).toEqual([
      {
        table: 'users',
        update: 'sara',
        set: { collaboratorPermissions: [otherJobEntry, { jobRoleId: 'job-1', permissions: jobPermissionStrings(['MOVE_STAGES_AND_SEND_EMAILS']), stageIds: ['s2'] }] },
      },
      { table: 'users', update: 'omar', set: { collaboratorPermissions: [] } },
    ]);
    expect(decided.audit).toHaveLength(2);
  });

  it('leaves interviewers and all-jobs recruiters to the team page', () => {
    const interviewer = member('ines', ['COMPANY_INTERVIEWER'], [{ jobRoleId: 'job-1', permissions: jobPermissionStrings(['ACCESS_PROFILE']), stageIds: null }]);
    const everywhere = member('ali', ['COMPANY_RECRUITER'], [{ jobRoleId: '*', permissions: [...ALL_JOB_PERMISSIONS], stageIds: null }]);
    for (const userId of ['ines', 'ali']) {
      expectRefusal(
        () => setJobCollaborators({ grants: [{ userId, permissions: ['ACCESS_PROFILE'] }] }, { job, members: [interviewer, everywhere] }, admin),
        'collaborator-not-manageable-here',
      );
    }
    expect(setJobCollaborators({ grants: [] }, { job, members: [interviewer, everywhere] }, admin).writes).toEqual([]);
    expect(jobCollaborators([interviewer, everywhere], 'job-1').map((c) => [c.userId, c.manageable, c.allJobs])).toEqual([
      ['ines', false, false],
      ['ali', false, true],
    ]);
  });

  it('keeps confidential access with editing, and refuses strangers and empty grants', () => {
    const sara = member('sara', ['COMPANY_RECRUITER']);
    const stranger = { ...member('zed', ['COMPANY_RECRUITER']), companyId: 'company-2' } as UserRow;
    expectRefusal(() => setJobCollaborators({ grants: [{ userId: 'sara', permissions: ['EDIT_JOB'] }] }, { job, members: [sara] }, admin), 'confidential-access-required');
    expectRefusal(() => setJobCollaborators({ grants: [{ userId: 'sara', permissions: [] }] }, { job, members: [sara] }, admin), 'collaborator-permissions-required');
    expectRefusal(() => setJobCollaborators({ grants: [{ userId: 'zed', permissions: ['ACCESS_PROFILE'] }] }, { job, members: [stranger] }, admin), 'team-member-not-found');
  });
});
