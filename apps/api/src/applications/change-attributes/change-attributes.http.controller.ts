import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { ApplicationsHttpController } from '../applications.http-controller.decorator';
import { ChangeOriginSourceCommand, ChangeOwnerCommand, ChangeTagsCommand } from './change-attributes.command-handler';
import { ChangeOriginSourceRequestDto, ChangeOwnerRequestDto, ChangeTagsRequestDto } from './change-attributes.request.dto';

/**
 * The profile's edits of the application's owner, tags, origin and source (spec 02 §2.13, §3.7). The paths take
 * the names of the spec's bulk actions (02 §7.3 owner-change, add-or-remove-tags; origin-change and source-change
 * joined, as the profile edits both at once) for one application.
 */
@ApplicationsHttpController()
export class ChangeAttributesHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Post(':id/owner-change')
  @ApiOperation({ summary: 'Make a team member with access to the job the candidate’s owner (they are notified)' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  changeOwner(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Body() body: ChangeOwnerRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(new ChangeOwnerCommand(caller, commandId, id, body.ownerId, body.expectedRevision));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Post(':id/add-or-remove-tags')
  @ApiOperation({ summary: 'Add and remove the application’s tags' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  changeTags(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Body() body: ChangeTagsRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(new ChangeTagsCommand(caller, commandId, id, body.add ?? [], body.remove ?? [], body.expectedRevision));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Post(':id/origin-source-change')
  @ApiOperation({ summary: 'Change the application’s origin and/or source (null or blank clears the source)' })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  changeOriginSource(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Body() body: ChangeOriginSourceRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(new ChangeOriginSourceCommand(caller, commandId, id, body.origin, body.source, body.expectedRevision));
  }
}
