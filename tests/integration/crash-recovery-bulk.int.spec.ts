import { In } from 'typeorm';
import type { BulkItemResult } from '@ats/domain/bulk-actions';
import { streamId, type RecordedEvent } from '@ats/domain/shared';
import { bulkItemCommandId } from '@ats/domain/bulk-actions/bulk-item-command';
import { CandidateListRowEntity } from '@ats/projections/candidate-list/candidate-list-row.entity';
import { evolveRow } from '@ats/projections/candidate-list/candidate-list.projector';
import { BULK_ACTION_CHUNK, bulkActionWorkflowId } from '@ats/workflows/bulk-action.types';
import { holdRow, killApp, startAppAgain } from '../setup/app-faults';
import { crashRecoveryContext } from './crash-recovery-context';
import { candidateInput, createPublishedJob, eventually } from './support';

const ITEMS = 500;
/** The chunk whose activity is under way when the apps die: its items are applied, their results not yet recorded. */
const INTERRUPTED_CHUNK = 10;

type Status = { completedCount: number; failedCount: number; skippedCount: number; totalCount: number; finished: boolean; progressBarStatus: string };

/**
 * Issue 9, faults: kill -9 the worker and the projector in the middle of a 500-item bulk archive; once both are
 * started again the action completes with every item applied exactly once, and the bulk action's stream, the
 * applications' streams and the candidate list agree with a replay of the log.
 *
 * The middle is made exact rather than timed: an open transaction holds the revision of the bulk action's
 * stream that chunk INTERRUPTED_CHUNK's results would take, so that chunk's activity archives its 25
 * applications and then waits on its record. The apps are killed there, and the waiting append is ended as a
 * dead worker's connection would be: 250 items recorded, 25 applied but unrecorded, 225 untouched.
 */
