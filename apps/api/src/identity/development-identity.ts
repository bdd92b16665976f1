import { Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { userDisplayName, UserEntity } from '../../../../infra/db/entities/user.entity';
import type { Caller } from './caller';

/**
 * Development identity, until sign-in exists: the caller is the user named by the `x-dev-user` header
 * (an e-mail), else ATS_DEV_USER_EMAIL, else the demo company's admin. Replaced by token verification in
 * the identity issue; handlers only ever see a `Caller`.
 */
@Injectable()
export class DevelopmentIdentity {
  static readonly DEFAULT_EMAIL = 'admin@demo-ats.example';

  constructor(private readonly dataSource: DataSource) {}

  async resolve(headerEmail: string | undefined): Promise<Caller> {
    const email = (headerEmail ?? process.env.ATS_DEV_USER_EMAIL ?? DevelopmentIdentity.DEFAULT_EMAIL).toLowerCase();
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email });
    if (!user || !user.companyId) throw new UnauthorizedException(`No user ${email}: run the seed (npm run seed)`);
    return {
      userId: user.id,
      companyId: user.companyId,
      name: userDisplayName(user),
      email: user.email,
      roles: user.roles,
      permissions: user.permissionV1,
      companyPermissions: [],
      collaboratorPermissions: user.collaboratorPermissions,
    };
  }
}
