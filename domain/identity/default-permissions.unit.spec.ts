import {
  ALL_JOB_PERMISSIONS,
  DEFAULT_COMPANY_PERMISSIONS,
  defaultPermissionsFor,
  JOB_PERMISSION_NAMES,
  jobPermissionNamesOf,
  jobPermissionStrings,
  PERMISSIONS,
} from './default-permissions';
import type { PermissionHolder, Role } from './identity.types';
import { canSeeJob, jobVisibility } from './job-access';
import { canAccessRoute, hasPermission } from './permission-matching';

const userOf = (
  role: Role,
  collaboratorPermissions: PermissionHolder['collaboratorPermissions'] = [],
): PermissionHolder & { userId: string } => ({
  userId: `user-${role}`,
  roles: [role],
  permissions: defaultPermissionsFor(role),
  companyPermissions: DEFAULT_COMPANY_PERMISSIONS,
  collaboratorPermissions,
});

const can = (role: Role, permission: string) => hasPermission(userOf(role), permission);

describe('default permissions per role (spec 01 §6.1, 03 §6)', () => {
  it('the admin holds everything company- and user-level, nothing of the internal admin console', () => {
    for (const permission of Object.values(PERMISSIONS)) expect(can('COMPANY_ADMIN', permission)).toBe(true);
    expect(can('COMPANY_ADMIN', 'COMPANY::BRANDING::EDIT')).toBe(true);
    expect(can('COMPANY_ADMIN', 'COMPANY::API::*')).toBe(true);
    expect(can('COMPANY_ADMIN', 'ADMIN::COMPANY:*')).toBe(false);
  });

  it('the recruiter: jobs, candidates, team members, reports, the inbox and user-level; no company-wide set-up', () => {
    for (const permission of [
      PERMISSIONS.jobsAdd,
      PERMISSIONS.jobsPublish,
      PERMISSIONS.candidatesAll,
      PERMISSIONS.candidatesStage,
      PERMISSIONS.teamMembersAdd,
      PERMISSIONS.companyReports,
      PERMISSIONS.jobReports,
      PERMISSIONS.notification,
      PERMISSIONS.userSelfProfile,
    ]) {
      expect(can('COMPANY_RECRUITER', permission)).toBe(true);
    }
    expect(can('COMPANY_RECRUITER', 'COMPANY::BRANDING::EDIT')).toBe(false);
    expect(can('COMPANY_RECRUITER', 'COMPANY::API::*')).toBe(false);
  });

  it('the interviewer: jobs list, profiles, scores, the inbox and user-level; candidate actions only per job', () => {
    for (const permission of [
      PERMISSIONS.jobsList,
      PERMISSIONS.candidatesProfilesView,
      PERMISSIONS.viewAndSubmitScores,
      PERMISSIONS.notification,
      PERMISSIONS.userNotificationPreferences,
    ]) {
      expect(can('COMPANY_INTERVIEWER', permission)).toBe(true);
    }
    for (const permission of [
      PERMISSIONS.jobsAdd,
      PERMISSIONS.jobsEdit,
      PERMISSIONS.candidatesAll,
      PERMISSIONS.candidatesStage,
      PERMISSIONS.teamMembersList,
    ]) {
      expect(can('COMPANY_INTERVIEWER', permission)).toBe(false);
    }
    const collaborator = userOf('COMPANY_INTERVIEWER', [
      { jobRoleId: 'job-1', permissions: jobPermissionStrings(['MOVE_STAGES_AND_SEND_EMAILS']) },
    ]);
    expect(hasPermission(collaborator, PERMISSIONS.candidatesStage, { jobRoleId: 'job-1' })).toBe(true);
    expect(hasPermission(collaborator, PERMISSIONS.candidatesStage, { jobRoleId: 'job-2' })).toBe(false);
  });

  it('the employee: their own profile and notification preferences only; no jobs, candidates or inbox', () => {
    expect(can('COMPANY_EMPLOYEE', PERMISSIONS.userSelfProfile)).toBe(true);
    expect(can('COMPANY_EMPLOYEE', PERMISSIONS.userNotificationPreferences)).toBe(true);
    for (const permission of [
      PERMISSIONS.jobsList,
      PERMISSIONS.candidatesProfilesView,
      PERMISSIONS.notification,
      PERMISSIONS.teamMembersList,
    ]) {
      expect(can('COMPANY_EMPLOYEE', permission)).toBe(false);
    }
  });

  it('candidates and agency users hold no staff permission; internal roles only the admin console', () => {
    expect(defaultPermissionsFor('CANDIDATE')).toEqual([]);
    expect(defaultPermissionsFor('AGENCY_USER')).toEqual([]);
    expect(can('INTERNAL_SUPER_ADMIN', 'ADMIN::COMPANY:*')).toBe(true);
    expect(can('INTERNAL_WC_SALES', 'ADMIN::COMPANY:LIST')).toBe(true);
    expect(can('INTERNAL_WC_SALES', 'ADMIN::COMPANY:*')).toBe(false);
    expect(can('INTERNAL_SUPER_ADMIN', PERMISSIONS.jobsList)).toBe(false);
  });

  it("hands out copies: changing one user's list never changes the defaults", () => {
    defaultPermissionsFor('COMPANY_EMPLOYEE').push('COMPANY::*');
    expect(defaultPermissionsFor('COMPANY_EMPLOYEE')).not.toContain('COMPANY::*');
  });

  it('the TEAMS plan allows the hiring core and the inbox, not the higher-plan features', () => {
    const company = {
      companyPermissions: DEFAULT_COMPANY_PERMISSIONS,
      roles: [],
      permissions: [],
      collaboratorPermissions: [],
    };
    for (const permission of [
      PERMISSIONS.jobsAdd,
      PERMISSIONS.candidatesStage,
      PERMISSIONS.notification,
      PERMISSIONS.teamMembersAdd,
    ]) {
      expect(canAccessRoute(company, { companyPermissions: [permission] })).toBe(true);
    }
    for (const permission of [
      'COMPANY::API::*',
      'COMPANY::HRMS_INTEGRATIONS::LIST',
      'COMPANY::OFFERS::ESIGNATURES::*',
    ]) {
      expect(canAccessRoute(company, { companyPermissions: [permission] })).toBe(false);
    }
  });
});

