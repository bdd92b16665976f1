import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { ApiErrorResponses } from '../platform/openapi';
import { DeleteTeamMemberCommand } from './delete-team-member/delete-team-member.command-handler';
import { ListTeamMembersRequestDto } from './team-member-queries/list-team-members.request.dto';
import {
  ListTeamMemberOptionsQuery,
  ListTeamMembersQuery,
  type TeamMemberFilter,
} from './team-member-queries/team-member-queries.query-handler';
import { UpdateTeamMemberRequestDto } from './team-member.request.dto';
import { UpdateTeamMemberCommand } from './update-team-member/update-team-member.command-handler';

const memberId = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

const filterOf = (query: ListTeamMembersRequestDto): TeamMemberFilter => ({
  accessType: query.accessType,
  includeDeletedUsers: query.includeDeletedUsers,
  search: query.search,
});

/**
 * The team members of the caller's company (spec 03 "Team members"; docs/api.md "Team members"). Every
 * call is scoped to the caller's company: another company's member answers 404. Member pickers (owner,
 * recruiter filters) need only to work on hiring, not to manage the team.
 *
 * NOTE for wiring: `GET /company-roles/company-users` shares its first segments with the jobs module's
 * `GET /company-roles/:id`; Express takes the first route registered, so this module must be imported
 * before JobsModule in the AppModule.
 */
@ApiTags('team members')
@ApiBearerAuth()
@Controller('company-roles/company-users')
export class TeamMembersHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RouteAccess({ permissions: [PERMISSIONS.teamMembersList] })
  @Get('v1')
  @ApiOperation({ summary: 'Team members, paged; deleted ones only with includeDeletedUsers=true' })
  list(@CurrentCaller() caller: Caller, @Query() query: ListTeamMembersRequestDto) {
    return this.queries.execute(new ListTeamMembersQuery(caller, filterOf(query), query.page ?? 1, query.take ?? 20));
  }

  @RouteAccess({ permissions: [PERMISSIONS.teamMembersList, PERMISSIONS.jobsList] })
  @Get()
  @ApiOperation({ summary: 'Members for pickers: [{ id, fullName, isDeletedUser }]' })
  options(@CurrentCaller() caller: Caller, @Query() query: ListTeamMembersRequestDto) {
    return this.queries.execute(new ListTeamMemberOptionsQuery(caller, filterOf(query)));
  }

  @RouteAccess({ permissions: [PERMISSIONS.teamMembersList, PERMISSIONS.jobsList] })
  @Get('dropdown')
  @ApiOperation({ summary: 'Members for dropdowns: [{ id, fullName, isDeletedUser }]' })
  dropdown(@CurrentCaller() caller: Caller, @Query() query: ListTeamMembersRequestDto) {
    return this.queries.execute(new ListTeamMemberOptionsQuery(caller, filterOf(query)));
  }

  @RouteAccess({ permissions: [PERMISSIONS.teamMembersEdit] })
  @Put(':id')
  @ApiOperation({ summary: 'Change access type, company permissions or per-job permissions' })
  update(
    @CurrentCaller() caller: Caller,
    @Param('id', memberId) id: string,
    @Body() body: UpdateTeamMemberRequestDto,
  ): Promise<{ id: string }> {
    return this.commands.execute(new UpdateTeamMemberCommand(caller, id, body));
  }

  @RouteAccess({ permissions: [PERMISSIONS.teamMembersDelete] })
  @Delete(':id')
  @ApiOperation({ summary: 'Delete (soft) a member who owns no active candidates' })
  @ApiErrorResponses(409)
  remove(@CurrentCaller() caller: Caller, @Param('id', memberId) id: string): Promise<{ id: string }> {
    return this.commands.execute(new DeleteTeamMemberCommand(caller, id));
  }
}
