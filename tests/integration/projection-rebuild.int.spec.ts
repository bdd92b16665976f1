import { createDataSource } from '@ats/infra/db/data-source';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { projectionCheckpointName, rebuildProjection } from '@ats/infra/projections/projection-runner';
import { readCheckpoint } from '@ats/projections/checkpoints/checkpoints';
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
});
