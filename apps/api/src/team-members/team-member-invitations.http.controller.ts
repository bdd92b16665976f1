import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { ApiErrorResponses } from '../platform/openapi';
import { CreateTeamMemberCommand } from './create-team-member/create-team-member.command-handler';
import { ResendInviteCommand } from './resend-invite/resend-invite.command-handler';
import { CreateTeamMemberRequestDto } from './team-member.request.dto';

const memberId = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** Adding and inviting team members, under /auth as the spec names the calls (03 §7 "Team members"). */
@ApiTags('team members')
@ApiBearerAuth()
@Controller('auth')
export class TeamMemberInvitationsHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [PERMISSIONS.teamMembersAdd] })
  @Post('company/createUser')
  @ApiOperation({ summary: 'Add a team member, with an e-mail invitation unless sendInvite is false' })
  @ApiErrorResponses(409)
  create(@CurrentCaller() caller: Caller, @Body() body: CreateTeamMemberRequestDto): Promise<{ id: string }> {
    return this.commands.execute(new CreateTeamMemberCommand(caller, body));
  }

  @RouteAccess({ permissions: [PERMISSIONS.teamMembersAdd] })
  @Post('resend-invite/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail the invitation again' })
  resend(@CurrentCaller() caller: Caller, @Param('id', memberId) id: string) {
    return this.commands.execute(new ResendInviteCommand(caller, id));
  }
}
