import type { PermissionHolder } from '../../../../domain/identity';
import type { Actor } from '../../../../domain/shared';

/**
 * Who is calling and for which company: every command and query is scoped by it and checks its
 * permissions with the one matcher in domain/identity.
 */
export type Caller = PermissionHolder & {
  userId: string;
  companyId: string;
  name: string;
  email: string;
};

export const actorOf = (caller: Caller): Actor => ({ kind: 'user', id: caller.userId, name: caller.name });
