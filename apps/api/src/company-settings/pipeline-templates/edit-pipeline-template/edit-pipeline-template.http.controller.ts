import { Body, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { IdParam } from '@ats/api/platform/id-param';
import { PipelineTemplatesHttpController } from '../../company-settings.http-controller.decorator';
import { SettingIdResponseDto } from '../../setting-id.response.dto';
import { PipelineTemplateRequestDto } from '../pipeline-template.request.dto';
import { EditPipelineTemplateCommand } from './edit-pipeline-template.command-handler';

@PipelineTemplatesHttpController()
export class EditPipelineTemplateHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [SETTINGS_PERMISSIONS.pipelineEdit] })
  @Put(':id')
  @ApiOperation({ summary: 'Rename a stage pipeline template and set its ordered stages' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  edit(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Body() body: PipelineTemplateRequestDto,
  ): Promise<SettingIdResponseDto> {
    return this.commands.execute(new EditPipelineTemplateCommand(caller, id, { name: body.name, stages: body.stages }));
  }
}
