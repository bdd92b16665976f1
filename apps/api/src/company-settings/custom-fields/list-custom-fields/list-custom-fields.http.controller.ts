import { Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { CustomFieldsHttpController, CUSTOM_FIELDS_PLAN } from '../custom-fields.http-controller.decorator';
import { ListCustomFieldsRequestDto } from '../custom-field.request.dto';
import { CustomFieldResponseDto } from '../custom-field.response.dto';
import { ListCustomFieldsQuery } from './list-custom-fields.query-handler';

@CustomFieldsHttpController()
export class ListCustomFieldsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** For the settings screen and for the job editor, which shows job fields and picks candidate fields for its form. */
  @RouteAccess({
    companyPermissions: CUSTOM_FIELDS_PLAN,
    permissions: [
      SETTINGS_PERMISSIONS.customFieldsList,
      SETTINGS_PERMISSIONS.customFieldsManage,
      SETTINGS_PERMISSIONS.jobsAdd,
      SETTINGS_PERMISSIONS.jobsEdit,
    ],
  })
  @Get()
  @ApiOperation({ summary: 'The company’s candidate or job custom fields' })
  @ApiOkResponse({ type: [CustomFieldResponseDto] })
  list(@CurrentCaller() caller: Caller, @Query() query: ListCustomFieldsRequestDto): Promise<CustomFieldResponseDto[]> {
    return this.queries.execute(new ListCustomFieldsQuery(caller.companyId, query.entity));
  }
}
