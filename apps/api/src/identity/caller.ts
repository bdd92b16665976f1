import type { AccessType, PermissionHolder, Role } from '@ats/domain/identity';
import type { Actor } from '@ats/domain/shared';

/**
 * Who is calling and for which company: every command and query is scoped by it and checks its
 * permissions with the one matcher in domain/identity. Built by the identity guard from the verified access
 * token and the user's and company's current rows (so a permission change applies at the next request).
 */
export type Caller = PermissionHolder & {
  userId: string;
  companyId: string;
  name: string;
  email: string;
  /** The resolved role and access type (spec 01 §4.1). */
  role: Role;
  access: AccessType | null;
};

/**
 * A signed-in staff user who may not have a company yet (a self-serve sign-up in progress): what
 * `@AllowWithoutCompany()` routes read with `@CurrentUser()`.
 */
export type SignedInUser = Omit<Caller, 'companyId'> & { companyId: string | null };

/** A caller holding a candidate token (spec 01 §2.3), on `@CandidateRoute()` routes. */
export type CandidateCaller = { candidateUserId: string };

export const actorOf = (caller: Pick<Caller, 'userId' | 'name'>): Actor => ({
  kind: 'user',
  id: caller.userId,
  name: caller.name,
});
