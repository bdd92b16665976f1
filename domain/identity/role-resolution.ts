import type { AccessType, Role } from './identity.types';

export type ResolvedRole = { role: Role; access: AccessType | null };

/**
 * Spec 01 §4.1, first match wins. Only the three access types the spec names are set; the other roles have
 * none ("–" in 01 §6.1).
 */
export const RESOLUTION_ORDER: ReadonlyArray<ResolvedRole> = [
  { role: 'COMPANY_ADMIN', access: 'FULL_ACCESS' },
  { role: 'COMPANY_INTERVIEWER', access: 'LIMITED_ACCESS' },
  { role: 'CANDIDATE', access: 'CANDIDATE' },
  { role: 'COMPANY_RECRUITER', access: null },
  { role: 'INTERNAL_SUPER_ADMIN', access: null },
  { role: 'INTERNAL_WC_SALES', access: null },
  { role: 'INTERNAL_PARTNER_SALES', access: null },
];

export const FALLBACK_ROLE: ResolvedRole = { role: 'COMPANY_EMPLOYEE', access: 'EMPLOYEE' };

/** The user's effective role and access type from their roles list (spec 01 §4.1). */
export const resolveRole = (roles: readonly string[]): ResolvedRole =>
  RESOLUTION_ORDER.find((candidate) => roles.includes(candidate.role)) ?? FALLBACK_ROLE;

/** Labels shown for roles (spec 01 §6.1); null where the spec shows none. */
export const ROLE_LABELS: Readonly<Record<Role, string | null>> = {
  WC_SUPER_ADMIN: null,
  INTERNAL_SUPER_ADMIN: 'Admin',
  INTERNAL_WC_SALES: null,
  INTERNAL_PARTNER_SALES: null,
  COMPANY_ADMIN: 'Super Admin',
  COMPANY_RECRUITER: 'Recruiter',
  COMPANY_INTERVIEWER: 'Hiring Manager / Interviewer',
  COMPANY_EMPLOYEE: 'Employee',
  CANDIDATE: 'Candidate',
  AGENCY_USER: 'Agency User',
};

/** Labels of the access types (spec 01 §6.1). */
export const ACCESS_LABELS: Readonly<Record<AccessType, string>> = {
  FULL_ACCESS: 'Full Access',
  LIMITED_ACCESS: 'Limited Access',
  CANDIDATE: 'Candidate',
  EMPLOYEE: 'Employee',
};

/** Ranks (spec 01 §6.1): lower is more privileged; null where the spec gives none. */
export const ROLE_RANKS: Readonly<Record<Role, number | null>> = {
  WC_SUPER_ADMIN: null,
  INTERNAL_SUPER_ADMIN: null,
  INTERNAL_WC_SALES: null,
  INTERNAL_PARTNER_SALES: null,
  COMPANY_ADMIN: 2,
  COMPANY_RECRUITER: 3,
  COMPANY_INTERVIEWER: 4,
  COMPANY_EMPLOYEE: 5,
  CANDIDATE: 5,
  AGENCY_USER: 5,
};

/** Whether `a` is at least as privileged as `b` by rank; roles without a rank are never comparable. */
export const outranksOrEquals = (a: Role, b: Role): boolean => {
  const [rankA, rankB] = [ROLE_RANKS[a], ROLE_RANKS[b]];
  return rankA !== null && rankB !== null && rankA <= rankB;
};

export const ALL_ROLES = Object.keys(ROLE_LABELS) as Role[];

export const isRole = (value: string): value is Role => (ALL_ROLES as string[]).includes(value);
