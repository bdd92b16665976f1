import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ROLE_LABELS } from '../../../../../domain/identity';
import { TeamMemberErrors } from '../../../../../domain/identity/team-members';
import type { AtsConfig } from '../../../../../infra/config';
import { auditUserChange } from '../../../../../infra/db/audited';
import { CompanyEntity } from '../../../../../infra/db/entities/company.entity';
import { UserEntity } from '../../../../../infra/db/entities/user.entity';
import { enqueueMail } from '../../../../../infra/mail/mail-outbox';
import { teamInvitationMail } from '../../../../../infra/mail/mail-templates';
import type { Caller } from '../../identity/caller';
import { ATS_CONFIG } from '../../platform/tokens';
import { assertManages, lockMember, memberAccessType } from '../team-member-access';

export class ResendInviteCommand {
  constructor(
    readonly caller: Caller,
    readonly memberId: string,
  ) {}
}

/**
 * `POST /auth/resend-invite/{id}` (spec 03 "Team member invitation"): e-mails the invitation again, also to
 * a member added without one, who is then INVITE_SENT. Not for someone who has already signed in.
 */
@CommandHandler(ResendInviteCommand)
export class ResendInviteCommandHandler implements ICommandHandler<
  ResendInviteCommand,
  { id: string; status: 'INVITE_SENT' }
> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
  ) {}

  execute({ caller, memberId }: ResendInviteCommand) {
    return this.dataSource.transaction(async (manager) => {
      const member = await lockMember(manager, caller, memberId);
      const accessType = memberAccessType(member);
      assertManages(caller, accessType);
      if (member.status === 'ACTIVE') throw TeamMemberErrors.alreadyJoined();
      const change = { status: 'INVITE_SENT' as const, invitedAt: new Date() };
      await manager.getRepository(UserEntity).update({ id: member.id }, change);
      await auditUserChange(manager, { companyId: caller.companyId, actorId: caller.userId }, member, { ...member, ...change });
      const company = await manager.getRepository(CompanyEntity).findOneByOrFail({ id: caller.companyId });
      await enqueueMail(
        manager,
        teamInvitationMail({
          to: member.email,
          firstName: member.firstName,
          companyId: caller.companyId,
          companyName: company.name,
          invitedBy: caller.name,
          roleLabel: ROLE_LABELS[accessType] ?? accessType,
          publicUrl: this.config.publicUrl,
        }),
      );
      return { id: member.id, status: 'INVITE_SENT' as const };
    });
  }
}
