import type { DataSource } from 'typeorm';
import { bulkActionEvents, notificationTypeOf, type BulkActionEvent, type BulkActionRequested } from '@ats/domain/bulk-actions';
import { BULK_ACTION_PROGRESS_PUSH, type ProgressBarStatus } from '@ats/domain/push/push-message';
import type { RecordedEvent } from '@ats/domain/shared';
import { writeCheckpoint } from '@ats/projections/checkpoints/checkpoints';
import type { EventStore } from '../event-store/event-store.port';
import type { LogConsumer } from '../pipeline/event-pipeline';
import type { PushPublisher } from './push-publisher';
import { PROGRESS_RETENTION_HOURS, type PushMessageInput } from './push-store';

export const BULK_PROGRESS_PUSHER = 'bulk-progress-push';

const STATUS: Record<BulkActionEvent['type'], ProgressBarStatus> = {
  BulkActionRequested: 'started',
  BulkActionItemsRecorded: 'inprogress',
  BulkActionCancelRequested: 'inprogress',
  BulkActionFinished: 'completed',
  BulkActionUndoRequested: 'completed',
  BulkActionCleared: 'completed',
};

type Request = BulkActionRequested['data'];

const STALE_AFTER_MS = PROGRESS_RETENTION_HOURS * 3_600_000;

/**
 * The progress message for one event of a bulk action's stream, to the user who asked for it: the panel item to
 * refresh (progressBarId) once the read model holds `position`. One per event (`bulk:<id>:<revision>`), so a
 * replayed batch publishes nothing twice.
 */
export const bulkProgressMessage = (event: RecordedEvent & BulkActionEvent, request: Request): PushMessageInput => ({
  sourceKey: `bulk:${request.bulkActionId}:${event.revision}`,
  companyId: event.metadata.companyId,
  userId: request.requester.userId,
  type: BULK_ACTION_PROGRESS_PUSH,
  title: notificationTypeOf(request.kind),
  progressBarId: request.bulkActionId,
  progressBarStatus: STATUS[event.type],
  payload: { position: event.position.toString(), notificationType: notificationTypeOf(request.kind) },
});

/**
 * Pushes a bulk action's progress to the browser that started it (spec 01 §3.10, §4.9), from the log, so the panel
 * follows each chunk of results as it is recorded instead of asking every second and a half.
 */
export const bulkProgressPusher = (store: Pick<EventStore, 'readStream'>, dataSource: DataSource, publisher: Pick<PushPublisher, 'publish'>): LogConsumer => ({
  name: BULK_PROGRESS_PUSHER,
  canHandle: new Set(bulkActionEvents.types),
  async handle(events, through) {
    // The request names who asked; a batch usually holds it, otherwise it is the stream's first event.
    const requests = new Map<string, Request>();
    const messages: PushMessageInput[] = [];
    for (const event of events as Array<RecordedEvent & BulkActionEvent>) {
      // A new deployment reads the whole log: progress older than the panel keeps it is news to nobody.
      if (Date.now() - Date.parse(event.metadata.occurredAt) > STALE_AFTER_MS) continue;
      if (event.type === 'BulkActionRequested') requests.set(event.streamId, event.data);
      let request = requests.get(event.streamId);
      if (!request) {
        const [first] = await store.readStream(event.streamId, { maxCount: 1 });
        if (first?.type !== 'BulkActionRequested') continue;
        request = (first as RecordedEvent & BulkActionRequested).data;
        requests.set(event.streamId, request);
      }
      messages.push(bulkProgressMessage(event, request));
    }
    if (messages.length > 0) await publisher.publish(messages);
    await writeCheckpoint(dataSource.manager, BULK_PROGRESS_PUSHER, through);
  },
});
