import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail } from '@ats/domain/candidates/contact-validation';
import { createTeamMember, type CreateTeamMemberInput } from '@ats/domain/identity/team-member-policies';
import { existingCompany, lockUser } from '@ats/infra/db/identity-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '../../identity/caller';
import { findGrantableJobs } from '../grantable-jobs';

export class CreateTeamMemberCommand {
  constructor(
    readonly caller: Caller,
    readonly input: CreateTeamMemberInput,
  ) {}
}

/**
 * `POST /auth/company/createUser` (spec 03 "Team members"): adds or restores a member, invited or not — the
 * rules are `createTeamMember`'s. The address is looked up (and locked) across the product: it is unique.
 */
@CommandHandler(CreateTeamMemberCommand)
export class CreateTeamMemberCommandHandler implements ICommandHandler<CreateTeamMemberCommand, { id: string }> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, input }: CreateTeamMemberCommand): Promise<{ id: string }> {
    return this.writer.run({
      load: async (manager) => ({
        company: await existingCompany(manager, caller.companyId),
        jobs: await findGrantableJobs(manager, caller.companyId, input.jobPermissions),
        userWithEmail: await lockUser(manager, { email: normalizeEmail(input.email) }),
      }),
      decide: (existing, context) => createTeamMember(input, existing, caller, context),
    });
  }
}
