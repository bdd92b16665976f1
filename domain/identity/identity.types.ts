/** Roles (spec 01 §6.1). */
export type Role =
  | 'WC_SUPER_ADMIN'
  | 'INTERNAL_SUPER_ADMIN'
  | 'INTERNAL_WC_SALES'
  | 'INTERNAL_PARTNER_SALES'
  | 'COMPANY_ADMIN'
  | 'COMPANY_RECRUITER'
  | 'COMPANY_INTERVIEWER'
  | 'COMPANY_EMPLOYEE'
  | 'CANDIDATE'
  | 'AGENCY_USER';

/** Access types derived from the resolved role (spec 01 §3.1, §4.1). */
export type AccessType = 'FULL_ACCESS' | 'LIMITED_ACCESS' | 'CANDIDATE' | 'EMPLOYEE';

/** Per-job permissions (spec 02 §3.13); jobRoleId '*' means all jobs; stageIds null means all stages. */
export type CollaboratorPermission = { jobRoleId: string; permissions: string[]; stageIds?: string[] | null };

/** What permission checks need to know of a user. */
export type PermissionHolder = {
  roles: readonly string[];
  /** User permissions (permissionV1). */
  permissions: readonly string[];
  /** Company permissions (permissionV2): what the company's plan allows. */
  companyPermissions: readonly string[];
  collaboratorPermissions: readonly CollaboratorPermission[];
};
