import { DEFAULT_COMPANY_PERMISSIONS, defaultPermissionsFor, PERMISSIONS } from './default-permissions';
import type { PermissionHolder } from './identity.types';
import { canAccessRoute, hasPermission, hasPermissionForSomeJob, permissionMatches } from './permission-matching';

const holder = (overrides: Partial<PermissionHolder> = {}): PermissionHolder => ({
  roles: [],
  permissions: [],
  companyPermissions: [],
  collaboratorPermissions: [],
  ...overrides,
});

describe('permissionMatches (spec 01 §6.2)', () => {
  it.each([
    ['COMPANY::JOBS::LIST', 'COMPANY::JOBS::LIST'],
    ['COMPANY::NOTIFICATION::*', 'COMPANY::NOTIFICATION::*'],
    ['ADMIN::COMPANY:*', 'ADMIN::COMPANY:*'],
  ])('an equal string matches: %s', (granted, requested) => {
    expect(permissionMatches(granted, requested)).toBe(true);
  });

  it('splits on "::" and compares segment by segment', () => {
    expect(permissionMatches('COMPANY::JOBS::LIST', 'COMPANY::JOBS::EDIT')).toBe(false);
    expect(permissionMatches('COMPANY::JOBS::LIST', 'COMPANY::CANDIDATES::LIST')).toBe(false);
    expect(permissionMatches('USER::JOBS::LIST', 'COMPANY::JOBS::LIST')).toBe(false);
  });

  it('a "*" segment matches everything after it, however deep', () => {
    expect(permissionMatches('COMPANY::*', 'COMPANY::JOBS::LIST')).toBe(true);
    expect(permissionMatches('COMPANY::*', 'COMPANY::CANDIDATES::STAGE::*')).toBe(true);
    expect(permissionMatches('COMPANY::CANDIDATES::*', 'COMPANY::CANDIDATES::PROFILES::VIEW')).toBe(true);
    expect(permissionMatches('*', 'USER::SELF_PROFILE::EDIT')).toBe(true);
  });

  it('a "*" segment also matches nothing after it (the group itself)', () => {
    expect(permissionMatches('COMPANY::JOBS::*', 'COMPANY::JOBS')).toBe(true);
  });

  it('a "*" segment matches only from its own position: the segments before it must be equal', () => {
    expect(permissionMatches('COMPANY::JOBS::*', 'COMPANY::CANDIDATES::LIST')).toBe(false);
    expect(permissionMatches('USER::*', 'COMPANY::JOBS::LIST')).toBe(false);
  });

  it('without a wildcard, a granted string no longer than the requested one grants what lies below it', () => {
    expect(permissionMatches('COMPANY::CANDIDATES', 'COMPANY::CANDIDATES::DELETE')).toBe(true);
    expect(permissionMatches('COMPANY', 'COMPANY::JOBS::LIST')).toBe(true);
  });

  it('without a wildcard, a granted string longer than the requested one never matches', () => {
    expect(permissionMatches('COMPANY::CANDIDATES::DELETE', 'COMPANY::CANDIDATES')).toBe(false);
    expect(permissionMatches('COMPANY::JOBS::LIST', 'COMPANY::JOBS')).toBe(false);
    expect(permissionMatches('COMPANY::JOBS::LIST::EXTRA', 'COMPANY::JOBS::LIST')).toBe(false);
  });

  it('a requested "*" is an ordinary segment: only a grant of the whole group (or above) satisfies it', () => {
    expect(permissionMatches('COMPANY::NOTIFICATION::VIEW', 'COMPANY::NOTIFICATION::*')).toBe(false);
    expect(permissionMatches('COMPANY::*', 'COMPANY::NOTIFICATION::*')).toBe(true);
  });

  describe("'ADMIN::COMPANY:*' is spelt with one colon and kept verbatim", () => {
    it("is two segments, 'ADMIN' and 'COMPANY:*', the second being no wildcard", () => {
      expect(permissionMatches('ADMIN::COMPANY:*', 'ADMIN::COMPANY:LIST')).toBe(false);
      expect(permissionMatches('ADMIN::COMPANY:*', 'ADMIN::COMPANY::LIST')).toBe(false);
      expect(permissionMatches('ADMIN::COMPANY:*', 'ADMIN::COMPANY')).toBe(false);
    });

    it('matches itself, and is matched by a real wildcard above it', () => {
      expect(permissionMatches('ADMIN::COMPANY:*', 'ADMIN::COMPANY:*')).toBe(true);
      expect(permissionMatches('ADMIN::*', 'ADMIN::COMPANY:*')).toBe(true);
      expect(permissionMatches('ADMIN::*', 'ADMIN::COMPANY:LIST')).toBe(true);
    });

    it("'ADMIN::COMPANY:LIST' does not grant 'ADMIN::COMPANY:*'", () => {
      expect(permissionMatches('ADMIN::COMPANY:LIST', 'ADMIN::COMPANY:*')).toBe(false);
    });
  });

  it('empty strings grant and are granted nothing', () => {
    expect(permissionMatches('', 'COMPANY::JOBS::LIST')).toBe(false);
    expect(permissionMatches('COMPANY::*', '')).toBe(false);
  });
});

