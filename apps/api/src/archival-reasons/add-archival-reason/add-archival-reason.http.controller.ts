import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { ApiErrorResponses } from '../../platform/openapi';
import { SettingIdResponseDto } from '../../company-settings/setting-id.response.dto';
import { ArchivalReasonsHttpController } from '../archival-reasons.http-controller.decorator';
import { AddArchivalReasonCommand } from './add-archival-reason.command-handler';
import { AddArchivalReasonRequestDto } from './add-archival-reason.request.dto';

@ArchivalReasonsHttpController()
export class AddArchivalReasonHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [SETTINGS_PERMISSIONS.archivalReasonAdd] })
  @Post()
  @ApiOperation({ summary: 'Add an archival reason of the company’s own' })
  @ApiCreatedResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  add(@CurrentCaller() caller: Caller, @Body() body: AddArchivalReasonRequestDto): Promise<SettingIdResponseDto> {
    return this.commands.execute(new AddArchivalReasonCommand(caller, { text: body.text }));
  }
}
