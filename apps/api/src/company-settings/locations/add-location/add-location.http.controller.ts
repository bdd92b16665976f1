import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { LocationsHttpController } from '../../company-settings.http-controller.decorator';
import { SettingIdResponseDto } from '../../setting-id.response.dto';
import { LocationRequestDto } from '../location.request.dto';
import { AddLocationCommand } from './add-location.command-handler';

@LocationsHttpController()
export class AddLocationHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [SETTINGS_PERMISSIONS.locationAdd] })
  @Post()
  @ApiOperation({ summary: 'Add a location; its name is unique in the company' })
  @ApiCreatedResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  add(@CurrentCaller() caller: Caller, @Body() body: LocationRequestDto): Promise<SettingIdResponseDto> {
    return this.commands.execute(new AddLocationCommand(caller, { name: body.name }));
  }
}