describe('hasPermission: user permissions, then the job-scoped collaborator fallback', () => {
  const collaborator = holder({
    permissions: [PERMISSIONS.jobsList],
    collaboratorPermissions: [
      { jobRoleId: 'job-1', permissions: [PERMISSIONS.candidatesStage, PERMISSIONS.candidatesEmails] },
      { jobRoleId: 'job-2', permissions: [PERMISSIONS.candidatesProfilesView], stageIds: ['stage-a', 'stage-b'] },
    ],
  });

  it('is granted by a matching user permission, with or without a job', () => {
    expect(hasPermission(collaborator, PERMISSIONS.jobsList)).toBe(true);
    expect(hasPermission(collaborator, PERMISSIONS.jobsList, { jobRoleId: 'job-9' })).toBe(true);
  });

  it('falls back to the collaborator permissions of that job only', () => {
    expect(hasPermission(collaborator, PERMISSIONS.candidatesStage, { jobRoleId: 'job-1' })).toBe(true);
    expect(hasPermission(collaborator, PERMISSIONS.candidatesStage, { jobRoleId: 'job-2' })).toBe(false);
    expect(hasPermission(collaborator, PERMISSIONS.candidatesStage, { jobRoleId: 'job-3' })).toBe(false);
  });

  it('never falls back without a job: a collaborator permission is not a user permission', () => {
    expect(hasPermission(collaborator, PERMISSIONS.candidatesStage)).toBe(false);
  });

  it('matches collaborator permissions with the same matcher', () => {
    const wide = holder({ collaboratorPermissions: [{ jobRoleId: 'job-1', permissions: ['COMPANY::CANDIDATES::*'] }] });
    expect(hasPermission(wide, PERMISSIONS.candidatesDelete, { jobRoleId: 'job-1' })).toBe(true);
    const narrow = holder({
      collaboratorPermissions: [{ jobRoleId: 'job-1', permissions: [PERMISSIONS.candidatesDelete] }],
    });
    expect(hasPermission(narrow, PERMISSIONS.candidatesAll, { jobRoleId: 'job-1' })).toBe(false);
  });

  it("an entry for jobRoleId '*' applies to every job", () => {
    const allJobs = holder({
      collaboratorPermissions: [{ jobRoleId: '*', permissions: [PERMISSIONS.candidatesStage] }],
    });
    expect(hasPermission(allJobs, PERMISSIONS.candidatesStage, { jobRoleId: 'any-job' })).toBe(true);
    expect(hasPermission(allJobs, PERMISSIONS.candidatesStage)).toBe(false);
  });

  it('an entry limited to some stages grants only for those stages when the check names a stage', () => {
    expect(
      hasPermission(collaborator, PERMISSIONS.candidatesProfilesView, { jobRoleId: 'job-2', stageId: 'stage-a' }),
    ).toBe(true);
    expect(
      hasPermission(collaborator, PERMISSIONS.candidatesProfilesView, { jobRoleId: 'job-2', stageId: 'stage-c' }),
    ).toBe(false);
    expect(hasPermission(collaborator, PERMISSIONS.candidatesProfilesView, { jobRoleId: 'job-2' })).toBe(true);
  });

  it('an entry without stages (null or empty) covers every stage', () => {
    const everyStage = holder({
      collaboratorPermissions: [
        { jobRoleId: 'job-1', permissions: [PERMISSIONS.candidatesStage], stageIds: null },
        { jobRoleId: 'job-2', permissions: [PERMISSIONS.candidatesStage], stageIds: [] },
      ],
    });
    expect(hasPermission(everyStage, PERMISSIONS.candidatesStage, { jobRoleId: 'job-1', stageId: 'x' })).toBe(true);
    expect(hasPermission(everyStage, PERMISSIONS.candidatesStage, { jobRoleId: 'job-2', stageId: 'x' })).toBe(true);
  });

  it('hasPermissionForSomeJob: in permissionV1 or for at least one job', () => {
    expect(hasPermissionForSomeJob(collaborator, PERMISSIONS.candidatesStage)).toBe(true);
    expect(hasPermissionForSomeJob(collaborator, PERMISSIONS.jobsList)).toBe(true);
    expect(hasPermissionForSomeJob(collaborator, PERMISSIONS.candidatesDelete)).toBe(false);
  });
});

