import { Delete } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { SettingIdResponseDto } from '../../company-settings/setting-id.response.dto';
import { ArchivalReasonsHttpController } from '../archival-reasons.http-controller.decorator';
import { DeleteArchivalReasonCommand } from './delete-archival-reason.command-handler';

@ArchivalReasonsHttpController()
export class DeleteArchivalReasonHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [SETTINGS_PERMISSIONS.archivalReasonDelete] })
  @Delete(':id')
  @ApiOperation({ summary: 'Delete an archival reason: not a default one, nor one archived candidates carry' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  remove(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<SettingIdResponseDto> {
    return this.commands.execute(new DeleteArchivalReasonCommand(caller, id));
  }
}
