import { Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { ArchivalReasonsHttpController } from '../archival-reasons.http-controller.decorator';
import { ArchivalReasonResponseDto } from './archival-reason.response.dto';
import { ListArchivalReasonsQuery } from './list-archival-reasons.query-handler';

@ArchivalReasonsHttpController()
export class ListArchivalReasonsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * The company's reasons, defaults first (spec 02 §7.2). Read by the archive dialog (anyone who may archive
   * on some job) and by the archival-reasons settings.
   */
  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesStage, PERMISSIONS.archivalReasonsList] })
  @Get('company')
  @ApiOperation({ summary: 'The company’s archival reasons, defaults first, with the default and used flags' })
  @ApiOkResponse({ type: [ArchivalReasonResponseDto] })
  list(@CurrentCaller() caller: Caller): Promise<ArchivalReasonResponseDto[]> {
    return this.queries.execute(new ListArchivalReasonsQuery(caller.companyId));
  }
}
