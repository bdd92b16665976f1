import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { BulkActionErrors, progressBarStatusOf } from '@ats/domain/bulk-actions';
import { bulkActionsProjector } from '@ats/projections/bulk-actions/bulk-actions.projector';
import { bulkActionItemsNotApplied, bulkActionsOfUser, findBulkAction, type BulkActionEntity } from '@ats/projections/bulk-actions/bulk-actions.query';
import type { Caller } from '../../identity/caller';
import { ReadModelFreshness } from '../../platform/read-model-freshness';
import type { BulkActionItemsResponseDto, BulkActionStatusResponseDto } from './bulk-action.response.dto';

/** The web route of the candidate list (spec 01 §2.1); the client appends bulkActionApplications. */
const CANDIDATE_LIST_PATH = '/recruiter/candidates';

export const statusOf = (row: BulkActionEntity): BulkActionStatusResponseDto => {
  const completed = row.succeededCount + row.skippedCount;
  return {
    progressBarId: row.bulkActionId,
    notificationType: row.notificationType,
    kind: row.kind,
    progressBarStatus: progressBarStatusOf({ finished: row.finished, processed: completed + row.failedCount, failed: row.failedCount, total: row.totalCount }),
    completedCount: completed,
    failedCount: row.failedCount,
    skippedCount: row.skippedCount,
    totalCount: row.totalCount,
    link: `${CANDIDATE_LIST_PATH}?bulkActionId=${row.bulkActionId}`,
    cancelRequested: row.cancelRequested,
    cancelled: row.finished && row.cancelRequested && completed + row.failedCount < row.totalCount,
    finished: row.finished,
    canUndo: row.finished && row.reversible && !row.undoneBy && row.succeededCount > 0,
    undoOf: row.undoOf,
    undoneBy: row.undoneBy,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
};

export class BulkActionStatusQuery extends Query<BulkActionStatusResponseDto> {
  constructor(readonly caller: Caller, readonly bulkActionId: string, readonly afterPosition?: string) {
    super();
  }
}

/** One of the caller's bulk actions (GET /bulk-actions/status/{id}); another user's or company's answers 404. */
@QueryHandler(BulkActionStatusQuery)
export class BulkActionStatusQueryHandler implements IQueryHandler<BulkActionStatusQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
  ) {}

  async execute({ caller, bulkActionId, afterPosition }: BulkActionStatusQuery): Promise<BulkActionStatusResponseDto> {
    await this.freshness.waitFor(bulkActionsProjector, afterPosition);
    const row = await findBulkAction(this.dataSource.manager, caller.companyId, bulkActionId);
    if (!row || row.userId !== caller.userId) throw BulkActionErrors.notFound();
    return statusOf(row);
  }
}

export class BulkActionPanelQuery extends Query<BulkActionStatusResponseDto[]> {
  constructor(readonly caller: Caller, readonly afterPosition?: string) {
    super();
  }
}

/** The caller's progress panel: their bulk actions not cleared, newest first. */
@QueryHandler(BulkActionPanelQuery)
export class BulkActionPanelQueryHandler implements IQueryHandler<BulkActionPanelQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
  ) {}

  async execute({ caller, afterPosition }: BulkActionPanelQuery): Promise<BulkActionStatusResponseDto[]> {
    await this.freshness.waitFor(bulkActionsProjector, afterPosition);
    return (await bulkActionsOfUser(this.dataSource.manager, caller.companyId, caller.userId)).map(statusOf);
  }
}

export class BulkActionItemsQuery extends Query<BulkActionItemsResponseDto> {
  constructor(readonly caller: Caller, readonly bulkActionId: string) {
    super();
  }
}

/** The items of one of the caller's bulk actions that were not applied (failed, or skipped), with why. */
@QueryHandler(BulkActionItemsQuery)
export class BulkActionItemsQueryHandler implements IQueryHandler<BulkActionItemsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ caller, bulkActionId }: BulkActionItemsQuery): Promise<BulkActionItemsResponseDto> {
    const manager = this.dataSource.manager;
    const row = await findBulkAction(manager, caller.companyId, bulkActionId);
    if (!row || row.userId !== caller.userId) throw BulkActionErrors.notFound();
    return { items: await bulkActionItemsNotApplied(manager, caller.companyId, bulkActionId) };
  }
}
