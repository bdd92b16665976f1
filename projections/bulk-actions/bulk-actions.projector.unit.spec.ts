import type { BulkActionEvent, BulkItemResult } from '@ats/domain/bulk-actions';
import type { RecordedEvent } from '@ats/domain/shared';
import type { BulkActionEntity } from './bulk-action.entity';
import { evolveBulkActionRow, scheduledEmailChanges } from './bulk-actions.projector';

const recorded = (revision: number, event: BulkActionEvent): RecordedEvent & BulkActionEvent =>
  ({
    ...event,
    streamId: 'bulk-action-b1',
    revision,
    position: BigInt(revision + 1),
    metadata: { companyId: 'c1', occurredAt: '2026-11-24T00:00:00.000Z' },
  }) as unknown as RecordedEvent & BulkActionEvent;

const fold = (events: Array<RecordedEvent & BulkActionEvent>) =>
  events.reduce<BulkActionEntity | undefined>((row, event) => evolveBulkActionRow(row, event) ?? row, undefined);

const requested = recorded(0, {
  type: 'BulkActionRequested',
  data: {
    bulkActionId: 'b1',
    kind: 'archive-change',
    applicationIds: ['a1', 'a2', 'a3'],
    parameters: {},
    requester: { userId: 'u1', name: 'Ada', roles: [], permissions: [], companyPermissions: [], collaboratorPermissions: [] },
    undoOf: null,
  },
});
const itemsRecorded = (revision: number, results: BulkItemResult[]) => recorded(revision, { type: 'BulkActionItemsRecorded', data: { bulkActionId: 'b1', results } });
const items = itemsRecorded(1, [
  { applicationId: 'a1', outcome: 'FAILED', reason: 'Candidate application not found' },
  { applicationId: 'a2', outcome: 'SKIPPED', reason: 'The candidate is already archived' },
]);

const requestData = (requested as RecordedEvent & Extract<BulkActionEvent, { type: 'BulkActionRequested' }>).data;

describe('bulk actions read model', () => {
  it('counts each outcome, titles the panel item by kind, and is reversible for a reversible kind', () => {
    const row = fold([requested, items, recorded(2, { type: 'BulkActionFinished', data: { bulkActionId: 'b1', cancelled: false, succeeded: 0, failed: 1, skipped: 1, notProcessed: 1 } })])!;
    expect(row).toMatchObject({ userId: 'u1', notificationType: 'BULK_ARCHIVE', totalCount: 3, failedCount: 1, skippedCount: 1, succeededCount: 0, finished: true, reversible: true });
  });

  it('does not count an event twice when a batch is read again', () => {
    const row = fold([requested, items, items])!;
    expect([row.failedCount, row.skippedCount, row.revision]).toEqual([1, 1, 1]);
  });

  it('keeps the time a bulk e-mail sent later waits for; any other action starts at once', () => {
    const later = recorded(0, {
      ...requested,
      type: 'BulkActionRequested',
      data: { ...requested.data, kind: 'send-email', parameters: { subject: 'Hi', scheduledAt: '2026-11-25T06:00:00.000Z' } },
    } as BulkActionEvent);
    expect(fold([later])!.scheduledAt?.toISOString()).toBe('2026-11-25T06:00:00.000Z');
    expect(fold([requested])!.scheduledAt).toBeNull();
  });

  it('lists each candidate of a bulk e-mail sent later until their item is done: a failed one stays, as does every one of a cancelled action', () => {
    const later = recorded(0, {
      type: 'BulkActionRequested',
      data: { ...requestData, kind: 'send-email', parameters: { subject: 'Hi', scheduledAt: '2026-11-25T06:00:00.000Z' } },
    });
    const at = (applicationId: string) => ({ bulkActionId: 'b1', applicationId, companyId: 'c1' });
    expect(scheduledEmailChanges([later])).toEqual({ added: [at('a1'), at('a2'), at('a3')], done: [] });
    const sent = itemsRecorded(1, [
      { applicationId: 'a1', outcome: 'FAILED', reason: 'Email failed to send.' },
      { applicationId: 'a2', outcome: 'SUCCEEDED', before: {} as never, revisionAfter: 4, emailSent: true },
    ]);
    // The sent e-mail is on a2's stream now; a1's failed one stays, a3's waits (or stays cancelled with the action).
    expect(scheduledEmailChanges([sent, recorded(2, { type: 'BulkActionCancelRequested', data: { bulkActionId: 'b1' } })])).toEqual({ added: [], done: [at('a2')] });
    // Sent at once, or another kind: nothing waits.
    const now = recorded(0, { type: 'BulkActionRequested', data: { ...requestData, kind: 'send-email', parameters: { subject: 'Hi', scheduledAt: null } } });
    expect(scheduledEmailChanges([now, requested]).added).toEqual([]);
  });

  it('remembers the undo and the clearing from the panel', () => {
    const row = fold([
      requested,
      recorded(1, { type: 'BulkActionUndoRequested', data: { bulkActionId: 'b1', undoBulkActionId: 'b2' } }),
      recorded(2, { type: 'BulkActionCleared', data: { bulkActionId: 'b1' } }),
    ])!;
    expect([row.undoneBy, row.cleared]).toEqual(['b2', true]);
  });
});
