import { Body, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { IdParam } from '@ats/api/platform/id-param';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { SettingIdResponseDto } from '../../setting-id.response.dto';
import { CustomFieldsHttpController, CUSTOM_FIELDS_PLAN } from '../custom-fields.http-controller.decorator';
import { EditCustomFieldRequestDto } from '../custom-field.request.dto';
import { EditCustomFieldCommand } from './edit-custom-field.command-handler';

@CustomFieldsHttpController()
export class EditCustomFieldHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ companyPermissions: CUSTOM_FIELDS_PLAN, permissions: [SETTINGS_PERMISSIONS.customFieldsManage] })
  @Patch(':id')
  @ApiOperation({ summary: 'Change a custom field’s name, options, flags or placements (its type stays)' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  edit(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Body() body: EditCustomFieldRequestDto,
  ): Promise<SettingIdResponseDto> {
    return this.commands.execute(new EditCustomFieldCommand(caller, id, body));
  }
}
