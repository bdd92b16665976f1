import {
  TEAM_MEMBER_MESSAGES,
  type CompanyPermissionOption,
  type TeamAccessType,
} from '@ats/domain/identity/team-members';
import type { JobPermissionName } from '@ats/domain/identity';
import type { MessageId } from '../../app/i18n/messages';

export const COMPANY_OPTION_LABEL: Record<CompanyPermissionOption, MessageId> = {
  ACCESS_COMPANY_REPORTS: 'team.companyPermission.ACCESS_COMPANY_REPORTS',
  EXPORT_DATA: 'team.companyPermission.EXPORT_DATA',
  SUBMIT_REQUISITION: 'team.companyPermission.SUBMIT_REQUISITION',
  POST_ON_PREMIUM_JOB_BOARDS: 'team.companyPermission.POST_ON_PREMIUM_JOB_BOARDS',
  CREATE_JOB: 'team.companyPermission.CREATE_JOB',
};

export const JOB_PERMISSION_LABEL: Record<JobPermissionName, MessageId> = {
  EDIT_JOB: 'team.jobPermission.EDIT_JOB',
  SEND_AND_VIEW_OFFERS: 'team.jobPermission.SEND_AND_VIEW_OFFERS',
  MOVE_STAGES_AND_SEND_EMAILS: 'team.jobPermission.MOVE_STAGES_AND_SEND_EMAILS',
  VIEW_CONFIDENTIAL: 'team.jobPermission.VIEW_CONFIDENTIAL',
  ACCESS_PROFILE: 'team.jobPermission.ACCESS_PROFILE',
  DELETE_CANDIDATES: 'team.jobPermission.DELETE_CANDIDATES',
};

export const STATUS_LABEL: Record<string, MessageId> = {
  ACTIVE: 'team.status.ACTIVE',
  INVITE_SENT: 'team.status.INVITE_SENT',
  NOT_INVITED: 'team.status.NOT_INVITED',
};

/** The access-type filter (spec 03 "Filters: access type, role type"): recruiters have no access type. */
export type AccessFilter = 'FULL_ACCESS' | 'LIMITED_ACCESS' | 'EMPLOYEE';
export const ACCESS_FILTERS: readonly AccessFilter[] = ['FULL_ACCESS', 'LIMITED_ACCESS', 'EMPLOYEE'];
export const ROLES_OF_ACCESS: Record<AccessFilter, TeamAccessType> = {
  FULL_ACCESS: 'COMPANY_ADMIN',
  LIMITED_ACCESS: 'COMPANY_INTERVIEWER',
  EMPLOYEE: 'COMPANY_EMPLOYEE',
};

/** Server refusals of the team-member rules (domain/identity/team-members.ts), in the interface language. */
const BY_TEXT: Record<string, MessageId> = {
  [TEAM_MEMBER_MESSAGES.emailExists]: 'auth.error.emailExists',
  [TEAM_MEMBER_MESSAGES.notFound]: 'team.error.notFound',
  [TEAM_MEMBER_MESSAGES.cannotManage]: 'team.error.cannotManage',
  [TEAM_MEMBER_MESSAGES.cannotDeleteSelf]: 'team.error.cannotDeleteSelf',
  [TEAM_MEMBER_MESSAGES.cannotChangeOwnAccess]: 'team.error.cannotChangeOwnAccess',
  [TEAM_MEMBER_MESSAGES.ownsActiveCandidates]: 'team.error.ownsActiveCandidates',
  [TEAM_MEMBER_MESSAGES.confidentialWhileEditing]: 'team.error.confidentialWhileEditing',
  [TEAM_MEMBER_MESSAGES.selectJobs]: 'team.validation.selectJobs',
  [TEAM_MEMBER_MESSAGES.stagesNeedSelectedJobs]: 'team.error.stagesNeedSelectedJobs',
  [TEAM_MEMBER_MESSAGES.cannotGrant]: 'team.error.cannotGrant',
  [TEAM_MEMBER_MESSAGES.alreadyJoined]: 'team.error.alreadyJoined',
  'Cannot be deleted': 'team.error.approver',
  'Invalid company ID': 'team.error.invalidCompany',
};

export const teamMessageId = (message: string): MessageId | null => BY_TEXT[message] ?? null;

/** The API names a deleted member "{name} (Deleted User)"; the suffix is shown in the interface language. */
const DELETED_SUFFIX = ' (Deleted User)';
export const baseNameOf = (fullName: string): string =>
  fullName.endsWith(DELETED_SUFFIX) ? fullName.slice(0, -DELETED_SUFFIX.length) : fullName;
