import { DomainError } from '../shared/errors';
import { ALL_JOB_PERMISSIONS, defaultPermissionsFor } from './default-permissions';
import {
  accessTypeOf,
  assertCanGrant,
  assertJobPermissions,
  canManageMember,
  collaboratorPermissionsOf,
  COMPANY_PERMISSION_OPTIONS,
  companyPermissionOptionsOf,
  extraCompanyPermissionOptions,
  jobPageCanManageCollaborator,
  memberPermissions,
  TEAM_ACCESS_TYPES,
  TEAM_MEMBER_MESSAGES,
  type JobPermissionsInput,
} from './team-members';

const refusal = (run: () => void): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('who manages whom (spec 01 §6.1, 03 §6)', () => {
  it('lets admins manage every access type', () => {
    expect(TEAM_ACCESS_TYPES.every((type) => canManageMember(['COMPANY_ADMIN'], type))).toBe(true);
  });

  it('lets recruiters manage only hiring managers / interviewers and employees', () => {
    expect(TEAM_ACCESS_TYPES.filter((type) => canManageMember(['COMPANY_RECRUITER'], type))).toEqual([
      'COMPANY_INTERVIEWER',
      'COMPANY_EMPLOYEE',
    ]);
  });

  it('lets interviewers and employees manage nobody', () => {
    for (const roles of [['COMPANY_INTERVIEWER'], ['COMPANY_EMPLOYEE'], []]) {
      expect(TEAM_ACCESS_TYPES.some((type) => canManageMember(roles, type))).toBe(false);
    }
  });

  it('follows role resolution: an interviewer who is also a recruiter resolves to interviewer', () => {
    expect(canManageMember(['COMPANY_RECRUITER', 'COMPANY_INTERVIEWER'], 'COMPANY_EMPLOYEE')).toBe(false);
    expect(accessTypeOf(['COMPANY_RECRUITER', 'COMPANY_INTERVIEWER'])).toBe('COMPANY_INTERVIEWER');
    expect(accessTypeOf([])).toBe('COMPANY_EMPLOYEE');
  });
});

describe('company permission options (spec 03 "Team member")', () => {
  it('adds the chosen options to the access type’s defaults, each once', () => {
    const permissions = memberPermissions(defaultPermissionsFor('COMPANY_INTERVIEWER'), [
      'EXPORT_DATA',
      'CREATE_JOB',
      'EXPORT_DATA',
    ]);
    expect(permissions).toEqual(
      expect.arrayContaining([COMPANY_PERMISSION_OPTIONS.EXPORT_DATA, COMPANY_PERMISSION_OPTIONS.CREATE_JOB]),
    );
    expect(permissions.filter((permission) => permission === COMPANY_PERMISSION_OPTIONS.EXPORT_DATA)).toHaveLength(1);
  });

  it('shows what a member effectively has, through wildcards too', () => {
    expect(companyPermissionOptionsOf(['COMPANY::*'])).toEqual(Object.keys(COMPANY_PERMISSION_OPTIONS));
    expect(companyPermissionOptionsOf(['COMPANY::REPORTS::*'])).toEqual(['ACCESS_COMPANY_REPORTS']);
  });

  it('keeps across an edit only what was given on top of the defaults', () => {
    const recruiter = memberPermissions(defaultPermissionsFor('COMPANY_RECRUITER'), ['POST_ON_PREMIUM_JOB_BOARDS']);
    expect(extraCompanyPermissionOptions(recruiter, defaultPermissionsFor('COMPANY_RECRUITER'))).toEqual([
      'POST_ON_PREMIUM_JOB_BOARDS',
    ]);
  });

  it('refuses to give what the manager does not hold', () => {
    expect(
      refusal(() =>
        assertCanGrant(defaultPermissionsFor('COMPANY_RECRUITER'), [
          COMPANY_PERMISSION_OPTIONS.POST_ON_PREMIUM_JOB_BOARDS,
        ]),
      ).message,
    ).toBe(TEAM_MEMBER_MESSAGES.cannotGrant);
    expect(() => assertCanGrant(['COMPANY::*'], Object.values(COMPANY_PERMISSION_OPTIONS))).not.toThrow();
  });
});

