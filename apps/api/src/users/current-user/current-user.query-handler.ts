import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { userTimeZone } from '@ats/domain/identity/user-time-zone';
import { UserEntity } from '@ats/infra/db/entities/user.entity';
import { existingUser, findCompany } from '@ats/infra/db/identity-rows';
import type { SignedInUser } from '../../identity/caller';

export class GetCurrentUserQuery {
  constructor(readonly caller: SignedInUser) {}
}

/** `GET /users/me` (spec 01 §3.1): the signed-in user with roles, permissions and company, also without one. */
@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserQueryHandler implements IQueryHandler<GetCurrentUserQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ caller }: GetCurrentUserQuery) {
    const user = await existingUser(this.dataSource.manager, caller.userId);
    const company = caller.companyId ? await findCompany(this.dataSource.manager, caller.companyId) : null;
    const own = await this.dataSource.getRepository(UserEntity).findOne({ select: { id: true, timeZone: true, emailSignature: true }, where: { id: user.id } });
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      name: caller.name,
      username: user.email,
      email: user.email,
      avatar: null,
      roles: user.roles,
      permissionV1: user.permissionV1,
      permissionV2: company?.permissionV2 ?? [],
      permissionV2Enabled: company !== null,
      companyId: company?.id ?? null,
      companyName: company?.name ?? null,
      collaboratorPermissionsV1: user.collaboratorPermissions,
      // The spec reads the same list under a second name (01 §3.1).
      jobCollaborationPermissionsV1: user.collaboratorPermissions,
      access: caller.access,
      roleAccess: caller.role,
      // The profile's time zone (spec 03 "Profile"): the user's own, else the default (spec 04 §9), as the digest uses.
      timezone: userTimeZone({ user: own?.timeZone }),
      // Their own plain-text e-mail signature (spec 03 "Profile"), '' for none.
      emailSignature: own?.emailSignature ?? '',
      isSelfOnboardingCompleted: company?.isSelfOnboardingCompleted ?? false,
    };
  }
}
