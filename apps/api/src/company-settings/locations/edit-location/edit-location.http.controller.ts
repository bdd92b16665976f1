import { Body, Patch } from '@nestjs/common';
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
import { LocationRequestDto } from '../location.request.dto';
import { EditLocationCommand } from './edit-location.command-handler';

@LocationsHttpController()
export class EditLocationHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [SETTINGS_PERMISSIONS.locationEdit] })
  @Patch(':id')
  @ApiOperation({ summary: 'Rename a location' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  edit(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Body() body: LocationRequestDto,
  ): Promise<SettingIdResponseDto> {
    return this.commands.execute(new EditLocationCommand(caller, id, { name: body.name }));
  }
}
