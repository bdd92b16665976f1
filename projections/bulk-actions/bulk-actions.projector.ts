import { BULK_ACTION_MESSAGES, bulkActionEvents, bulkActionStartsAt, isReversible, notificationTypeOf, type BulkActionEvent } from '@ats/domain/bulk-actions';
import type { RecordedEvent } from '@ats/domain/shared';
import { defineProjection } from '../projector';
import { foldIntoRows } from '../row-fold';
import { BulkActionEntity } from './bulk-action.entity';

type Row = BulkActionEntity;

export const evolveBulkActionRow = (row: Row | undefined, event: RecordedEvent & BulkActionEvent): Row | undefined => {
  const at = new Date(event.metadata.occurredAt);
  if (event.type === 'BulkActionRequested') {
    const startsAt = bulkActionStartsAt(event.data.kind, event.data.parameters);
    return {
      bulkActionId: event.data.bulkActionId,
      companyId: event.metadata.companyId,
      userId: event.data.requester.userId,
      kind: event.data.kind,
      notificationType: notificationTypeOf(event.data.kind),
      totalCount: event.data.applicationIds.length,
      succeededCount: 0,
      failedCount: 0,
      skippedCount: 0,
      cancelRequested: false,
      finished: false,
      reversible: isReversible(event.data.kind),
      undoOf: event.data.undoOf,
      undoneBy: null,
      cleared: false,
      scheduledAt: startsAt ? new Date(startsAt) : null,
      createdAt: at,
      finishedAt: null,
      revision: event.revision,
    };
  }
  // A batch read again (the runner's retry) must not count an item twice.
  if (!row || event.revision <= row.revision) return undefined;
  switch (event.type) {
    case 'BulkActionItemsRecorded': {
      const count = (outcome: string) => event.data.results.filter((result) => result.outcome === outcome).length;
      return {
        ...row,
        succeededCount: row.succeededCount + count('SUCCEEDED'),
        failedCount: row.failedCount + count('FAILED'),
        skippedCount: row.skippedCount + count('SKIPPED'),
        revision: event.revision,
      };
    }
    case 'BulkActionCancelRequested':
      return { ...row, cancelRequested: true, revision: event.revision };
    case 'BulkActionFinished':
      return { ...row, finished: true, finishedAt: at, revision: event.revision };
    case 'BulkActionUndoRequested':
      return { ...row, undoneBy: event.data.undoBulkActionId, revision: event.revision };
    case 'BulkActionCleared':
      return { ...row, cleared: true, revision: event.revision };
    default:
      return undefined;
  }
};

type ScheduledEmail = { bulkActionId: string; applicationId: string; companyId: string };

/**
 * Which candidates' Emails tabs show a bulk e-mail sent later (spec 03 "Email": scheduled, cancelled): each
 * candidate it is to reach is added when it is requested, and goes once its item is done — the e-mail sent is on
 * the application's stream then, or there is none to show (skipped). A failed item, and every item of a cancelled
 * action, stay: the tab shows them failed or cancelled.
 */
export const scheduledEmailChanges = (events: ReadonlyArray<RecordedEvent & BulkActionEvent>): { added: ScheduledEmail[]; done: ScheduledEmail[] } => ({
  added: events.flatMap((event) =>
    event.type === 'BulkActionRequested' && bulkActionStartsAt(event.data.kind, event.data.parameters)
      ? event.data.applicationIds.map((applicationId) => ({ bulkActionId: event.data.bulkActionId, applicationId, companyId: event.metadata.companyId }))
      : [],
  ),
  done: events.flatMap((event) =>
    event.type === 'BulkActionItemsRecorded'
      ? event.data.results
          .filter((result) => result.outcome !== 'FAILED')
          .map((result) => ({ bulkActionId: event.data.bulkActionId, applicationId: result.applicationId, companyId: event.metadata.companyId }))
      : [],
  ),
});

const scheduledEmailRows = (rows: readonly ScheduledEmail[]) =>
  JSON.stringify(rows.map((row) => ({ bulk_action_id: row.bulkActionId, application_id: row.applicationId, company_id: row.companyId })));

/**
 * Bulk actions for the progress panel, each item's result for the list's bulkActionApplications filter, and the
 * candidates a bulk e-mail sent later waits to reach (their Emails tabs).
 */
export const bulkActionsProjector = defineProjection<BulkActionEvent>({
  name: 'bulk-actions',
  canHandle: bulkActionEvents.types,
  async reset(manager) {
    await manager.query('TRUNCATE rm_bulk_actions, rm_bulk_action_items, rm_bulk_scheduled_emails');
  },
  async handle(events, manager) {
    const items = events.flatMap((event) =>
      event.type === 'BulkActionItemsRecorded'
        ? event.data.results.map((result) => ({
            bulkActionId: event.data.bulkActionId,
            applicationId: result.applicationId,
            companyId: event.metadata.companyId,
            outcome: result.outcome,
            // A succeeded item that e-mailed the candidate lists the mail as what an undo cannot take back.
            reason: result.outcome !== 'SUCCEEDED' ? result.reason : result.emailSent ? BULK_ACTION_MESSAGES.notUndoableEmail : null,
          }))
        : [],
    );
    if (items.length > 0) {
      // One statement for the batch; an item is recorded once on its stream, so a replay writes the same row.
      await manager.query(
        `INSERT INTO rm_bulk_action_items (bulk_action_id, application_id, company_id, outcome, reason)
         SELECT bulk_action_id, application_id, company_id, outcome, reason FROM jsonb_populate_recordset(NULL::rm_bulk_action_items, $1::jsonb)
         ON CONFLICT (bulk_action_id, application_id) DO UPDATE SET outcome = EXCLUDED.outcome, reason = EXCLUDED.reason`,
        [
          JSON.stringify(
            items.map((item) => ({ bulk_action_id: item.bulkActionId, application_id: item.applicationId, company_id: item.companyId, outcome: item.outcome, reason: item.reason })),
          ),
        ],
      );
    }
    // Added before removed: a batch may hold an action's request and its items both.
    const { added, done } = scheduledEmailChanges(events);
    if (added.length > 0) {
      await manager.query(
        `INSERT INTO rm_bulk_scheduled_emails (bulk_action_id, application_id, company_id)
         SELECT bulk_action_id, application_id, company_id FROM jsonb_populate_recordset(NULL::rm_bulk_scheduled_emails, $1::jsonb)
         ON CONFLICT DO NOTHING`,
        [scheduledEmailRows(added)],
      );
    }
    if (done.length > 0) {
      await manager.query(
        `DELETE FROM rm_bulk_scheduled_emails s USING jsonb_populate_recordset(NULL::rm_bulk_scheduled_emails, $1::jsonb) d
          WHERE s.bulk_action_id = d.bulk_action_id AND s.application_id = d.application_id`,
        [scheduledEmailRows(done)],
      );
    }
    await foldIntoRows(manager, { entity: BulkActionEntity, key: 'bulkActionId', rowKey: (event) => event.data.bulkActionId, evolve: evolveBulkActionRow }, events);
  },
});
