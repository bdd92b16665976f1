import type { AuditEntry, RelationalDecision } from '../shared/relational-decision';
import type { CollaboratorPermission } from './identity.types';

/**
 * The identity tables as identity policies see them (plain rows; infra/db/entities maps them to TypeORM), the
 * mail those policies send, and how a user change is audited.
 */

/** INVITE_SENT and NOT_INVITED until the member first signs in (spec 03 "Team member invitation"). */
export type UserStatus = 'ACTIVE' | 'INVITE_SENT' | 'NOT_INVITED' | 'PENDING_VERIFICATION';

/** A `users` row, every column but the creation time the database sets. */
export type UserRow = {
  id: string;
  /** Null while a self-serve sign-up has no company yet. */
  companyId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  permissionV1: string[];
  collaboratorPermissions: CollaboratorPermission[];
  status: UserStatus;
  phone: string | null;
  /** Their own IANA time zone (profile); absent or null: the default (user-time-zone.ts). */
  timeZone?: string | null;
  /** Their own plain-text e-mail signature (profile); absent or null: none. */
  emailSignature?: string | null;
  invitedAt: Date | null;
  lastActiveAt: Date | null;
  deletedAt: Date | null;
};

/** Company type (spec 01 §3.2). */
export type CompanyStatus = 'TRIAL' | 'CUSTOMER' | 'FREE_FOREVER' | 'INTERNAL_DEMO';

/** The `companies` columns identity policies read and write. */
export type CompanyRow = {
  id: string;
  name: string;
  /** The company's e-mail domain: sign-in and "join as an employee" match users by it. */
  domain: string | null;
  otherEmailDomains: string[];
  partnerName: string | null;
  status: CompanyStatus;
  isSelfOnboardingCompleted: boolean;
  /** Company-level permissions: what the plan allows (spec 01 §6.3). */
  permissionV2: string[];
  onboardingResponses: Record<string, unknown> | null;
};

/** The tables identity policies write; a new company leaves its other domains and answers to their defaults. */
export type IdentityTables = {
  users: UserRow;
  companies: Omit<CompanyRow, 'otherEmailDomains' | 'onboardingResponses'> &
    Partial<Pick<CompanyRow, 'otherEmailDomains' | 'onboardingResponses'>>;
};

/** Mail identity policies send, as data; infra/mail renders each with its template. */
export type IdentityMail =
  | {
      /** An invitation to join a company's hiring team. */
      kind: 'team-invitation';
      to: string;
      firstName: string;
      companyId: string;
      companyName: string;
      invitedBy: string;
      roleLabel: string;
    }
  | {
      /** A new sign-up verification code (the previous one stops working), issued as the mail is queued. */
      kind: 'sign-up-code';
      to: string;
      firstName: string;
      userId: string;
      requestedFrom: string | null;
    };

export type IdentityDecision<Result> = RelationalDecision<IdentityTables, IdentityMail, Result>;

/** What the audit log keeps of a user row: everything but the timestamps the database sets. */
export const userAuditView = (user: Omit<UserRow, 'lastActiveAt'>) => ({
  id: user.id,
  companyId: user.companyId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  roles: user.roles,
  permissionV1: user.permissionV1,
  collaboratorPermissions: user.collaboratorPermissions,
  status: user.status,
  phone: user.phone,
  invitedAt: user.invitedAt,
  deletedAt: user.deletedAt,
});

/**
 * The audit entry of a change to a user row: who made it, for which company (null before the user has
 * one), and the row before and after.
 */
export const userAudit = (
  by: { companyId: string | null; actorId: string },
  before: UserRow | null,
  after: UserRow,
  action: AuditEntry['action'] = before ? 'update' : 'create',
): AuditEntry => ({
  companyId: by.companyId,
  actorId: by.actorId,
  entity: 'user',
  entityId: after.id,
  action,
  before: before && userAuditView(before),
  after: userAuditView(after),
});

/** The write and audit entry of a change to an existing user: `set` on `before`, audited as an update (or `action`). */
export const changeUser = (
  by: { companyId: string | null; actorId: string },
  before: UserRow,
  set: Partial<UserRow>,
  action?: AuditEntry['action'],
): Pick<IdentityDecision<unknown>, 'writes' | 'audit'> => ({
  writes: [{ table: 'users', update: before.id, set }],
  audit: [userAudit(by, before, { ...before, ...set }, action)],
});
