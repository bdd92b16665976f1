import { Delete } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { IdParam } from '@ats/api/platform/id-param';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { LocationsHttpController } from '../../company-settings.http-controller.decorator';
import { SettingIdResponseDto } from '../../setting-id.response.dto';
import { DeleteLocationCommand } from './delete-location.command-handler';

@LocationsHttpController()
export class DeleteLocationHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [SETTINGS_PERMISSIONS.locationDelete] })
  @Delete(':id')
  @ApiOperation({ summary: 'Delete a location no job names' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  remove(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<SettingIdResponseDto> {
    return this.commands.execute(new DeleteLocationCommand(caller, id));
  }
}
