import { Body, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { CommandId } from '@ats/api/platform/command-id';
import { IdParam } from '@ats/api/platform/id-param';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { AGENCIES_PLAN, AgenciesHttpController } from '../agencies.http-controller.decorator';
import { AgencyChangeResponseDto } from '../agency.response.dto';
import { EditAgencyRequestDto } from '../agency.request.dto';
import { EditAgencyCommand } from './edit-agency.command-handler';

@AgenciesHttpController()
export class EditAgencyHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ companyPermissions: AGENCIES_PLAN, permissions: [SETTINGS_PERMISSIONS.agencyEdit] })
  @Patch(':id')
  @ApiOperation({ summary: 'Change an agency; given jobs replace the jobs it is assigned to' })
  @ApiOkResponse({ type: AgencyChangeResponseDto })
  @ApiErrorResponses(409)
  edit(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Body() body: EditAgencyRequestDto,
  ): Promise<AgencyChangeResponseDto> {
    return this.commands.execute(new EditAgencyCommand(caller, commandId, id, body));
  }
}