describe('per-job permissions (spec 02 §3.13, §6.1; 03 §5)', () => {
  const grant = (overrides: Partial<JobPermissionsInput> = {}): JobPermissionsInput => ({
    allJobs: false,
    jobIds: ['job-1'],
    permissions: ['EDIT_JOB', 'VIEW_CONFIDENTIAL'],
    ...overrides,
  });

  it('refuses removing confidential access while the collaborator can edit the job', () => {
    expect(
      refusal(() => assertJobPermissions('COMPANY_INTERVIEWER', grant({ permissions: ['EDIT_JOB'] }))).message,
    ).toBe('Confidential access cannot be removed while the collaborator can edit the job');
    expect(() => assertJobPermissions('COMPANY_INTERVIEWER', grant())).not.toThrow();
    expect(() => assertJobPermissions('COMPANY_INTERVIEWER', grant({ permissions: ['ACCESS_PROFILE'] }))).not.toThrow();
  });

  it('applies to recruiters and hiring managers / interviewers only', () => {
    expect(() => assertJobPermissions('COMPANY_RECRUITER', grant())).not.toThrow();
    expect(refusal(() => assertJobPermissions('COMPANY_ADMIN', grant())).message).toBe(
      'Per-job permissions do not apply to the Super Admin access type',
    );
    expect(refusal(() => assertJobPermissions('COMPANY_EMPLOYEE', grant())).code).toBe(
      'job-permissions-not-applicable',
    );
  });

  it('needs jobs unless all jobs, and stages only with selected jobs', () => {
    expect(refusal(() => assertJobPermissions('COMPANY_INTERVIEWER', grant({ jobIds: [] }))).message).toBe(
      TEAM_MEMBER_MESSAGES.selectJobs,
    );
    expect(
      refusal(() => assertJobPermissions('COMPANY_RECRUITER', grant({ allJobs: true, stageIds: ['s1'] }))).message,
    ).toBe(TEAM_MEMBER_MESSAGES.stagesNeedSelectedJobs);
  });

  it('stores all jobs as one "*" entry', () => {
    expect(
      collaboratorPermissionsOf(
        grant({
          allJobs: true,
          jobIds: [],
          permissions: [
            'EDIT_JOB',
            'VIEW_CONFIDENTIAL',
            'SEND_AND_VIEW_OFFERS',
            'MOVE_STAGES_AND_SEND_EMAILS',
            'ACCESS_PROFILE',
            'DELETE_CANDIDATES',
          ],
        }),
      ),
    ).toEqual([{ jobRoleId: '*', permissions: [...ALL_JOB_PERMISSIONS], stageIds: null }]);
  });

  it('stores one entry per selected job, each limited to its own selected stages', () => {
    const stages: Record<string, string[]> = { 'job-1': ['a', 'b'], 'job-2': ['c'] };
    const entries = collaboratorPermissionsOf(
      {
        allJobs: false,
        jobIds: ['job-1', 'job-2', 'job-1'],
        permissions: ['MOVE_STAGES_AND_SEND_EMAILS'],
        stageIds: ['b', 'c'],
      },
      (jobId) => stages[jobId] ?? [],
    );
    expect(entries).toEqual([
      {
        jobRoleId: 'job-1',
        permissions: ['COMPANY::CANDIDATES::STAGE::*', 'COMPANY::CANDIDATES::EMAILS::*'],
        stageIds: ['b'],
      },
      {
        jobRoleId: 'job-2',
        permissions: ['COMPANY::CANDIDATES::STAGE::*', 'COMPANY::CANDIDATES::EMAILS::*'],
        stageIds: ['c'],
      },
    ]);
  });

  it('leaves hiring managers and all-jobs recruiters to the team page, not the job page (02 §6.1)', () => {
    expect(jobPageCanManageCollaborator({ roles: ['COMPANY_INTERVIEWER'], collaboratorPermissions: [] })).toBe(false);
    expect(
      jobPageCanManageCollaborator({
        roles: ['COMPANY_RECRUITER'],
        collaboratorPermissions: [{ jobRoleId: '*', permissions: [] }],
      }),
    ).toBe(false);
    expect(
      jobPageCanManageCollaborator({
        roles: ['COMPANY_RECRUITER'],
        collaboratorPermissions: [{ jobRoleId: 'job-1', permissions: [] }],
      }),
    ).toBe(true);
  });
});
