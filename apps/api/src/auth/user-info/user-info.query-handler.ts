import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { findUser } from '@ats/infra/db/identity-rows';
import { userDisplayName } from '@ats/infra/db/entities/user.entity';
import type { Caller } from '../../identity/caller';

export class UserInfoQuery {
  constructor(
    readonly caller: Caller,
    readonly userId: string,
  ) {}
}

/** `GET /auth/info/user/{id}`: another member of the caller's company; anyone else's id answers 404. */
@QueryHandler(UserInfoQuery)
export class UserInfoQueryHandler implements IQueryHandler<UserInfoQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ caller, userId }: UserInfoQuery) {
    const user = await findUser(this.dataSource.manager, { id: userId });
    if (!user || user.companyId !== caller.companyId)
      throw new NotFoundException({ message: 'User not found', errorCode: 'not-found' });
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      name: userDisplayName(user),
      email: user.email,
      roles: user.roles,
      status: user.status,
      isDeletedUser: user.deletedAt !== null,
      avatar: null,
    };
  }
}
