import { Body, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { IdParam } from '@ats/api/platform/id-param';
import { CustomFieldsHttpController, CUSTOM_FIELDS_PLAN } from '../custom-fields.http-controller.decorator';
import { SetCustomFieldValuesRequestDto } from '../custom-field.request.dto';
import { ApplicationCustomFieldsResponseDto } from '../custom-field.response.dto';
import {
  GetApplicationCustomFieldsQuery,
  SetApplicationCustomFieldsCommand,
} from './application-custom-fields.handlers';

@CustomFieldsHttpController('job-applications')
export class ApplicationCustomFieldsHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @RouteAccess({ companyPermissions: CUSTOM_FIELDS_PLAN, jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get(':id/custom-fields')
  @ApiOperation({
    summary: 'The candidate’s custom-field responses on this application (confidential fields only with confidential access)',
  })
  @ApiOkResponse({ type: ApplicationCustomFieldsResponseDto })
  get(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<ApplicationCustomFieldsResponseDto> {
    return this.queries.execute(new GetApplicationCustomFieldsQuery(caller, id));
  }

  @RouteAccess({ companyPermissions: CUSTOM_FIELDS_PLAN, jobPermissions: [PERMISSIONS.candidatesAll] })
  @Put(':id/custom-fields')
  @ApiOperation({ summary: 'Set some of the candidate’s custom-field responses, each checked against its field’s type and options' })
  @ApiOkResponse({ type: ApplicationCustomFieldsResponseDto })
  async set(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Body() body: SetCustomFieldValuesRequestDto,
  ): Promise<ApplicationCustomFieldsResponseDto> {
    await this.commands.execute(new SetApplicationCustomFieldsCommand(caller, { applicationId: id, values: body.values }));
    return this.queries.execute(new GetApplicationCustomFieldsQuery(caller, id));
  }
}