describe('crash recovery: a bulk action with the worker and the projector killed half-way', () => {
  const crash = crashRecoveryContext('crash-recovery-bulk', ['worker', 'projector']);
  const { phases } = crash;
  const { timed } = phases;

  it('completes after the restart with each of the 500 items applied exactly once, and the list agrees with a replay', async () => {
    const { company, temporal, dataSource, store } = crash;
    const job = await createPublishedJob(company.admin, 'Crash Recovery Engineer');
    const reasonId = (await company.admin.get<Array<{ id: string }>>('/archival-reasons/company')).body[0]!.id;
    const ids: string[] = new Array(ITEMS);
    await timed('add 500 applications', async () => {
      let next = 0;
      const lane = async () => {
        for (let index = next++; index < ITEMS; index = next++) {
          const added = await company.admin.post('/job-applications', candidateInput(job.id, { firstName: `Crash${index}` }));
          expect(added.status).toBe(201);
          ids[index] = added.body.id;
        }
      };
      await Promise.all(Array.from({ length: 8 }, lane));
    });

    const queued = await company.admin.post('/bulk-actions/archive-change', { applicationIds: ids, archivalReasonId: reasonId });
    expect(queued.status).toBe(201);
    const bulkActionId = queued.body.id as string;
    const bulkStream = streamId('bulk-action', bulkActionId);
    const startedAt = Date.now();

    // Revision 0 is the request, 1…10 the first ten chunks' results: hold 11, the eleventh chunk's.
    const hold = (crash.hold = await holdRow(dataSource, (manager) =>
      manager.query(
        `INSERT INTO events (global_position, transaction_id, stream_id, revision, event_id, type, data, metadata)
         SELECT pg_current_xact_id()::text::bigint * 65536 + position_offset + 65535, pg_current_xact_id(), $1, $2, gen_random_uuid(), 'CrashTestHold', '{}', '{}'
         FROM event_position_base`,
        [bulkStream, INTERRUPTED_CHUNK + 1],
      ),
    ));
    await timed('run until the eleventh chunk waits on its record', () => hold.waiters());
    const interrupted = ids.slice(INTERRUPTED_CHUNK * BULK_ACTION_CHUNK, (INTERRUPTED_CHUNK + 1) * BULK_ACTION_CHUNK);
    // The activity is under way on Temporal, its chunk applied to the applications, its results not recorded.
    const pending = (await temporal.workflow.getHandle(bulkActionWorkflowId(bulkActionId)).describe()).raw.pendingActivities ?? [];
    expect(pending.map((activity) => activity.activityType?.name)).toEqual(['applyBulkItems']);
    for (const id of interrupted) {
      expect((await store.readStream(streamId('application', id))).map((event) => event.type)).toContain('ApplicationArchived');
    }
    expect((await store.readStream(bulkStream)).filter((event) => event.type === 'BulkActionItemsRecorded')).toHaveLength(INTERRUPTED_CHUNK);

    await timed('kill -9 worker and projector', () => Promise.all([killApp('worker'), killApp('projector')]));
    // The dead worker's append ends with its connection; then the hold goes, leaving no trace in the log.
    await hold.release();
    expect((await store.readStream(bulkStream)).map((event) => event.type)).toEqual([
      'BulkActionRequested',
      ...Array.from({ length: INTERRUPTED_CHUNK }, () => 'BulkActionItemsRecorded'),
    ]);

    await timed('start worker and projector again', () => Promise.all([startAppAgain('worker'), startAppAgain('projector')]));
    const status = await timed('finish after the restart', () => eventually(async () => {
      const answer = await company.admin.get<Status>(`/bulk-actions/status/${bulkActionId}`);
      return answer.status === 200 && answer.body.finished ? answer.body : null;
    }, 240_000));
    phases.record('bulk action, request to finish', Date.now() - startedAt);
    expect(status).toMatchObject({ progressBarStatus: 'completed', totalCount: ITEMS, completedCount: ITEMS, failedCount: 0, skippedCount: 0 });

    // The bulk action's stream: each application's result recorded once, all succeeded, each found archived from ACTIVE.
    const bulkEvents = await store.readStream(bulkStream);
    const results = bulkEvents
      .filter((event) => event.type === 'BulkActionItemsRecorded')
      .flatMap((event) => (event.data as { results: BulkItemResult[] }).results);
    expect(results.map((result) => result.applicationId).sort()).toEqual([...ids].sort());
    expect(new Set(results.map((result) => result.outcome))).toEqual(new Set(['SUCCEEDED']));
    expect(results.every((result) => result.outcome === 'SUCCEEDED' && result.before.status === 'ACTIVE')).toBe(true);
    expect(bulkEvents.filter((event) => event.type === 'BulkActionFinished').map((event) => event.data)).toEqual([
      expect.objectContaining({ succeeded: ITEMS, failed: 0, skipped: 0, notProcessed: 0, cancelled: false }),
    ]);

    // Each application's stream: exactly one ApplicationArchived, the bulk action's item command, and the
    // revision the bulk action recorded for it.
    const streams = new Map<string, RecordedEvent[]>();
    for (const id of ids) streams.set(id, await store.readStream(streamId('application', id)));
    const revisionAfter = new Map(results.map((result) => [result.applicationId, result.outcome === 'SUCCEEDED' ? result.revisionAfter : -1]));
    for (const id of ids) {
      const archived = streams.get(id)!.filter((event) => event.type === 'ApplicationArchived');
      expect({ id, commands: archived.map((event) => event.metadata.commandId) }).toEqual({ id, commands: [bulkItemCommandId(bulkActionId, id)] });
      expect({ id, revision: streams.get(id)!.at(-1)!.revision }).toEqual({ id, revision: revisionAfter.get(id) });
    }

    // The candidate list, once it has caught up with the log's head, holds what a replay of each stream gives.
    const { headPosition } = (await (await fetch(`${process.env.API_URL}/api/health`)).json()) as { headPosition: string };
    const listed = await company.admin.get<{ total: number }>(`/job-applications?jobRoleIds=${job.id}&active=false&take=1&afterPosition=${headPosition}`);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(ITEMS);
    expect((await company.admin.get<{ total: number }>(`/job-applications?jobRoleIds=${job.id}&active=true&take=1`)).body.total).toBe(0);
    expect((await company.admin.get<{ total: number }>(`/job-applications?bulkActionId=${bulkActionId}&bulkActionApplications=success&active=false&take=1`)).body.total).toBe(ITEMS);
    const rows = await dataSource.getRepository(CandidateListRowEntity).findBy({ applicationId: In(ids) });
    expect(rows).toHaveLength(ITEMS);
    const compared = (row: Partial<CandidateListRowEntity>) => ({
      applicationId: row.applicationId,
      status: row.status,
      archivalReasonId: row.archivalReasonId,
      archivalReason: row.archivalReason,
      stageId: row.stageId,
      revision: row.revision,
      lastActivityAt: row.lastActivityAt?.toISOString(),
    });
    // The projector's own fold (undefined leaves the row, null deletes it), over each stream alone.
    const replay = (events: RecordedEvent[]) =>
      events.reduce<CandidateListRowEntity | undefined>((row, event) => {
        const next = evolveRow(row, event as Parameters<typeof evolveRow>[1]);
        return next === undefined ? row : (next ?? undefined);
      }, undefined);
    const replayed = ids.map((id) => compared(replay(streams.get(id)!)!));
    expect(rows.map(compared).sort((a, b) => a.applicationId!.localeCompare(b.applicationId!))).toEqual(
      replayed.sort((a, b) => a.applicationId!.localeCompare(b.applicationId!)),
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['ARCHIVED']));

    // Temporal: one activity per chunk, each completed once; the interrupted one's second attempt did it.
    const history = (await temporal.workflow.getHandle(bulkActionWorkflowId(bulkActionId)).fetchHistory()).events ?? [];
    const scheduled = history.filter((event) => event.activityTaskScheduledEventAttributes?.activityType?.name === 'applyBulkItems');
    expect(scheduled).toHaveLength(ITEMS / BULK_ACTION_CHUNK);
    expect(history.filter((event) => event.activityTaskCompletedEventAttributes)).toHaveLength(ITEMS / BULK_ACTION_CHUNK + 1);
    expect(Math.max(...history.map((event) => event.activityTaskStartedEventAttributes?.attempt ?? 0))).toBeGreaterThanOrEqual(2);
  }, 600_000);
});
