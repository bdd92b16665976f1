import { Body, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { EMAIL_TEMPLATE_PERMISSIONS } from '@ats/domain/email-templates';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { IdParam } from '@ats/api/platform/id-param';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { SettingIdResponseDto } from '../../setting-id.response.dto';
import { EmailTemplatesHttpController } from '../email-templates.http-controller.decorator';
import { EmailTemplateRequestDto } from '../email-template.request.dto';
import { EditEmailTemplateCommand } from './edit-email-template.command-handler';

@EmailTemplatesHttpController()
export class EditEmailTemplateHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [EMAIL_TEMPLATE_PERMISSIONS.edit] })
  @Put(':id')
  @ApiOperation({ summary: 'Change a company e-mail template (system templates are read-only)' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  edit(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Body() body: EmailTemplateRequestDto,
  ): Promise<SettingIdResponseDto> {
    return this.commands.execute(new EditEmailTemplateCommand(caller, id, { ...body }));
  }
}
