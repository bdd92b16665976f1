import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { bulkActionDecider, BulkActionErrors, type BulkActionRequested, type BulkItemResult, type CancelBulkAction } from '@ats/domain/bulk-actions';
import { handleCommand, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { bulkActionsOfUser } from '@ats/projections/bulk-actions/bulk-actions.query';
import { actorOf, type Caller } from '../../identity/caller';
import { idFromCommand } from '../../platform/command-id';
import { EVENT_STORE } from '../../platform/tokens';
import { assertOwnBulkAction, bulkActionStream, loadOwnBulkAction, requesterOf } from '../bulk-action-stream';

export class CancelBulkActionCommand extends Command<CommandResult> {
  constructor(readonly caller: Caller, readonly commandId: string, readonly bulkActionId: string) {
    super();
  }
}

/** Cancel: the workflow stops before its next chunk; what it already applied stays (and can be undone). */
@CommandHandler(CancelBulkActionCommand)
export class CancelBulkActionCommandHandler implements ICommandHandler<CancelBulkActionCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ caller, commandId, bulkActionId }: CancelBulkActionCommand): Promise<CommandResult> {
    return handleCommand(
      this.store,
      bulkActionStream(bulkActionId),
      bulkActionDecider,
      (state): CancelBulkAction => {
        assertOwnBulkAction(caller, state);
        return { type: 'CancelBulkAction', data: {} };
      },
      { companyId: caller.companyId, actor: actorOf(caller), commandId },
    );
  }
}

export class UndoBulkActionCommand extends Command<CommandResult> {
  constructor(readonly caller: Caller, readonly commandId: string, readonly bulkActionId: string) {
    super();
  }
}

/**
 * Undo (spec: no ATS offers it): marks the action undone, then queues a new bulk action over its succeeded
 * items that restores each to its state before — skipping any changed by someone since. Both writes carry the
 * request's command id, so a retried request queues one undo.
 */
@CommandHandler(UndoBulkActionCommand)
export class UndoBulkActionCommandHandler implements ICommandHandler<UndoBulkActionCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ caller, commandId, bulkActionId }: UndoBulkActionCommand): Promise<CommandResult> {
    const { events } = await loadOwnBulkAction(this.store, caller, bulkActionId);
    const undoBulkActionId = idFromCommand(caller.companyId, commandId, 'bulk-action-undo');
    const envelope = { companyId: caller.companyId, actor: actorOf(caller), commandId };
    await handleCommand(this.store, bulkActionStream(bulkActionId), bulkActionDecider, { type: 'RequestBulkActionUndo', data: { undoBulkActionId } }, envelope);
    const request = events[0]!.data as BulkActionRequested['data'];
    const succeeded = new Set(
      events.flatMap((event) =>
        event.type === 'BulkActionItemsRecorded'
          ? (event.data as { results: BulkItemResult[] }).results.filter((result) => result.outcome === 'SUCCEEDED').map((result) => result.applicationId)
          : [],
      ),
    );
    // In the original selection's order.
    const applicationIds = request.applicationIds.filter((id) => succeeded.has(id));
    return handleCommand(
      this.store,
      bulkActionStream(undoBulkActionId),
      bulkActionDecider,
      { type: 'RequestBulkAction', data: { bulkActionId: undoBulkActionId, kind: 'undo', applicationIds, parameters: {}, requester: requesterOf(caller), undoOf: bulkActionId } },
      envelope,
    );
  }
}

export class ClearBulkActionPanelCommand extends Command<{ cleared: number }> {
  constructor(readonly caller: Caller, readonly commandId: string) {
    super();
  }
}

/** The panel's close icon (spec 01 §4.10): only when every action in it has finished; then each is cleared for the user. */
@CommandHandler(ClearBulkActionPanelCommand)
export class ClearBulkActionPanelCommandHandler implements ICommandHandler<ClearBulkActionPanelCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ caller, commandId }: ClearBulkActionPanelCommand): Promise<{ cleared: number }> {
    const shown = await bulkActionsOfUser(this.dataSource.manager, caller.companyId, caller.userId);
    if (shown.some((action) => !action.finished)) throw BulkActionErrors.notFinished();
    for (const action of shown) {
      await handleCommand(this.store, bulkActionStream(action.bulkActionId), bulkActionDecider, { type: 'ClearBulkAction', data: {} }, {
        companyId: caller.companyId,
        actor: actorOf(caller),
        commandId: `${commandId}:${action.bulkActionId}`,
      });
    }
    return { cleared: shown.length };
  }
}