describe('per-job collaborator permissions (spec 02 §3.13)', () => {
  it('maps each per-job permission to its strings', () => {
    expect(jobPermissionStrings(['EDIT_JOB'])).toEqual([
      PERMISSIONS.jobsEdit,
      PERMISSIONS.jobsPublish,
      PERMISSIONS.jobsClose,
    ]);
    expect(jobPermissionStrings(['SEND_AND_VIEW_OFFERS'])).toEqual([PERMISSIONS.candidatesOffers]);
    expect(jobPermissionStrings(['MOVE_STAGES_AND_SEND_EMAILS'])).toEqual([
      PERMISSIONS.candidatesStage,
      PERMISSIONS.candidatesEmails,
    ]);
    expect(jobPermissionStrings(['VIEW_CONFIDENTIAL'])).toEqual([PERMISSIONS.candidatesConfidential]);
    expect(jobPermissionStrings(['ACCESS_PROFILE'])).toEqual([PERMISSIONS.candidatesProfilesView]);
    expect(jobPermissionStrings(['DELETE_CANDIDATES'])).toEqual([PERMISSIONS.candidatesDelete]);
  });

  it('lists each string once, in a stable order, and reads the names back', () => {
    const strings = jobPermissionStrings(['DELETE_CANDIDATES', 'EDIT_JOB', 'DELETE_CANDIDATES']);
    expect(strings).toEqual([
      PERMISSIONS.jobsEdit,
      PERMISSIONS.jobsPublish,
      PERMISSIONS.jobsClose,
      PERMISSIONS.candidatesDelete,
    ]);
    expect(jobPermissionNamesOf(strings)).toEqual(['EDIT_JOB', 'DELETE_CANDIDATES']);
    expect(jobPermissionNamesOf(ALL_JOB_PERMISSIONS)).toEqual(JOB_PERMISSION_NAMES);
  });
});

describe('job visibility', () => {
  it('admins and all-jobs collaborators see every job', () => {
    expect(jobVisibility(userOf('COMPANY_ADMIN'))).toEqual({ scope: 'all' });
    expect(jobVisibility(userOf('COMPANY_RECRUITER', [{ jobRoleId: '*', permissions: [] }]))).toEqual({ scope: 'all' });
  });

  it('others see the jobs they collaborate on and the jobs they own', () => {
    const recruiter = userOf('COMPANY_RECRUITER', [{ jobRoleId: 'job-1', permissions: [] }]);
    expect(jobVisibility(recruiter)).toEqual({ scope: 'assigned', collaboratorJobIds: ['job-1'] });
    expect(canSeeJob(recruiter, { id: 'job-1', ownerId: 'someone' })).toBe(true);
    expect(canSeeJob(recruiter, { id: 'job-2', ownerId: recruiter.userId })).toBe(true);
    expect(canSeeJob(recruiter, { id: 'job-3', ownerId: 'someone' })).toBe(false);
    expect(canSeeJob(userOf('COMPANY_INTERVIEWER'), { id: 'job-3', ownerId: 'someone' })).toBe(false);
  });
});
