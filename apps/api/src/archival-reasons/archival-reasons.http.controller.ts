import { Controller, Get, Module } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { PERMISSIONS } from '@ats/domain/identity';
import { ListArchivalReasonsQuery, ListArchivalReasonsQueryHandler } from './list-archival-reasons.query-handler';

@ApiBearerAuth()
@ApiTags('archival reasons')
@Controller('archival-reasons')
export class ArchivalReasonsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * The company's reasons, defaults first (spec 02 §7.2). Read by the archive dialog (anyone who may archive
   * on some job) and by the archival-reasons settings.
   */
  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesStage, PERMISSIONS.archivalReasonsList] })
  @Get('company')
  @ApiOperation({ summary: 'The company’s archival reasons, defaults first' })
  list(@CurrentCaller() caller: Caller) {
    return this.queries.execute(new ListArchivalReasonsQuery(caller.companyId));
  }
}

@Module({ controllers: [ArchivalReasonsHttpController], providers: [ListArchivalReasonsQueryHandler] })
export class ArchivalReasonsModule {}
