import { createDataSource } from '../../infra/db/data-source';
import { openEventStore } from '../../infra/runtime/open-event-store';
import { projectionCheckpointName, rebuildProjection } from '../../infra/projections/projection-runner';
import { readCheckpoint } from '../../projections/checkpoints/checkpoints';
import { candidateListProjector } from '../../projections/candidate-list/candidate-list.projector';
import { jobsProjector } from '../../projections/jobs/jobs.projector';
import { candidateInput, createPublishedJob, createTestCompany, stageNamed } from './support';

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
        candidates: await dataSource.query('SELECT * FROM rm_candidate_list WHERE company_id = $1 ORDER BY application_id', [company.companyId]),
      });
      const before = await snapshot();
      expect(before.candidates).toHaveLength(4);

      for (const projector of [jobsProjector, candidateListProjector]) {
        const replayed = await rebuildProjection(store, dataSource, projector);
        expect(replayed).toBeGreaterThan(0);
        expect(await readCheckpoint(dataSource.manager, projectionCheckpointName(projector))).toBeGreaterThanOrEqual(BigInt(position));
      }
      expect(await snapshot()).toEqual(before);
    } finally {
      await store.close();
      await dataSource.destroy();
    }
  });
});
