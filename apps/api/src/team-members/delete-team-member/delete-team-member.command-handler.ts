import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteTeamMember } from '@ats/domain/identity/team-member-policies';
import { revokeAllRefreshTokens } from '@ats/infra/auth';
import { lockUser } from '@ats/infra/db/identity-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import { countActiveCandidatesOwnedBy } from '@ats/projections/candidate-list/candidate-list.query';
import { countPendingOfferApprovals } from '@ats/projections/offers/offers.query';
import { countPendingRequisitionApprovals } from '@ats/projections/requisitions/requisitions.query';
import type { Caller } from '../../identity/caller';

export class DeleteTeamMemberCommand {
  constructor(
    readonly caller: Caller,
    readonly memberId: string,
  ) {}
}

/**
 * `DELETE /company-roles/company-users/{id}` (spec 03 §6 "Deleting team members"): a soft delete, by
 * `deleteTeamMember`'s rules (the candidate list read model knows each application's owner and status).
 * Their sessions end at once: the guard refuses deleted users, and their refresh tokens are revoked.
 */
@CommandHandler(DeleteTeamMemberCommand)
export class DeleteTeamMemberCommandHandler implements ICommandHandler<DeleteTeamMemberCommand, { id: string }> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, memberId }: DeleteTeamMemberCommand): Promise<{ id: string }> {
    return this.writer.run({
      load: async (manager) => ({
        member: await lockUser(manager, { id: memberId }),
        activeCandidatesOwned: await countActiveCandidatesOwnedBy(manager, caller.companyId, memberId),
        // Approvers of pending requisition and offer rounds.
        pendingApprovals:
          (await countPendingRequisitionApprovals(manager, caller.companyId, memberId)) +
          (await countPendingOfferApprovals(manager, caller.companyId, memberId)),
      }),
      decide: (existing, context) => deleteTeamMember({ memberId }, existing, caller, context),
      afterwards: async (manager, deleted) => {
        await revokeAllRefreshTokens(manager, deleted.id);
        return deleted;
      },
    });
  }
}
