import { Delete } from '@nestjs/common';
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
import { DeleteAgencyCommand } from './delete-agency.command-handler';

@AgenciesHttpController()
export class DeleteAgencyHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ companyPermissions: AGENCIES_PLAN, permissions: [SETTINGS_PERMISSIONS.agencyDelete] })
  @Delete(':id')
  @ApiOperation({ summary: 'Delete an agency: its jobs stop listing it, its candidates keep its name' })
  @ApiOkResponse({ type: AgencyChangeResponseDto })
  @ApiErrorResponses()
  remove(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string): Promise<AgencyChangeResponseDto> {
    return this.commands.execute(new DeleteAgencyCommand(caller, commandId, id));
  }
}
