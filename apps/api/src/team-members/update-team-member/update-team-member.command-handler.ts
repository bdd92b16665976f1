import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { updateTeamMember, type UpdateTeamMemberInput } from '@ats/domain/identity/team-member-policies';
import { lockUser } from '@ats/infra/db/identity-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '../../identity/caller';
import { findGrantableJobs } from '../grantable-jobs';

export class UpdateTeamMemberCommand {
  constructor(
    readonly caller: Caller,
    readonly memberId: string,
    readonly input: UpdateTeamMemberInput,
  ) {}
}

/**
 * `PUT /company-roles/company-users/{id}`: changes a member's access type, company permissions and per-job
 * permissions — the rules are `updateTeamMember`'s.
 */
@CommandHandler(UpdateTeamMemberCommand)
export class UpdateTeamMemberCommandHandler implements ICommandHandler<UpdateTeamMemberCommand, { id: string }> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, memberId, input }: UpdateTeamMemberCommand): Promise<{ id: string }> {
    return this.writer.run({
      load: async (manager) => ({
        member: await lockUser(manager, { id: memberId }),
        jobs: await findGrantableJobs(manager, caller.companyId, input.jobPermissions),
      }),
      decide: (existing) => updateTeamMember(input, existing, caller),
    });
  }
}