describe('canAccessRoute (spec 01 §6.2 "Route access")', () => {
  const recruiter = holder({
    roles: ['COMPANY_RECRUITER'],
    permissions: defaultPermissionsFor('COMPANY_RECRUITER'),
    companyPermissions: DEFAULT_COMPANY_PERMISSIONS,
  });

  it('an empty rule admits anyone', () => {
    expect(canAccessRoute(holder(), {})).toBe(true);
  });

  it('companyPermissions: at least one must be allowed by permissionV2, exactly or by a wildcard', () => {
    const company = holder({ companyPermissions: ['COMPANY::NOTIFICATION::*', 'COMPANY::JOBS::*'] });
    expect(canAccessRoute(company, { companyPermissions: ['COMPANY::NOTIFICATION::*'] })).toBe(true);
    expect(canAccessRoute(company, { companyPermissions: ['COMPANY::JOBS::ADD'] })).toBe(true);
    expect(canAccessRoute(company, { companyPermissions: ['COMPANY::API::*', 'COMPANY::NOTIFICATION::*'] })).toBe(true);
    expect(canAccessRoute(company, { companyPermissions: ['COMPANY::API::*'] })).toBe(false);
  });

  it("companyPermissions are the company's, not the user's", () => {
    expect(canAccessRoute(holder({ permissions: ['COMPANY::*'] }), { companyPermissions: ['COMPANY::API::*'] })).toBe(
      false,
    );
  });

  it('permissions: at least one must be matched in permissionV1', () => {
    expect(canAccessRoute(recruiter, { permissions: [PERMISSIONS.candidatesAll] })).toBe(true);
    expect(canAccessRoute(recruiter, { permissions: ['COMPANY::BRANDING::EDIT', PERMISSIONS.jobsAdd] })).toBe(true);
    expect(canAccessRoute(recruiter, { permissions: ['COMPANY::BRANDING::EDIT'] })).toBe(false);
  });

  it('permissions ignore collaborator permissions; jobPermissions accept them for any job', () => {
    const interviewer = holder({
      collaboratorPermissions: [{ jobRoleId: 'job-1', permissions: [PERMISSIONS.candidatesStage] }],
    });
    expect(canAccessRoute(interviewer, { permissions: [PERMISSIONS.candidatesStage] })).toBe(false);
    expect(canAccessRoute(interviewer, { jobPermissions: [PERMISSIONS.candidatesStage] })).toBe(true);
    expect(canAccessRoute(interviewer, { jobPermissions: [PERMISSIONS.candidatesDelete] })).toBe(false);
  });

  it("roles: at least one must be among the user's roles", () => {
    expect(canAccessRoute(recruiter, { roles: ['COMPANY_ADMIN', 'COMPANY_RECRUITER'] })).toBe(true);
    expect(canAccessRoute(recruiter, { roles: ['COMPANY_ADMIN'] })).toBe(false);
  });

  it('every kind present must pass', () => {
    const rule = {
      roles: ['COMPANY_ADMIN', 'COMPANY_RECRUITER'] as const,
      permissions: [PERMISSIONS.candidatesAll],
      companyPermissions: [PERMISSIONS.candidatesAll],
    };
    expect(canAccessRoute(recruiter, { ...rule, roles: [...rule.roles] })).toBe(true);
    expect(canAccessRoute({ ...recruiter, roles: ['COMPANY_INTERVIEWER'] }, { ...rule, roles: [...rule.roles] })).toBe(
      false,
    );
    expect(canAccessRoute({ ...recruiter, permissions: [] }, { ...rule, roles: [...rule.roles] })).toBe(false);
    expect(canAccessRoute({ ...recruiter, companyPermissions: [] }, { ...rule, roles: [...rule.roles] })).toBe(false);
  });

  it('a kind present but empty admits nobody ("at least one")', () => {
    expect(canAccessRoute(recruiter, { permissions: [] })).toBe(false);
  });
});
