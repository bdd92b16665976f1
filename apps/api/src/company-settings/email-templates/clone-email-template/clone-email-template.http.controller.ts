import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { EMAIL_TEMPLATE_PERMISSIONS } from '@ats/domain/email-templates';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { IdParam } from '@ats/api/platform/id-param';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { SettingIdResponseDto } from '../../setting-id.response.dto';
import { EmailTemplatesHttpController } from '../email-templates.http-controller.decorator';
import { CloneEmailTemplateRequestDto } from '../email-template.request.dto';
import { CloneEmailTemplateCommand } from './clone-email-template.command-handler';

@EmailTemplatesHttpController()
export class CloneEmailTemplateHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [EMAIL_TEMPLATE_PERMISSIONS.add] })
  @Post(':id/clone')
  @ApiOperation({ summary: 'Clone a company or system e-mail template under a new, unique title' })
  @ApiCreatedResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  clone(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Body() body: CloneEmailTemplateRequestDto,
  ): Promise<SettingIdResponseDto> {
    return this.commands.execute(new CloneEmailTemplateCommand(caller, id, body.title));
  }
}
