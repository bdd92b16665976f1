import { Readable } from 'node:stream';
import { MockActivityEnvironment } from '@temporalio/testing';
import { candidateAddedToJob } from '@ats/domain/applications/application.fixtures';
import type { BulkActionRequested, BulkItemResult } from '@ats/domain/bulk-actions';
import { buildPipeline, DEFAULT_STAGE_NAMES } from '@ats/domain/jobs';
import { streamId, type EventMetadata, type RecordedEvent } from '@ats/domain/shared';
import { WrongExpectedRevisionError, type EventStore, type EventToAppend } from '../event-store/event-store.port';
import { CandidateEmailComposer } from '../mail/candidate-email-composer';
import { createBulkActionActivities } from './bulk-action.activities';

const COMPANY = 'c0000000-0000-4000-8000-000000000001';
const OTHER_COMPANY = 'c0000000-0000-4000-8000-000000000002';
const JOB = 'j0000000-0000-4000-8000-000000000001';
const uuid = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The store's contract as far as the activities use it: streams, revisions, expected revisions. */
const memoryStore = () => {
  const streams = new Map<string, RecordedEvent[]>();
  let position = 0n;
  let failing: string | null = null;
  const store = {
    async append(stream: string, events: EventToAppend[], expected: 'no-stream' | 'any' | number | bigint) {
      if (stream === failing) {
        failing = null;
        throw new Error('the connection dropped');
      }
      const current = streams.get(stream) ?? [];
      const actual = current.length === 0 ? 'no-stream' : current.length - 1;
      if (expected !== 'any' && String(expected) !== String(actual)) throw new WrongExpectedRevisionError(stream, expected, actual);
      for (const event of events) {
        position += 1n;
        current.push({ streamId: stream, revision: current.length, position, type: event.type, data: event.data, metadata: event.metadata });
      }
      streams.set(stream, current);
      return { nextRevision: current.length - 1, position };
    },
    async readStream(stream: string) {
      return [...(streams.get(stream) ?? [])];
    },
  } as unknown as EventStore;
  /** The next append to `stream` fails, as a dropped connection would. */
  const failNextAppendTo = (stream: string) => {
    failing = stream;
  };
  return { store, streams, failNextAppendTo };
};

const metadata = (companyId: string, commandId: string): EventMetadata => ({
  eventId: commandId,
  companyId,
  actor: { kind: 'user', id: 'u1', name: 'Ada' },
  commandId,
  correlationId: commandId,
  causationId: commandId,
  occurredAt: '2026-11-24T00:00:00.000Z',
  schemaVersion: 1,
});

const requester = (overrides: Partial<BulkActionRequested['data']['requester']> = {}) => ({
  userId: 'u1',
  name: 'Ada Admin',
  roles: ['COMPANY_ADMIN'],
  permissions: ['COMPANY::CANDIDATES::*'],
  companyPermissions: [],
  collaboratorPermissions: [],
  ...overrides,
});

const seed = async (store: EventStore, applications: number, other = 0) => {
  await store.append(streamId('job', JOB), [
    {
      type: 'JobCreated',
      data: { jobId: JOB, name: 'Backend Engineer', ownerId: 'u1', stages: buildPipeline(DEFAULT_STAGE_NAMES.map((name, i) => ({ id: `s${i}`, name }))), kind: 'JOB', createdBy: 'manual', pipelineTemplateId: null },
      metadata: metadata(COMPANY, 'job'),
    },
  ], 'no-stream');
  for (let i = 0; i < applications + other; i += 1) {
    const companyId = i < applications ? COMPANY : OTHER_COMPANY;
    const event = candidateAddedToJob({ applicationId: uuid(i), jobId: JOB, stageId: 's0' });
    await store.append(streamId('application', uuid(i)), [{ ...event, metadata: metadata(companyId, `add-${i}`) }], 'no-stream');
  }
};

const request = async (store: EventStore, bulkActionId: string, data: Partial<BulkActionRequested['data']>) => {
  const event: BulkActionRequested = {
    type: 'BulkActionRequested',
    data: { bulkActionId, kind: 'archive-change', applicationIds: [], parameters: { archivalReasonId: 'r1', reason: 'Not a fit' }, requester: requester(), undoOf: null, ...data },
  };
  await store.append(streamId('bulk-action', bulkActionId), [{ ...event, metadata: metadata(COMPANY, `request-${bulkActionId}`) }], 'no-stream');
};

