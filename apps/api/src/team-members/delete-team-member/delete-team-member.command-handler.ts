import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { TeamMemberErrors } from '../../../../../domain/identity/team-members';
import { revokeAllRefreshTokens } from '../../../../../infra/auth';
import { auditUserChange } from '../../../../../infra/db/audited';
import { UserEntity } from '../../../../../infra/db/entities/user.entity';
import type { Caller } from '../../identity/caller';
import { assertManages, lockMember, memberAccessType } from '../team-member-access';

export class DeleteTeamMemberCommand {
  constructor(
    readonly caller: Caller,
    readonly memberId: string,
  ) {}
}

/**
 * `DELETE /company-roles/company-users/{id}` (spec 03 §6 "Deleting team members"): a soft delete — the
 * member keeps their name in history and lists that include deleted users show '{name} (Deleted User)' —
 * refused while they own active candidates (reassign them first) and for oneself. Their sessions end at
 * once: the guard refuses deleted users, and their refresh tokens are revoked.
 * Not yet checked: "an approver in an approval flow cannot be deleted" — approval flows do not exist yet.
 */
@CommandHandler(DeleteTeamMemberCommand)
export class DeleteTeamMemberCommandHandler implements ICommandHandler<DeleteTeamMemberCommand, { id: string }> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ caller, memberId }: DeleteTeamMemberCommand): Promise<{ id: string }> {
    return this.dataSource.transaction(async (manager) => {
      const member = await lockMember(manager, caller, memberId);
      if (member.id === caller.userId) throw TeamMemberErrors.cannotDeleteSelf();
      assertManages(caller, memberAccessType(member));
      // The candidate list read model knows each application's owner and status.
      const owned: Array<{ count: string }> = await manager.query(
        `SELECT count(*) AS count FROM rm_candidate_list WHERE company_id = $1 AND owner_id = $2 AND status = 'ACTIVE'`,
        [caller.companyId, member.id],
      );
      if (Number(owned[0].count) > 0) throw TeamMemberErrors.ownsActiveCandidates();
      const deletedAt = new Date();
      await manager.getRepository(UserEntity).update({ id: member.id }, { deletedAt });
      await revokeAllRefreshTokens(manager, member.id);
      await auditUserChange(manager, { companyId: caller.companyId, actorId: caller.userId }, member, { ...member, deletedAt }, 'delete');
      return { id: member.id };
    });
  }
}
