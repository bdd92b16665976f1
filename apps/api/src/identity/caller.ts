import type { Actor } from '../../../../domain/shared';

/** Who is calling and for which company: every command and query is scoped by it. */
export type Caller = {
  userId: string;
  companyId: string;
  name: string;
  email: string;
  roles: string[];
};

export const actorOf = (caller: Caller): Actor => ({ kind: 'user', id: caller.userId, name: caller.name });
