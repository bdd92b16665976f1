import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SignedInUser } from '../../identity/caller';
import { CurrentUser } from '../../identity/caller.decorator';
import { AllowWithoutCompany } from '../../identity/route-access.decorator';
import { ApiErrorResponses } from '../../platform/openapi';
import { JoinAsEmployeeCommand } from './join-as-employee.command-handler';
import { JoinAsEmployeeRequestDto } from './join-as-employee.request.dto';

/** Under /auth as the spec names it (01 §7.2), though it is the last step of a self-serve sign-up. */
@ApiTags('self-serve sign-up')
@ApiBearerAuth()
@Controller('auth')
export class JoinAsEmployeeHttpController {
  constructor(private readonly commands: CommandBus) {}

  @AllowWithoutCompany()
  @Post('join-as-employee')
  @HttpCode(200)
  @ApiOperation({ summary: 'Join the company that owns the user’s e-mail domain as an Employee' })
  @ApiErrorResponses(409)
  join(@CurrentUser() user: SignedInUser, @Body() body: JoinAsEmployeeRequestDto) {
    return this.commands.execute(new JoinAsEmployeeCommand(user, body.userId, body.companyId));
  }
}
