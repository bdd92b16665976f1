import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { EMAIL_TEMPLATE_PERMISSIONS } from '@ats/domain/email-templates';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { SettingIdResponseDto } from '../../setting-id.response.dto';
import { EmailTemplatesHttpController } from '../email-templates.http-controller.decorator';
import { EmailTemplateRequestDto } from '../email-template.request.dto';
import { AddEmailTemplateCommand } from './add-email-template.command-handler';

@EmailTemplatesHttpController()
export class AddEmailTemplateHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [EMAIL_TEMPLATE_PERMISSIONS.add] })
  @Post()
  @ApiOperation({ summary: 'Add a company e-mail template; its title is unique' })
  @ApiCreatedResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  add(@CurrentCaller() caller: Caller, @Body() body: EmailTemplateRequestDto): Promise<SettingIdResponseDto> {
    return this.commands.execute(new AddEmailTemplateCommand(caller, { ...body }));
  }
}
