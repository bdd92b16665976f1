import { Client, Connection } from '@temporalio/client';
import {
  candidateInput,
  createPublishedJob,
  createTestCompany,
  eventually,
  stageNamed,
  type TestCompany,
  workflowResult,
} from './support';

/**
 * The first Temporal process on the real Temporal server. The apps under test run with one "day" lasting
 * one second (ATS_DAY_MS=1000), so "archive after 3 days" fires after 3 seconds.
 */
describe('auto-archive unresponsive candidates', () => {
  let company: TestCompany;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let connection: Connection;
  let temporal: Client;

  beforeAll(async () => {
    company = await createTestCompany('auto-archive');
    job = await createPublishedJob(company.admin, 'Support Engineer');
    const screening = stageNamed(job, 'Screening');
    const configured = await company.admin.put(`/company-roles/${job.id}/stages/${screening.id}/automations`, {
      archiveUnresponsiveAfterDays: 3,
    });
    expect(configured.status).toBe(200);
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  });

  afterAll(async () => {
    await connection?.close();
  });

  const workflowsOf = async (query: string) => {
    const found: Array<{ workflowId: string; status: string }> = [];
    for await (const execution of temporal.workflow.list({ query })) {
      found.push({ workflowId: execution.workflowId, status: execution.status.name });
    }
    return found;
  };

  const addToScreening = async () => {
    const added = await company.admin.post(
      '/job-applications',
      candidateInput(job.id, { stageId: stageNamed(job, 'Screening').id }),
    );
    expect(added.status).toBe(201);
    return added.body as { id: string; revision: number; position: string };
  };

  it('archives a candidate who stays in the stage N days, as the automation naming its workflow', async () => {
    const added = await addToScreening();
    const workflowId = `auto-archive:${added.id}:${stageNamed(job, 'Screening').id}:0`;
    // Entering Screening sent its invitation e-mail first (spec 02 §3.5); the archive comes after it.
    const archived = await eventually(async () => {
      const response = await company.admin.get(`/job-applications/${added.id}/history`);
      return response.body.items.find((item: { type: string }) => item.type === 'ApplicationArchived');
    });
    expect(archived.type).toBe('ApplicationArchived');
    expect(archived.actor).toEqual({ kind: 'automation', id: workflowId, name: workflowId });
    expect(archived.details).toEqual({
      type: 'ApplicationArchived',
      reason: 'Unresponsive',
      sendRejectionEmail: false,
      automated: true,
    });
    expect(await workflowResult(temporal, workflowId)).toBe('ARCHIVED');

    const profile = await eventually(async () => {
      const response = await company.admin.get(`/job-applications/${added.id}`);
      return response.body.status === 'ARCHIVED' ? response.body : null;
    });
    expect(profile.archivalReason).toBe('Unresponsive');
  });

  it('does not archive a candidate who leaves the stage before N days, and ends the workflow', async () => {
    const added = await addToScreening();
    const workflowId = `auto-archive:${added.id}:${stageNamed(job, 'Screening').id}:0`;
    // The workflow exists before the candidate leaves, so leaving is what ends it.
    await eventually(
      async () => (await temporal.workflow.getHandle(workflowId).describe()).status.name === 'RUNNING',
      10_000,
    );
    const moved = await company.admin.post(`/job-applications/${added.id}/move-to-stage`, {
      stageId: stageNamed(job, 'Interview').id,
      expectedRevision: added.revision,
    });
    expect(moved.status).toBe(201);
    expect(await workflowResult(temporal, workflowId)).toBe('LEFT_STAGE');
    // Past the three "days": still active, still in Interview, nothing appended by automation.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const profile = (await company.admin.get(`/job-applications/${added.id}`)).body;
    expect(profile).toMatchObject({ status: 'ACTIVE', stageName: 'Interview' });
    const history = (await company.admin.get(`/job-applications/${added.id}/history`)).body.items as Array<{ type: string; actor: { kind: string } }>;
    expect(history.map((item) => item.type)).toEqual(['CandidateAddedToJob', 'EmailSent', 'ApplicationMovedToStage']);
    expect(history.every((item) => item.actor.kind === 'user')).toBe(true);
  });

  it('starts nothing for stages without the automation', async () => {
    const added = await company.admin.post('/job-applications', candidateInput(job.id));
    expect(added.status).toBe(201);
    // Only once the starter has read past the event does "no workflow" mean it decided to start none.
    await eventually(async () => {
      const health = await company.admin.get('/health');
      const starter = health.body.projections.find(
        (reader: { name: string }) => reader.name === 'process-starter:auto-archive',
      );
      return starter && BigInt(starter.checkpoint) >= BigInt(added.body.position);
    });
    expect(await workflowsOf(`AtsApplicationId = '${added.body.id}'`)).toEqual([]);
  });

  it('lets operators find the workflows by application and by job in Temporal', async () => {
    const added = await addToScreening();
    const byApplication = await eventually(async () => {
      const found = await workflowsOf(`AtsApplicationId = '${added.id}'`);
      return found.length === 2 ? found : null;
    });
    // Its auto-archive, and the invitation e-mail that entering Screening sends (spec 02 §3.5).
    expect(byApplication.map((workflow) => workflow.workflowId).sort()).toEqual([
      `auto-archive:${added.id}:${stageNamed(job, 'Screening').id}:0`,
      `stage-invitation:${added.id}:${stageNamed(job, 'Screening').id}:0`,
    ]);
    const byJob = await eventually(async () => {
      const found = await workflowsOf(`AtsJobId = '${job.id}' AND AtsProcess = 'auto-archive'`);
      return found.length >= 3 ? found : null;
    });
    expect(byJob.every((workflow) => workflow.workflowId.startsWith('auto-archive:'))).toBe(true);
  });
});
