import { Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { IdParam } from '@ats/api/platform/id-param';
import { PipelineTemplatesHttpController } from '../../company-settings.http-controller.decorator';
import { GetPipelineTemplateQuery, ListPipelineTemplatesQuery } from './pipeline-template-queries.query-handler';
import { PipelineTemplateResponseDto } from './pipeline-template.response.dto';

/** Read by the settings and by the job editor's template picker. */
const READERS = {
  permissions: [SETTINGS_PERMISSIONS.pipelineList, SETTINGS_PERMISSIONS.jobsAdd, SETTINGS_PERMISSIONS.jobsEdit],
};

@PipelineTemplatesHttpController()
export class PipelineTemplateQueriesHttpController {
  constructor(private readonly queries: QueryBus) {}

  @RouteAccess(READERS)
  @Get()
  @ApiOperation({ summary: 'The company’s stage pipeline templates, default first, with jobs and candidates counts' })
  @ApiOkResponse({ type: [PipelineTemplateResponseDto] })
  list(@CurrentCaller() caller: Caller): Promise<PipelineTemplateResponseDto[]> {
    return this.queries.execute(new ListPipelineTemplatesQuery(caller.companyId));
  }

  @RouteAccess(READERS)
  @Get(':id')
  @ApiOperation({ summary: 'One stage pipeline template' })
  @ApiOkResponse({ type: PipelineTemplateResponseDto })
  get(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<PipelineTemplateResponseDto> {
    return this.queries.execute(new GetPipelineTemplateQuery(caller.companyId, id));
  }
}
