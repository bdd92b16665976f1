import type { TeamAccessType } from '@ats/domain/identity/team-members';
import type { MessageId } from '../i18n/messages';
import type { Role } from './access';

/** Spec 01 §6.1 labels, in both languages. */
export const ROLE_LABEL: Record<Role, MessageId> = {
  WC_SUPER_ADMIN: 'role.WC_SUPER_ADMIN',
  INTERNAL_SUPER_ADMIN: 'role.INTERNAL_SUPER_ADMIN',
  INTERNAL_WC_SALES: 'role.INTERNAL_WC_SALES',
  INTERNAL_PARTNER_SALES: 'role.INTERNAL_PARTNER_SALES',
  COMPANY_ADMIN: 'role.COMPANY_ADMIN',
  COMPANY_RECRUITER: 'role.COMPANY_RECRUITER',
  COMPANY_INTERVIEWER: 'role.COMPANY_INTERVIEWER',
  COMPANY_EMPLOYEE: 'role.COMPANY_EMPLOYEE',
  CANDIDATE: 'role.CANDIDATE',
  AGENCY_USER: 'role.AGENCY_USER',
};

/** The access type shown beside a team role ("Full Access", "Limited Access", "Employee"; recruiters have none). */
export const ACCESS_LABEL_OF_TEAM_ROLE: Record<TeamAccessType, MessageId | null> = {
  COMPANY_ADMIN: 'access.FULL_ACCESS',
  COMPANY_RECRUITER: null,
  COMPANY_INTERVIEWER: 'access.LIMITED_ACCESS',
  COMPANY_EMPLOYEE: 'access.EMPLOYEE',
};
