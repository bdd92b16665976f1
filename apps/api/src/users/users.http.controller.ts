import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SignedInUser } from '../identity/caller';
import { CurrentUser } from '../identity/caller.decorator';
import { AllowWithoutCompany, ANY_SIGNED_IN_USER, RouteAccess } from '../identity/route-access.decorator';
import { GetCurrentUserQuery } from './current-user/current-user.query-handler';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The current user (spec 01 §3.1), also while a self-serve sign-up has no company yet. */
  @RouteAccess(ANY_SIGNED_IN_USER)
  @AllowWithoutCompany()
  @Get('me')
  @ApiOperation({ summary: 'The signed-in user with roles, permissions and company' })
  me(@CurrentUser() caller: SignedInUser) {
    return this.queries.execute(new GetCurrentUserQuery(caller));
  }
}
