import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { SettingIdResponseDto } from '../../setting-id.response.dto';
import { CustomFieldsHttpController, CUSTOM_FIELDS_PLAN } from '../custom-fields.http-controller.decorator';
import { AddCustomFieldRequestDto } from '../custom-field.request.dto';
import { AddCustomFieldCommand } from './add-custom-field.command-handler';

@CustomFieldsHttpController()
export class AddCustomFieldHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ companyPermissions: CUSTOM_FIELDS_PLAN, permissions: [SETTINGS_PERMISSIONS.customFieldsManage] })
  @Post()
  @ApiOperation({ summary: 'Add a candidate or job custom field; its name is unique among the company’s fields of that kind' })
  @ApiCreatedResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  add(@CurrentCaller() caller: Caller, @Body() body: AddCustomFieldRequestDto): Promise<SettingIdResponseDto> {
    return this.commands.execute(new AddCustomFieldCommand(caller, body));
  }
}
