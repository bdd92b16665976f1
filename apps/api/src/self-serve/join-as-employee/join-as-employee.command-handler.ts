import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { joinAsEmployee } from '@ats/domain/identity/self-serve-policies';
import { issueSession, type TokenPair } from '@ats/infra/auth';
import { findCompany, lockUser } from '@ats/infra/db/identity-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { SignedInUser } from '../../identity/caller';

export class JoinAsEmployeeCommand {
  constructor(
    readonly user: SignedInUser,
    readonly userId: string,
    readonly companyId: string,
  ) {}
}

/**
 * `POST /auth/join-as-employee` (spec 01 §2.10, §7.2): a verified sign-up joins the company that owns their
 * e-mail domain as an Employee, by `joinAsEmployee`'s rules; answers a new session carrying the company.
 */
@CommandHandler(JoinAsEmployeeCommand)
export class JoinAsEmployeeCommandHandler implements ICommandHandler<JoinAsEmployeeCommand, { token: TokenPair }> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ user: caller, userId, companyId }: JoinAsEmployeeCommand) {
    return this.writer.run({
      // The caller's own row: the policy refuses any other userId.
      load: async (manager) => ({
        user: await lockUser(manager, { id: caller.userId }),
        company: await findCompany(manager, companyId),
      }),
      decide: (existing) => joinAsEmployee({ userId, companyId }, existing, caller),
      afterwards: async (manager, joined) => ({ token: await issueSession(manager, joined.userId) }),
    });
  }
}
