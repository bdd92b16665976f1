import { Delete } from '@nestjs/common';
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
import { DeleteEmailTemplateCommand } from './delete-email-template.command-handler';

@EmailTemplatesHttpController()
export class DeleteEmailTemplateHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ permissions: [EMAIL_TEMPLATE_PERMISSIONS.delete] })
  @Delete(':id')
  @ApiOperation({ summary: 'Delete a company e-mail template that is not default and no stage automation uses' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  remove(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<SettingIdResponseDto> {
    return this.commands.execute(new DeleteEmailTemplateCommand(caller, id));
  }
}