const resultsOf = (streams: Map<string, RecordedEvent[]>, bulkActionId: string) =>
  (streams.get(streamId('bulk-action', bulkActionId)) ?? [])
    .filter((event) => event.type === 'BulkActionItemsRecorded')
    .flatMap((event) => (event.data as { results: BulkItemResult[] }).results);

const BULK = 'b0000000-0000-4000-8000-000000000001';

describe('bulk action activities', () => {
  it('applies each item once, even when the activity is retried after writing, and fails another company’s ids untouched', async () => {
    const { store, streams, failNextAppendTo } = memoryStore();
    await seed(store, 3, 1);
    const ids = [uuid(0), uuid(1), uuid(2), uuid(3)];
    await request(store, BULK, { applicationIds: ids });
    failNextAppendTo(streamId('bulk-action', BULK));
    const activities = createBulkActionActivities(store);
    // The first attempt archives the applications, then loses its connection before recording the results.
    await expect(activities.applyBulkItems({ companyId: COMPANY, bulkActionId: BULK, applicationIds: ids })).rejects.toThrow('the connection dropped');
    const retried = await activities.applyBulkItems({ companyId: COMPANY, bulkActionId: BULK, applicationIds: ids });
    expect(retried).toEqual({ succeeded: 3, failed: 1, skipped: 0, cancelled: false });
    // And once more, as a third attempt would: nothing new anywhere.
    await activities.applyBulkItems({ companyId: COMPANY, bulkActionId: BULK, applicationIds: ids });
    for (const id of ids.slice(0, 3)) {
      expect((streams.get(streamId('application', id)) ?? []).map((event) => event.type)).toEqual(['CandidateAddedToJob', 'ApplicationArchived']);
    }
    expect(streams.get(streamId('application', uuid(3)))!.map((event) => event.type)).toEqual(['CandidateAddedToJob']);
    const results = resultsOf(streams, BULK);
    expect(results.map((result) => [result.applicationId, result.outcome])).toEqual([
      [uuid(0), 'SUCCEEDED'],
      [uuid(1), 'SUCCEEDED'],
      [uuid(2), 'SUCCEEDED'],
      [uuid(3), 'FAILED'],
    ]);
    // The state before is the one before the action, also when it was found from the first attempt's write.
    expect(results[0]).toMatchObject({ before: { status: 'ACTIVE', stageId: 's0' }, revisionAfter: 1 });
  });

  it('heartbeats after each item, so Temporal retries a chunk lost with its worker once the heartbeats stop', async () => {
    const { store } = memoryStore();
    await seed(store, 3, 1);
    const ids = [uuid(0), uuid(1), uuid(2), uuid(3)];
    await request(store, BULK, { applicationIds: ids });
    const activity = new MockActivityEnvironment();
    let heartbeats = 0;
    activity.on('heartbeat', () => {
      heartbeats += 1;
    });
    const done = await activity.run(createBulkActionActivities(store).applyBulkItems, { companyId: COMPANY, bulkActionId: BULK, applicationIds: ids });
    expect(done).toEqual({ succeeded: 3, failed: 1, skipped: 0, cancelled: false });
    expect(heartbeats).toBe(ids.length);
  });

  it('fails an item the requester may not act on, and skips one already so', async () => {
    const { store, streams } = memoryStore();
    await seed(store, 2);
    await store.append(streamId('application', uuid(1)), [{ type: 'ApplicationArchived', data: { archivalReasonId: 'r1', reason: 'x' }, metadata: metadata(COMPANY, 'by-hand') }], 0);
    await request(store, BULK, { applicationIds: [uuid(0), uuid(1)], requester: requester({ roles: ['COMPANY_RECRUITER'], permissions: [], collaboratorPermissions: [{ jobRoleId: JOB, permissions: ['COMPANY::CANDIDATES::PROFILES::VIEW'] }] }) });
    const outcome = await createBulkActionActivities(store).applyBulkItems({ companyId: COMPANY, bulkActionId: BULK, applicationIds: [uuid(0), uuid(1)] });
    expect(outcome).toMatchObject({ succeeded: 0, failed: 2 });
    expect(resultsOf(streams, BULK).map((result) => result.outcome === 'SUCCEEDED' ? 'ok' : result.reason)).toEqual(['Access denied', 'Access denied']);

    const { store: second, streams: secondStreams } = memoryStore();
    await seed(second, 1);
    await second.append(streamId('application', uuid(0)), [{ type: 'ApplicationArchived', data: { archivalReasonId: 'r1', reason: 'x' }, metadata: metadata(COMPANY, 'by-hand') }], 0);
    await request(second, BULK, { applicationIds: [uuid(0)] });
    await createBulkActionActivities(second).applyBulkItems({ companyId: COMPANY, bulkActionId: BULK, applicationIds: [uuid(0)] });
    expect(resultsOf(secondStreams, BULK)).toEqual([{ applicationId: uuid(0), outcome: 'SKIPPED', reason: 'The candidate is already archived' }]);
  });

  it('undoes what the action changed, skipping what someone changed since; a cancelled action applies nothing', async () => {
    const { store, streams } = memoryStore();
    await seed(store, 2);
    await request(store, BULK, { applicationIds: [uuid(0), uuid(1)] });
    const activities = createBulkActionActivities(store);
    await activities.applyBulkItems({ companyId: COMPANY, bulkActionId: BULK, applicationIds: [uuid(0), uuid(1)] });
    await activities.finishBulkAction({ companyId: COMPANY, bulkActionId: BULK });
    // Someone tags the second one after the bulk archive.
    await store.append(streamId('application', uuid(1)), [{ type: 'ApplicationTagsChanged', data: { tags: ['keep'] }, metadata: metadata(COMPANY, 'tagged') }], 1);
    const UNDO = 'b0000000-0000-4000-8000-000000000002';
    await request(store, UNDO, { kind: 'undo', applicationIds: [uuid(0), uuid(1)], parameters: {}, undoOf: BULK });
    expect(await activities.applyBulkItems({ companyId: COMPANY, bulkActionId: UNDO, applicationIds: [uuid(0), uuid(1)] })).toMatchObject({ succeeded: 1, skipped: 1 });
    expect(streams.get(streamId('application', uuid(0)))!.at(-1)!.type).toBe('ApplicationUnarchived');
    expect(streams.get(streamId('application', uuid(1)))!.at(-1)!.type).toBe('ApplicationTagsChanged');
    expect(resultsOf(streams, UNDO)[1]).toEqual({ applicationId: uuid(1), outcome: 'SKIPPED', reason: 'Changed by someone since the bulk action' });

    const CANCELLED = 'b0000000-0000-4000-8000-000000000003';
    await request(store, CANCELLED, { kind: 'unarchive', applicationIds: [uuid(1)], parameters: {} });
    await store.append(streamId('bulk-action', CANCELLED), [{ type: 'BulkActionCancelRequested', data: { bulkActionId: CANCELLED }, metadata: metadata(COMPANY, 'cancel') }], 0);
    expect(await activities.applyBulkItems({ companyId: COMPANY, bulkActionId: CANCELLED, applicationIds: [uuid(1)] })).toEqual({ succeeded: 0, failed: 0, skipped: 0, cancelled: true });
    expect(streams.get(streamId('application', uuid(1)))!.at(-1)!.type).toBe('ApplicationTagsChanged');
  });

  it('moves applications to another job and back on undo; another application of the candidate there fails the item untouched', async () => {
    const { store, streams } = memoryStore();
    await seed(store, 3);
    const TARGET = 'j0000000-0000-4000-8000-000000000002';
    await store.append(streamId('job', TARGET), [
      {
        type: 'JobCreated',
        data: { jobId: TARGET, name: 'Designer', ownerId: 'u1', stages: buildPipeline(DEFAULT_STAGE_NAMES.map((name, i) => ({ id: `t${i}`, name }))), kind: 'JOB', createdBy: 'manual', pipelineTemplateId: null },
        metadata: metadata(COMPANY, 'target-job'),
      },
    ], 'no-stream');
    // The third application's candidate already has another application in the target job (the candidate list says so).
    const countBy = async (where: { applicationId: { value: string } }) => (where.applicationId.value === uuid(2) ? 1 : 0);
    const secondApplications = { manager: { getRepository: () => ({ findOneBy: async () => null, countBy }) } };
    await request(store, BULK, { kind: 'job-change', applicationIds: [uuid(0), uuid(1), uuid(2)], parameters: { jobId: TARGET, stageId: 't2' } });
    const activities = createBulkActionActivities(store, { dataSource: secondApplications as never });
    await activities.applyBulkItems({ companyId: COMPANY, bulkActionId: BULK, applicationIds: [uuid(0), uuid(1), uuid(2)] });
    await activities.finishBulkAction({ companyId: COMPANY, bulkActionId: BULK });
    const moved = streams.get(streamId('application', uuid(0)))!.at(-1)!;
    expect(moved).toMatchObject({ type: 'ApplicationMovedToJob', data: { fromJobId: JOB, jobId: TARGET, toStageId: 't2' } });
    expect(resultsOf(streams, BULK).map((result) => (result.outcome === 'SUCCEEDED' ? 'ok' : result.reason))).toEqual([
      'ok',
      'ok',
      'This candidate already has an application for this job',
    ]);
    expect(streams.get(streamId('application', uuid(2)))!.map((event) => event.type)).toEqual(['CandidateAddedToJob']);

    const UNDO = 'b0000000-0000-4000-8000-000000000002';
    await request(store, UNDO, { kind: 'undo', applicationIds: [uuid(0)], parameters: {}, undoOf: BULK });
    await activities.applyBulkItems({ companyId: COMPANY, bulkActionId: UNDO, applicationIds: [uuid(0)] });
    expect(streams.get(streamId('application', uuid(0)))!.at(-1)!).toMatchObject({ type: 'ApplicationMovedToJob', data: { fromJobId: TARGET, jobId: JOB, toStageId: 's0' } });
  });

  it('changes origin and source, and an undo puts back each as it was', async () => {
    const { store, streams } = memoryStore();
    await seed(store, 2);
    const activities = createBulkActionActivities(store);
    await request(store, BULK, { kind: 'origin-change', applicationIds: [uuid(0), uuid(1)], parameters: { origin: 'referral' } });
    await activities.applyBulkItems({ companyId: COMPANY, bulkActionId: BULK, applicationIds: [uuid(0), uuid(1)] });
    await activities.finishBulkAction({ companyId: COMPANY, bulkActionId: BULK });
    const SOURCE = 'b0000000-0000-4000-8000-000000000004';
    await request(store, SOURCE, { kind: 'source-change', applicationIds: [uuid(0)], parameters: { source: 'Job fair' } });
    await activities.applyBulkItems({ companyId: COMPANY, bulkActionId: SOURCE, applicationIds: [uuid(0)] });
    await activities.finishBulkAction({ companyId: COMPANY, bulkActionId: SOURCE });
    const first = streams.get(streamId('application', uuid(0)))!;
    const added = first[0]!.data as { origin: string; source: string | null };
    expect(first.slice(1).map((event) => event.data)).toEqual([
      expect.objectContaining({ fromOrigin: added.origin, origin: 'referral', source: added.source }),
      expect.objectContaining({ origin: 'referral', fromSource: added.source, source: 'Job fair' }),
    ]);

    // Undoing the source change restores the source only; the origin change's undo then skips the item changed since.
    const UNDO_SOURCE = 'b0000000-0000-4000-8000-000000000005';
    await request(store, UNDO_SOURCE, { kind: 'undo', applicationIds: [uuid(0)], parameters: {}, undoOf: SOURCE });
    await activities.applyBulkItems({ companyId: COMPANY, bulkActionId: UNDO_SOURCE, applicationIds: [uuid(0)] });
    expect(streams.get(streamId('application', uuid(0)))!.at(-1)!.data).toMatchObject({ origin: 'referral', source: added.source });
    const UNDO_ORIGIN = 'b0000000-0000-4000-8000-000000000006';
    await request(store, UNDO_ORIGIN, { kind: 'undo', applicationIds: [uuid(0), uuid(1)], parameters: {}, undoOf: BULK });
    expect(await activities.applyBulkItems({ companyId: COMPANY, bulkActionId: UNDO_ORIGIN, applicationIds: [uuid(0), uuid(1)] })).toMatchObject({ succeeded: 1, skipped: 1 });
    expect(streams.get(streamId('application', uuid(1)))!.at(-1)!.data).toMatchObject({ origin: added.origin });
  });

  it('keeps a bulk comment’s mentions on each item whose profile the people mentioned may open, failing the others with the single comment’s reason', async () => {
    // As the users table answers: an admin, a collaborator who may open this job's profiles (not its confidential
    // comments) and a recruiter with no place on the job; anyone else is not (or no longer) a user of the company.
    const users = [
      { id: 'm-admin', roles: ['COMPANY_ADMIN'], permissionV1: ['COMPANY::CANDIDATES::*'], collaboratorPermissions: [] },
      { id: 'm-viewer', roles: ['COMPANY_RECRUITER'], permissionV1: [], collaboratorPermissions: [{ jobRoleId: JOB, permissions: ['COMPANY::CANDIDATES::PROFILES::VIEW'] }] },
      { id: 'm-outsider', roles: ['COMPANY_RECRUITER'], permissionV1: [], collaboratorPermissions: [] },
    ];
    const dataSource = { getRepository: () => ({ findBy: async ({ id }: { id: { value: string[] } }) => users.filter((user) => id.value.includes(user.id)) }) };
    const run = async (bulkActionId: string, text: string, confidential = false) => {
      const { store, streams } = memoryStore();
      await seed(store, 2);
      await request(store, bulkActionId, { kind: 'add-comment', applicationIds: [uuid(0), uuid(1)], parameters: { text, confidential } });
      await createBulkActionActivities(store, { dataSource: dataSource as never }).applyBulkItems({ companyId: COMPANY, bulkActionId, applicationIds: [uuid(0), uuid(1)] });
      return { streams, results: resultsOf(streams, bulkActionId).map((result) => (result.outcome === 'SUCCEEDED' ? 'ok' : result.reason)) };
    };

    const mentioned = await run(BULK, 'Please look @[Mina Admin](m-admin) @[Vera Viewer](m-viewer)');
    expect(mentioned.results).toEqual(['ok', 'ok']);
    for (const id of [uuid(0), uuid(1)]) {
      expect(mentioned.streams.get(streamId('application', id))!.at(-1)).toMatchObject({
        type: 'CommentAdded',
        data: { personal: { text: 'Please look @[Mina Admin](m-admin) @[Vera Viewer](m-viewer)' }, mentionedUserIds: ['m-admin', 'm-viewer'], confidential: false },
        metadata: { commandId: `bulk-action:${BULK}:${id}` },
      });
    }
    const onTeam = 'Only team members with access to this job can be mentioned';
    expect((await run(BULK, 'And @[Otto](m-outsider)')).results).toEqual([onTeam, onTeam]);
    expect((await run(BULK, 'And @[Gone](m-gone)')).results).toEqual([onTeam, onTeam]);
    const confidential = await run(BULK, 'Quietly @[Vera Viewer](m-viewer)', true);
    expect(confidential.results).toEqual(Array(2).fill('A confidential comment can mention only team members with confidential access to this job'));
    expect(confidential.streams.get(streamId('application', uuid(0)))!.map((event) => event.type)).toEqual(['CandidateAddedToJob']);
    expect((await run(BULK, 'Quietly @[Mina Admin](m-admin)', true)).results).toEqual(['ok', 'ok']);
  });
});

