import { Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { ANY_SIGNED_IN_USER, RouteAccess } from '../../identity/route-access.decorator';
import { IdParam } from '../../platform/id-param';
import { ApiAfterPosition } from '../../platform/read-model-freshness';
import { BulkActionsHttpController } from '../bulk-actions.http-controller.decorator';
import { BulkActionItemsQuery, BulkActionPanelQuery, BulkActionStatusQuery } from './bulk-action-queries.query-handler';
import { BulkActionItemsResponseDto, BulkActionStatusResponseDto } from './bulk-action.response.dto';

/** A user's own bulk actions: any staff member may run one, and sees only theirs. */
@BulkActionsHttpController()
export class BulkActionQueriesHttpController {
  constructor(private readonly queries: QueryBus) {}

  @RouteAccess(ANY_SIGNED_IN_USER)
  @Get('panel')
  @ApiOperation({ summary: 'The caller’s bulk-action progress panel: their bulk actions not cleared, newest first' })
  @ApiAfterPosition()
  @ApiOkResponse({ type: [BulkActionStatusResponseDto] })
  panel(@CurrentCaller() caller: Caller, @Query('afterPosition') afterPosition?: string): Promise<BulkActionStatusResponseDto[]> {
    return this.queries.execute(new BulkActionPanelQuery(caller, afterPosition));
  }

  @RouteAccess(ANY_SIGNED_IN_USER)
  @Get('status/:id')
  @ApiOperation({ summary: 'One bulk action’s progress (spec 01 §7.8)' })
  @ApiAfterPosition()
  @ApiOkResponse({ type: BulkActionStatusResponseDto })
  status(@CurrentCaller() caller: Caller, @IdParam() id: string, @Query('afterPosition') afterPosition?: string): Promise<BulkActionStatusResponseDto> {
    return this.queries.execute(new BulkActionStatusQuery(caller, id, afterPosition));
  }

  @RouteAccess(ANY_SIGNED_IN_USER)
  @Get('status/:id/items')
  @ApiOperation({ summary: 'The applications a bulk action did not apply (failed or skipped), with the reason' })
  @ApiOkResponse({ type: BulkActionItemsResponseDto })
  items(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<BulkActionItemsResponseDto> {
    return this.queries.execute(new BulkActionItemsQuery(caller, id));
  }
}
