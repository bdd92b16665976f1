import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { defaultPermissionsFor } from '../../../../../domain/identity';
import {
  assertCanGrant,
  assertJobPermissions,
  COMPANY_PERMISSION_OPTIONS,
  companyPermissionOptionsOf,
  extraCompanyPermissionOptions,
  holdsJobPermissions,
  isTeamAccessType,
  memberPermissions,
  TeamMemberErrors,
  type CompanyPermissionOption,
  type JobPermissionsInput,
  type JobPermissionsRequest,
  type TeamAccessType,
} from '../../../../../domain/identity/team-members';
import { auditUserChange } from '../../../../../infra/db/audited';
import { UserEntity } from '../../../../../infra/db/entities/user.entity';
import type { Caller } from '../../identity/caller';
import { assertManages, collaboratorPermissionsFor, lockMember, memberAccessType } from '../team-member-access';

export type UpdateTeamMemberInput = {
  accessType?: TeamAccessType;
  companyPermissions?: CompanyPermissionOption[];
  jobPermissions?: JobPermissionsRequest | null;
};

export class UpdateTeamMemberCommand {
  constructor(
    readonly caller: Caller,
    readonly memberId: string,
    readonly input: UpdateTeamMemberInput,
  ) {}
}

/**
 * `PUT /company-roles/company-users/{id}`: changes a member's access type, company permissions and per-job
 * permissions (the team member page is where per-job permissions of hiring managers and all-jobs recruiters
 * are changed, spec 02 §6.1). What is not sent is kept — except that a new access type brings its own
 * default permissions, and access types without per-job permissions (admin, employee) drop them. The
 * caller must manage the member both as they are and as they will be; nobody changes their own access
 * type, so a company always keeps the admin who is editing.
 */
@CommandHandler(UpdateTeamMemberCommand)
export class UpdateTeamMemberCommandHandler implements ICommandHandler<UpdateTeamMemberCommand, { id: string }> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ caller, memberId, input }: UpdateTeamMemberCommand): Promise<{ id: string }> {
    return this.dataSource.transaction(async (manager) => {
      const member = await lockMember(manager, caller, memberId);
      const current = memberAccessType(member);
      const next = input.accessType ?? current;
      if (member.id === caller.userId && next !== current) throw TeamMemberErrors.cannotChangeOwnAccess();
      assertManages(caller, current);
      assertManages(caller, next);

      const held = companyPermissionOptionsOf(member.permissionV1);
      const options = input.companyPermissions
        ? [...new Set(input.companyPermissions)]
        : extraCompanyPermissionOptions(member.permissionV1, defaultPermissionsFor(current));
      // Only what is newly given must be the caller's to give; what an admin gave earlier may stay.
      assertCanGrant(
        caller.permissions,
        options.filter((name) => !held.includes(name)).map((name) => COMPANY_PERMISSION_OPTIONS[name]),
      );

      // Not sent: kept (where the access type holds them); null: removed; a grant: replaces them.
      let collaboratorPermissions =
        holdsJobPermissions(next) && input.jobPermissions !== null ? member.collaboratorPermissions : [];
      if (input.jobPermissions) {
        const grant: JobPermissionsInput = { ...input.jobPermissions, jobIds: input.jobPermissions.jobIds ?? [] };
        assertJobPermissions(next, grant);
        collaboratorPermissions = await collaboratorPermissionsFor(manager, caller, grant);
      }

      const change = {
        // Roles outside the team access types (internal ones) are not the team page's to change.
        roles: [next, ...member.roles.filter((role) => !isTeamAccessType(role))],
        permissionV1: memberPermissions(defaultPermissionsFor(next), options),
        collaboratorPermissions,
      };
      await manager.getRepository(UserEntity).update({ id: member.id }, change);
      await auditUserChange(manager, { companyId: caller.companyId, actorId: caller.userId }, member, {
        ...member,
        ...change,
      });
      return { id: member.id };
    });
  }
}