describe('bulk e-mail items', () => {
  const ATTACHMENT = 'f0000000-0000-4000-8000-000000000001';
  const memoryBlobs = () => {
    const blobs = new Map<string, Buffer>();
    return {
      blobs,
      store: {
        async put(key: { blobId: string }, content: Buffer) {
          blobs.set(key.blobId, content);
        },
        async get(key: { blobId: string }) {
          const bytes = blobs.get(key.blobId);
          return bytes ? Readable.from([bytes]) : null;
        },
        async delete(key: { blobId: string }) {
          blobs.delete(key.blobId);
        },
        async exists(key: { blobId: string }) {
          return blobs.has(key.blobId);
        },
        async close() {},
      },
    };
  };
  // The relational side as far as an e-mail item reads it: the bulk e-mail's attachment row; no company row, no user row.
  const dataSource = {
    query: async (sql: string) => (sql.includes('bulk_email_attachments') ? [{ id: ATTACHMENT, file_name: 'Brochure.pdf', size_bytes: 9, content_type: 'application/pdf' }] : []),
    getRepository: () => ({ findOneBy: async () => null }),
  };
  const composerOf = (store: EventStore, queued: string[]) =>
    new (class extends CandidateEmailComposer {
      override async queueSent(_companyId: string, events: Array<{ type: string; data: unknown }>) {
        for (const event of events) if (event.type === 'EmailSent') queued.push((event.data as { emailId: string }).emailId);
      }
    })(store, { publicUrl: 'https://ats.example', replyDomain: 'reply.ats.example' }, dataSource as never);

  it('sends each candidate one e-mail with Cc, Bcc and one copy of the attachment, even when the activity is retried after writing', async () => {
    const { store, streams, failNextAppendTo } = memoryStore();
    await seed(store, 2);
    const blobs = memoryBlobs();
    blobs.blobs.set(ATTACHMENT, Buffer.from('%PDF-1.7'));
    const queued: string[] = [];
    const ids = [uuid(0), uuid(1)];
    await request(store, BULK, {
      kind: 'send-email',
      applicationIds: ids,
      parameters: { templateId: null, subject: 'Hi {{candidateFirstName}}', body: '<p>News</p>', cc: ['lead@example.com'], bcc: ['audit@example.com'], attachmentIds: [ATTACHMENT], confidential: false, scheduledAt: null },
    });
    failNextAppendTo(streamId('bulk-action', BULK));
    const activities = createBulkActionActivities(store, { dataSource: dataSource as never, blobs: blobs.store as never, composer: composerOf(store, queued) });
    await expect(activities.applyBulkItems({ companyId: COMPANY, bulkActionId: BULK, applicationIds: ids })).rejects.toThrow('the connection dropped');
    expect(await activities.applyBulkItems({ companyId: COMPANY, bulkActionId: BULK, applicationIds: ids })).toEqual({ succeeded: 2, failed: 0, skipped: 0, cancelled: false });
    for (const id of ids) {
      const events = streams.get(streamId('application', id))!;
      expect(events.map((event) => event.type)).toEqual(['CandidateAddedToJob', 'FileUploaded', 'EmailSent']);
      const [uploaded, sent] = [events[1]!.data as { fileId: string }, events[2]!.data as { attachmentFileIds: string[]; personal: { cc: string[]; bcc: string[] } }];
      expect(sent.attachmentFileIds).toEqual([uploaded.fileId]);
      expect(sent.personal).toMatchObject({ cc: ['lead@example.com'], bcc: ['audit@example.com'] });
      expect(blobs.blobs.get(uploaded.fileId)?.toString()).toBe('%PDF-1.7');
    }
    expect(queued).toHaveLength(2);
    expect(resultsOf(streams, BULK).map((result) => [result.outcome, (result as { emailSent?: boolean }).emailSent])).toEqual([
      ['SUCCEEDED', true],
      ['SUCCEEDED', true],
    ]);
  });

  // The bulk action's workflow waits on its own timer until the chosen time (one cancel stops it all): by the time
  // its items run, every e-mail is due, so each is sent at once whatever its time says.
  it('sends each e-mail of an action sent later at once when its items run (the workflow waited for the time)', async () => {
    const { store, streams } = memoryStore();
    await seed(store, 2);
    const queued: string[] = [];
    const activities = createBulkActionActivities(store, { dataSource: dataSource as never, blobs: memoryBlobs().store as never, composer: composerOf(store, queued) });
    const email = { templateId: null, subject: 'Later', body: '<p>Later</p>', cc: [], bcc: [], attachmentIds: [], confidential: false };
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await request(store, BULK, { kind: 'send-email', applicationIds: [uuid(0)], parameters: { ...email, scheduledAt: later } });
    await activities.applyBulkItems({ companyId: COMPANY, bulkActionId: BULK, applicationIds: [uuid(0)] });
    expect(streams.get(streamId('application', uuid(0)))!.at(-1)).toMatchObject({ type: 'EmailSent', data: { scheduled: false } });
    expect(streams.get(streamId('application', uuid(0)))!.some((event) => event.type === 'EmailScheduled')).toBe(false);
    const PAST = 'b0000000-0000-4000-8000-000000000009';
    await request(store, PAST, { kind: 'send-email', applicationIds: [uuid(1)], parameters: { ...email, scheduledAt: new Date(Date.now() - 1000).toISOString() } });
    await activities.applyBulkItems({ companyId: COMPANY, bulkActionId: PAST, applicationIds: [uuid(1)] });
    expect(streams.get(streamId('application', uuid(1)))!.at(-1)!.type).toBe('EmailSent');
    expect(resultsOf(streams, BULK)[0]).toMatchObject({ outcome: 'SUCCEEDED', emailSent: true });
  });
});
