import { Controller, Get, Module } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { CompanyEntity } from '../../../../infra/db/entities/company.entity';
import { UserEntity } from '../../../../infra/db/entities/user.entity';
import type { SignedInUser } from '../identity/caller';
import { CurrentUser } from '../identity/caller.decorator';
import { AllowWithoutCompany, ANY_SIGNED_IN_USER, RouteAccess } from '../identity/route-access.decorator';

/** The profile's default time zone (spec 03 "Profile"); users have no time zone of their own yet. */
const DEFAULT_TIMEZONE = 'Asia/Dubai';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersHttpController {
  constructor(private readonly dataSource: DataSource) {}

  /** The current user (spec 01 §3.1), also while a self-serve sign-up has no company yet. */
  @RouteAccess(ANY_SIGNED_IN_USER)
  @AllowWithoutCompany()
  @Get('me')
  @ApiOperation({ summary: 'The signed-in user with roles, permissions and company' })
  async me(@CurrentUser() caller: SignedInUser) {
    const user = await this.dataSource.getRepository(UserEntity).findOneByOrFail({ id: caller.userId });
    const company = caller.companyId
      ? await this.dataSource.getRepository(CompanyEntity).findOneBy({ id: caller.companyId })
      : null;
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
      timezone: DEFAULT_TIMEZONE,
      isSelfOnboardingCompleted: company?.isSelfOnboardingCompleted ?? false,
    };
  }
}

@Module({ controllers: [UsersHttpController] })
export class UsersModule {}
