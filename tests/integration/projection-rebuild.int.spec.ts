import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@ats/domain/shared';
import { createDataSource } from '@ats/infra/db/data-source';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { projectionCheckpointName, rebuildProjection, replayCarryingRows, waitForProjection } from '@ats/infra/projections/projection-runner';
import { readCheckpoint } from '@ats/projections/checkpoints/checkpoints';
import { CandidateListRowEntity } from '@ats/projections/candidate-list/candidate-list-row.entity';
import { upsertRows } from '@ats/projections/row-fold';
import { candidateListProjector } from '@ats/projections/candidate-list/candidate-list.projector';
import { inboxProjection } from '@ats/projections/inbox/inbox.projection';
import { jobsProjector } from '@ats/projections/jobs/jobs.projector';
import { candidateInput, createPublishedJob, createTestCompany, eventually, stageNamed } from './support';

/** `npm run projections:rebuild`: replaying the whole history gives exactly the rows the live projector wrote. */
describe('projection rebuild', () => {
  it('rebuilds the jobs and candidate-list read models to the same rows', async () => {
    const company = await createTestCompany('rebuild');
    const job = await createPublishedJob(company.admin, 'Rebuild Engineer');
    let position = '0';
    for (let i = 0; i < 4; i += 1) {
      const added = await company.admin.post('/job-applications', candidateInput(job.id, { firstName: `Rebuild${i}` }));
      const moved = await company.admin.post(`/job-applications/${added.body.id}/move-to-stage`, {
        stageId: stageNamed(job, i % 2 ? 'Interview' : 'Offer').id,
        expectedRevision: 0,
      });
      position = moved.body.position;
    }
    await company.admin.get(`/job-applications?afterPosition=${position}`);

    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    const store = await openEventStore({ databaseUrl: process.env.DATABASE_URL as string });
    try {
      const snapshot = async () => ({
        jobs: await dataSource.query('SELECT * FROM rm_jobs WHERE company_id = $1 ORDER BY id', [company.companyId]),
        candidates: await dataSource.query(
          'SELECT * FROM rm_candidate_list WHERE company_id = $1 ORDER BY application_id',
          [company.companyId],
        ),
      });
      const before = await snapshot();
      expect(before.candidates).toHaveLength(4);

      for (const projector of [jobsProjector, candidateListProjector]) {
        const replayed = await rebuildProjection(store, dataSource, projector);
        expect(replayed).toBeGreaterThan(0);
        expect(await readCheckpoint(dataSource.manager, projectionCheckpointName(projector))).toBeGreaterThanOrEqual(
          BigInt(position),
        );
      }
      expect(await snapshot()).toEqual(before);
    } finally {
      await store.close();
      await dataSource.destroy();
    }
  });

  it('rebuilds the inbox from the event log and keeps what users did to their notifications', async () => {
    const company = await createTestCompany('inbox-rebuild');
    const job = await createPublishedJob(company.admin, 'Inbox Rebuild Engineer');
    // The recruiter owns the candidate and the admin acts on it: three notifications for the recruiter.
    const added = await company.admin.post(
      '/job-applications',
      candidateInput(job.id, { firstName: 'Rana', ownerId: company.recruiterId }),
    );
    const id = added.body.id;
    await company.admin.post(`/job-applications/${id}/move-to-stage`, {
      stageId: stageNamed(job, 'Interview').id,
      expectedRevision: 0,
    });
    const reason = (await company.admin.get('/archival-reasons/company')).body[0];
    await company.admin.post(`/job-applications/${id}/archive`, { archivalReasonId: reason.id, expectedRevision: 1 });
    await company.admin.post(`/job-applications/${id}/unarchive`, { expectedRevision: 2 });
    const [moved, archived, unarchived] = await eventually(async () => {
      const notifications = (await company.recruiter.get('/inbox?filter=ALL&order=ASC')).body.notifications;
      return notifications?.length === 3 ? notifications : null;
    });
    expect((await company.recruiter.put(`/inbox/${moved.id}`, { isRead: true })).status).toBe(200);
    expect((await company.recruiter.put(`/inbox/${archived.id}`, { isImportant: true })).status).toBe(200);
    expect((await company.recruiter.delete(`/inbox/${unarchived.id}`)).status).toBe(200);
    const inbox = async () => ({
      all: (await company.recruiter.get('/inbox?filter=ALL&order=ASC')).body,
      unread: (await company.recruiter.get('/inbox/list-count?filter=UNREAD')).body,
      starred: (await company.recruiter.get('/inbox?filter=STARRED')).body.notifications.map(
        (n: { id: string }) => n.id,
      ),
    });
    const before = await inbox();
    expect(before.all.notifications.map((n: { id: string; isRead: boolean }) => [n.id, n.isRead])).toEqual([
      [moved.id, true],
      [archived.id, false],
    ]);
    expect(before.starred).toEqual([archived.id]);

    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    const store = await openEventStore({ databaseUrl: process.env.DATABASE_URL as string });
    try {
      // The rows are lost (as if the table were dropped); the rebuild must bring them back, marks intact.
      await dataSource.query('DELETE FROM inbox_notifications WHERE company_id = $1', [company.companyId]);
      expect((await company.recruiter.get('/inbox/list-count?filter=ALL')).body).toBe(0);
      expect(await rebuildProjection(store, dataSource, inboxProjection)).toBeGreaterThan(0);
      expect(await inbox()).toEqual(before);
      // The deleted notification is rebuilt too, and stays deleted for its user.
      const [{ count }] = await dataSource.query(
        'SELECT count(*)::int AS count FROM inbox_notifications WHERE company_id = $1',
        [company.companyId],
      );
      expect(count).toBe(3);
    } finally {
      await store.close();
      await dataSource.destroy();
    }
  });
  it('carries the candidate list between batches as one batch folds: tiny batches, rows evicted, a candidate edit, a NUL', async () => {
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 3 });
    await dataSource.initialize();
    const store = await openEventStore({ databaseUrl: process.env.DATABASE_URL as string });
    const companyId = randomUUID();
    const metadata = (): EventMetadata => ({
      eventId: randomUUID(),
      companyId,
      actor: { kind: 'user', id: 'rebuild-spec', name: 'Rebuild Spec' },
      commandId: randomUUID(),
      correlationId: 'rebuild-spec',
      causationId: 'rebuild-spec',
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    });
    const [candidate, other] = [randomUUID(), randomUUID()];
    const applications = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const jobId = randomUUID();
    const personal = (firstName: string) => ({ firstName, lastName: 'Tab\there', email: `${firstName.toLowerCase()}@rebuild.example`, phone: null });
    const added = (applicationId: string, candidateId: string, firstName: string) => ({
      type: 'CandidateAddedToJob',
      data: {
        applicationId, candidateId, jobId, jobName: 'Carry \\ Engineer', stageId: 'applied', stageName: 'Applied', origin: 'sourced',
        source: 'Spec', ownerId: randomUUID(), ownerName: 'Owner "Quoted"', personal: personal(firstName),
      },
      metadata: metadata(),
    });
    const moved = (applicationId: string, to: string) => ({
      type: 'ApplicationMovedToStage',
      data: { applicationId, jobId, fromStageId: 'applied', fromStageName: 'Applied', toStageId: to.toLowerCase(), toStageName: to, direction: 'FORWARD' },
      metadata: metadata(),
    });
    const append = (stream: string, events: object[], revision: number | 'no-stream') => store.append(stream, events as never, revision);
    try {
      const first = await append(`application-${applications[0]}`, [added(applications[0], candidate, 'Nul\u0000Name')], 'no-stream');
      await append(`application-${applications[1]}`, [added(applications[1], candidate, 'Rana')], 'no-stream');
      await append(`application-${applications[0]}`, [moved(applications[0], 'Interview')], 0);
      await append(`application-${applications[2]}`, [added(applications[2], other, 'Omar')], 'no-stream');
      // The candidate's edit changes rows the rebuild carries: it reads them again afterwards.
      await append(
        `candidate-${candidate}`,
        [{
          type: 'CandidateDetailsEdited',
          data: {
            candidateId: candidate, changed: ['name'], referredBy: null, sourcedBy: null,
            personal: { firstName: 'Renamed', lastName: 'Line\nBreak', emails: [{ email: 'renamed@rebuild.example', primary: true }], phones: ['+1 555 0100'], links: [], gender: null, nationality: null, countryOfResidence: null },
          },
          metadata: metadata(),
        }],
        'no-stream',
      );
      await append(`application-${applications[0]}`, [moved(applications[0], 'Hired')], 1);
      await append(`application-${applications[1]}`, [moved(applications[1], 'Offer')], 0);
      await append(
        `application-${applications[2]}`,
        [{ type: 'ApplicationDeleted', data: { applicationId: applications[2], candidateId: other, jobId, stageId: 'applied', active: true }, metadata: metadata() }],
        0,
      );
      const last = await append(`application-${applications[3]}`, [added(applications[3], other, 'Late')], 'no-stream');

      const rows = () => dataSource.query('SELECT * FROM rm_candidate_list WHERE company_id = $1 ORDER BY application_id', [companyId]);
      expect(await waitForProjection(dataSource, candidateListProjector, BigInt(last.position), 15_000)).toBe(true);
      const live = await rows();
      expect(live).toHaveLength(3);
      expect(live.find((row: { application_id: string }) => row.application_id === applications[0])).toMatchObject({
        first_name: 'Renamed', last_name: 'Line\nBreak', stage_name: 'Hired', stage_status: 'HIRED', phone_digits: '15550100',
      });

      // This company's slice of the log replayed into its emptied rows, as a rebuild replays the whole log
      // into the emptied table (the whole shared log in batches of 2 would take minutes): batches of 2 events
      // with 1 row carried, so keys leave the carry and are read back batch after batch; then batches of 3.
      const slice = (await store.readAll(BigInt(first.position) - 1n, { maxCount: 1000 })).filter((event) => event.metadata.companyId === companyId);
      expect(slice).toHaveLength(9);
      const sliceStore = {
        readAll: async (after: bigint, options: { maxCount: number }) => slice.filter((event) => event.position > after).slice(0, options.maxCount),
      } as unknown as Parameters<typeof replayCarryingRows>[0];
      // Its own checkpoint name: the live projector's stays as it is.
      const replayed = { ...candidateListProjector, name: 'candidate-list-carry-spec' };
      for (const [batchSize, carried] of [[2, 1], [3, 50_000]]) {
        await dataSource.query('DELETE FROM rm_candidate_list WHERE company_id = $1', [companyId]);
        expect(await replayCarryingRows(sliceStore, dataSource, replayed, batchSize, carried)).toBe(9);
        expect(await rows()).toEqual(live);
      }
      expect(await readCheckpoint(dataSource.manager, projectionCheckpointName(replayed))).toBe(BigInt(last.position));
      await dataSource.query('DELETE FROM checkpoints WHERE name = $1', [projectionCheckpointName(replayed)]);
    } finally {
      await store.close();
      await dataSource.destroy();
    }
  });

  it('writes the same rows with COPY as with the jsonb upsert, escapes and NUL included', async () => {
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    const companyId = randomUUID();
    const nasty = 'a\\b\tc\nd\re "q" \u0000 {x,y} \\N NULL ü 🙂 \\u0000';
    const row = (applicationId: string, extra: Partial<CandidateListRowEntity>) => ({
      applicationId, companyId, candidateId: randomUUID(), jobId: randomUUID(), jobName: nasty, stageId: 's', stageName: 'S', firstName: nasty,
      lastName: '', email: 'e', phone: null, phoneDigits: null, origin: 'sourced', source: null, ownerId: randomUUID(), ownerName: 'n',
      status: 'ACTIVE', archivalReason: 'NULL', archivalReasonId: null, stageStatus: 'ACTIVE', hiredAt: null,
      appliedAt: new Date(), lastActivityAt: new Date(1234567890123), revision: 3, ...extra,
    }) as CandidateListRowEntity;
    // The second leaves `tags` unset: it takes the column's default, in both paths.
    const rows = [row(randomUUID(), { tags: [nasty, 'NULL', '', 'a,b', '{', '"'] }), row(randomUUID(), { hiredAt: new Date(7) })];
    const written = () => runner.query('SELECT * FROM rm_candidate_list WHERE company_id = $1 ORDER BY application_id', [companyId]);
    try {
      await runner.query('BEGIN');
      await upsertRows(runner.manager, CandidateListRowEntity, 'applicationId', rows, { fresh: true });
      const copied = await written();
      await runner.query('ROLLBACK');
      await runner.query('BEGIN');
      await upsertRows(runner.manager, CandidateListRowEntity, 'applicationId', rows);
      const upserted = await written();
      await runner.query('ROLLBACK');
      expect(copied).toHaveLength(2);
      expect(copied).toEqual(upserted);
      expect(copied.map((stored: { first_name: string }) => stored.first_name)).toEqual([nasty.replace('\u0000', '\uFFFD'), nasty.replace('\u0000', '\uFFFD')]);
    } finally {
      await runner.release();
      await dataSource.destroy();
    }
  });
});
