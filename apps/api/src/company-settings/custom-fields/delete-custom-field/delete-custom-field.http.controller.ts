import { Delete } from '@nestjs/common';
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
import { DeleteCustomFieldCommand } from './delete-custom-field.command-handler';

@CustomFieldsHttpController()
export class DeleteCustomFieldHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ companyPermissions: CUSTOM_FIELDS_PLAN, permissions: [SETTINGS_PERMISSIONS.customFieldsManage] })
  @Delete(':id')
  @ApiOperation({ summary: 'Delete a custom field (not a DEI one); the responses already given stay' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  remove(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<SettingIdResponseDto> {
    return this.commands.execute(new DeleteCustomFieldCommand(caller, id));
  }
}
