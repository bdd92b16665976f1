import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { normalizeEmail } from '../../../../../domain/candidates/contact-validation';
import { defaultPermissionsFor, ROLE_LABELS, type CollaboratorPermission } from '../../../../../domain/identity';
import { companyOwnsDomain } from '../../../../../domain/identity/self-serve';
import {
  assertCanGrant,
  assertJobPermissions,
  COMPANY_PERMISSION_OPTIONS,
  memberPermissions,
  TeamMemberErrors,
  type CompanyPermissionOption,
  type JobPermissionsInput,
  type JobPermissionsRequest,
  type TeamAccessType,
} from '../../../../../domain/identity/team-members';
import { emailDomainOf } from '../../../../../domain/identity/work-email';
import type { AtsConfig } from '../../../../../infra/config';
import { auditUserChange } from '../../../../../infra/db/audited';
import { CompanyEntity } from '../../../../../infra/db/entities/company.entity';
import { UserEntity } from '../../../../../infra/db/entities/user.entity';
import { enqueueMail } from '../../../../../infra/mail/mail-outbox';
import { teamInvitationMail } from '../../../../../infra/mail/mail-templates';
import type { Caller } from '../../identity/caller';
import { ATS_CONFIG } from '../../platform/tokens';
import { assertManages, collaboratorPermissionsFor } from '../team-member-access';

export type CreateTeamMemberInput = {
  email: string;
  firstName: string;
  lastName: string;
  accessType: TeamAccessType;
  sendInvite?: boolean;
  companyPermissions?: CompanyPermissionOption[];
  jobPermissions?: JobPermissionsRequest | null;
};

export class CreateTeamMemberCommand {
  constructor(
    readonly caller: Caller,
    readonly input: CreateTeamMemberInput,
  ) {}
}

/**
 * `POST /auth/company/createUser` (spec 03 "Team members"): adds a member with an access type, its default
 * permissions plus the chosen company permissions, and per-job permissions; invited by e-mail (status
 * INVITE_SENT) or added without an invite (NOT_INVITED). The address must be on one of the company's
 * domains — sign-in finds a person's company by it. An address in use is 'User email already exists',
 * except a member of this company who was deleted: adding them again restores that member (the e-mail is
 * unique across the product, and their history stays theirs).
 */
@CommandHandler(CreateTeamMemberCommand)
export class CreateTeamMemberCommandHandler implements ICommandHandler<CreateTeamMemberCommand, { id: string }> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
  ) {}

  execute({ caller, input }: CreateTeamMemberCommand): Promise<{ id: string }> {
    assertManages(caller, input.accessType);
    const email = normalizeEmail(input.email);
    const options = [...new Set(input.companyPermissions ?? [])];
    assertCanGrant(
      caller.permissions,
      options.map((name) => COMPANY_PERMISSION_OPTIONS[name]),
    );
    const sendInvite = input.sendInvite ?? true;

    return this.dataSource.transaction(async (manager) => {
      const company = await manager.getRepository(CompanyEntity).findOneByOrFail({ id: caller.companyId });
      const domains = [company.domain, ...company.otherEmailDomains].filter((domain): domain is string =>
        Boolean(domain),
      );
      if (domains.length > 0 && !companyOwnsDomain(company, emailDomainOf(email)))
        throw TeamMemberErrors.emailDomain(domains);

      let collaboratorPermissions: CollaboratorPermission[] = [];
      if (input.jobPermissions) {
        const grant: JobPermissionsInput = { ...input.jobPermissions, jobIds: input.jobPermissions.jobIds ?? [] };
        assertJobPermissions(input.accessType, grant);
        collaboratorPermissions = await collaboratorPermissionsFor(manager, caller, grant);
      }

      const users = manager.getRepository(UserEntity);
      const existing = await users.findOne({ where: { email }, lock: { mode: 'pessimistic_write' } });
      if (existing && !(existing.companyId === caller.companyId && existing.deletedAt))
        throw TeamMemberErrors.emailExists();

      const member = {
        id: existing?.id ?? randomUUID(),
        companyId: caller.companyId,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
        roles: [input.accessType],
        permissionV1: memberPermissions(defaultPermissionsFor(input.accessType), options),
        collaboratorPermissions,
        status: sendInvite ? ('INVITE_SENT' as const) : ('NOT_INVITED' as const),
        phone: existing?.phone ?? null,
        invitedAt: sendInvite ? new Date() : null,
        lastActiveAt: existing?.lastActiveAt ?? null,
        deletedAt: null,
      } satisfies Omit<UserEntity, 'createdAt'>;
      if (existing) await users.update({ id: existing.id }, member);
      else await users.insert(member);
      await auditUserChange(manager, { companyId: caller.companyId, actorId: caller.userId }, existing ?? null, member);

      if (sendInvite) {
        await enqueueMail(
          manager,
          teamInvitationMail({
            to: email,
            firstName: member.firstName,
            companyId: caller.companyId,
            companyName: company.name,
            invitedBy: caller.name,
            roleLabel: ROLE_LABELS[input.accessType] ?? input.accessType,
            publicUrl: this.config.publicUrl,
          }),
        );
      }
      return { id: member.id };
    });
  }
}
