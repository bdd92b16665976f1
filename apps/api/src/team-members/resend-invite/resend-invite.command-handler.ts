import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { resendTeamInvite } from '@ats/domain/identity/team-member-policies';
import { existingCompany, lockUser } from '@ats/infra/db/identity-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '../../identity/caller';

export class ResendInviteCommand {
  constructor(
    readonly caller: Caller,
    readonly memberId: string,
  ) {}
}

/** `POST /auth/resend-invite/{id}` (spec 03 "Team member invitation"): by `resendTeamInvite`'s rules. */
@CommandHandler(ResendInviteCommand)
export class ResendInviteCommandHandler implements ICommandHandler<
  ResendInviteCommand,
  { id: string; status: 'INVITE_SENT' }
> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, memberId }: ResendInviteCommand) {
    return this.writer.run({
      load: async (manager) => ({
        member: await lockUser(manager, { id: memberId }),
        company: await existingCompany(manager, caller.companyId),
      }),
      decide: (existing, context) => resendTeamInvite({ memberId }, existing, caller, context),
    });
  }
}
