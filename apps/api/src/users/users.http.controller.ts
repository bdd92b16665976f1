import { Controller, Get, Module } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { CompanyEntity } from '../../../../infra/db/entities/company.entity';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';

@ApiTags('users')
@Controller('users')
export class UsersHttpController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('me')
  async me(@CurrentCaller() caller: Caller) {
    const company = await this.dataSource.getRepository(CompanyEntity).findOneBy({ id: caller.companyId });
    const [firstName, ...rest] = caller.name.split(' ');
    return {
      id: caller.userId,
      firstName,
      lastName: rest.join(' '),
      email: caller.email,
      companyId: caller.companyId,
      companyName: company?.name ?? '',
      roles: caller.roles,
    };
  }
}

@Module({ controllers: [UsersHttpController] })
export class UsersModule {}
