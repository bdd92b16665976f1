import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { PipelineTemplatesHttpController } from '../../company-settings.http-controller.decorator';
import { SettingIdResponseDto } from '../../setting-id.response.dto';
import { PipelineTemplateRequestDto } from '../pipeline-template.request.dto';
import { AddPipelineTemplateCommand } from './add-pipeline-template.command-handler';

@PipelineTemplatesHttpController()
export class AddPipelineTemplateHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [SETTINGS_PERMISSIONS.pipelineAdd] })
  @Post()
  @ApiOperation({ summary: 'Add a stage pipeline template' })
  @ApiCreatedResponse({ type: SettingIdResponseDto })
  add(@CurrentCaller() caller: Caller, @Body() body: PipelineTemplateRequestDto): Promise<SettingIdResponseDto> {
    return this.commands.execute(new AddPipelineTemplateCommand(caller, { name: body.name, stages: body.stages }));
  }
}
