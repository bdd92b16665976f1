import { assertNever, type Decider } from '../shared';
import type { BulkActionCommand } from './bulk-action.commands';
import { BULK_ACTION_MAX_ITEMS, BulkActionErrors } from './bulk-action.errors';
import type { BulkActionEvent, BulkItemOutcome, BulkItemResult } from './bulk-action.events';
import { isReversible, kindDeclaration, type BulkActionKind } from './bulk-action.kinds';

export type BulkActionState =
  | { exists: false }
  | {
      exists: true;
      bulkActionId: string;
      kind: BulkActionKind;
      requesterId: string;
      applicationIds: readonly string[];
      outcomes: Readonly<Record<string, BulkItemOutcome>>;
      cancelRequested: boolean;
      finished: boolean;
      undoneBy: string | null;
      cleared: boolean;
    };

export const initialBulkActionState = (): BulkActionState => ({ exists: false });

export const evolveBulkAction = (state: BulkActionState, event: BulkActionEvent): BulkActionState => {
  if (event.type === 'BulkActionRequested') {
    return {
      exists: true,
      bulkActionId: event.data.bulkActionId,
      kind: event.data.kind,
      requesterId: event.data.requester.userId,
      applicationIds: event.data.applicationIds,
      outcomes: {},
      cancelRequested: false,
      finished: false,
      undoneBy: null,
      cleared: false,
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'BulkActionItemsRecorded':
      return {
        ...state,
        outcomes: { ...state.outcomes, ...Object.fromEntries(event.data.results.map((result) => [result.applicationId, result.outcome])) },
      };
    case 'BulkActionCancelRequested':
      return { ...state, cancelRequested: true };
    case 'BulkActionFinished':
      return { ...state, finished: true };
    case 'BulkActionUndoRequested':
      return { ...state, undoneBy: event.data.undoBulkActionId };
    case 'BulkActionCleared':
      return { ...state, cleared: true };
    default:
      return state;
  }
};

/** Ids once each, in the order given: selecting an application twice does not apply the action twice. */
const distinct = (ids: readonly string[]) => [...new Set(ids)];

export const decideBulkAction = (command: BulkActionCommand, state: BulkActionState): BulkActionEvent[] => {
  if (command.type === 'RequestBulkAction') {
    if (state.exists) throw BulkActionErrors.alreadyRequested();
    const applicationIds = distinct(command.data.applicationIds);
    if (applicationIds.length === 0) throw BulkActionErrors.noSelection();
    if (applicationIds.length > BULK_ACTION_MAX_ITEMS) throw BulkActionErrors.tooMany();
    const { kind } = command.data;
    const parameters = kind === 'undo' ? command.data.parameters : kindDeclaration(kind).parameters(command.data.parameters);
    return [{ type: 'BulkActionRequested', data: { ...command.data, applicationIds, parameters: parameters as Record<string, unknown> } }];
  }
  if (!state.exists) throw BulkActionErrors.notFound();
  switch (command.type) {
    case 'RecordBulkItems': {
      if (state.finished) return [];
      const selected = new Set(state.applicationIds);
      const seen = new Set<string>();
      const results: BulkItemResult[] = command.data.results.filter((result) => {
        const fresh = selected.has(result.applicationId) && !state.outcomes[result.applicationId] && !seen.has(result.applicationId);
        seen.add(result.applicationId);
        return fresh;
      });
      return results.length ? [{ type: 'BulkActionItemsRecorded', data: { bulkActionId: state.bulkActionId, results } }] : [];
    }
    case 'CancelBulkAction':
      if (state.finished) throw BulkActionErrors.alreadyFinished();
      return state.cancelRequested ? [] : [{ type: 'BulkActionCancelRequested', data: { bulkActionId: state.bulkActionId } }];
    case 'FinishBulkAction': {
      if (state.finished) return [];
      const outcomes = Object.values(state.outcomes);
      const count = (outcome: BulkItemOutcome) => outcomes.filter((entry) => entry === outcome).length;
      return [
        {
          type: 'BulkActionFinished',
          data: {
            bulkActionId: state.bulkActionId,
            cancelled: state.cancelRequested,
            succeeded: count('SUCCEEDED'),
            failed: count('FAILED'),
            skipped: count('SKIPPED'),
            notProcessed: state.applicationIds.length - outcomes.length,
          },
        },
      ];
    }
    case 'RequestBulkActionUndo':
      if (!isReversible(state.kind)) throw BulkActionErrors.notReversible();
      if (!state.finished) throw BulkActionErrors.notFinished();
      if (state.undoneBy) throw BulkActionErrors.alreadyUndone();
      if (!Object.values(state.outcomes).includes('SUCCEEDED')) throw BulkActionErrors.nothingToUndo();
      return [{ type: 'BulkActionUndoRequested', data: { bulkActionId: state.bulkActionId, undoBulkActionId: command.data.undoBulkActionId } }];
    case 'ClearBulkAction':
      if (!state.finished) throw BulkActionErrors.notFinished();
      return state.cleared ? [] : [{ type: 'BulkActionCleared', data: { bulkActionId: state.bulkActionId } }];
    default:
      return assertNever(command);
  }
};

export const bulkActionDecider: Decider<BulkActionState, BulkActionCommand, BulkActionEvent> = {
  initialState: initialBulkActionState,
  evolve: evolveBulkAction,
  decide: decideBulkAction,
};
