import { Client, Connection } from '@temporalio/client';
import { createTestCompany, eventually, type TestCompany, workflowResult } from './support';


/**
 * A job created and published through commands alone (the posting and auto-close rules read the job's own
 * stream): the default pipeline, on the career page, the caller its owner.
 */
const publishedJob = async (api: TestCompany['admin'], name: string): Promise<{ id: string; name: string }> => {
  const created = await api.post('/company-roles', { name });
  expect(created.status).toBe(201);
  const published = await api.patch(`/company-roles/publish/${created.body.id}`);
  expect(published.status).toBe(200);
  return { id: created.body.id, name };
};

/**
 * Auto-close on the real Temporal server. The apps under test run with one "day" lasting one second
 * (ATS_DAY_MS=1000): the reminder goes out one second before the date, the job closes on the date.
 */
describe('auto-close jobs', () => {
  let company: TestCompany;
  let connection: Connection;
  let temporal: Client;

  beforeAll(async () => {
    company = await createTestCompany('auto-close');
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
  const setDate = async (jobId: string, autoCloseOn: string | null) => {
    const response = await company.admin.post(`/company-roles/${jobId}/set-auto-close-on`, { autoCloseOn });
    expect(response.status).toBeLessThan(300);
    return response.body as { revision: number; position: string };
  };
  /** The starter has started the run (it may have finished since). */
  const started = (workflowId: string) => eventually(async () => (await temporal.workflow.getHandle(workflowId).describe()).status.name, 15_000);
  const running = (workflowId: string) =>
    eventually(async () => (await temporal.workflow.getHandle(workflowId).describe()).status.name === 'RUNNING', 15_000);

  it('reminds the owner (AUTO_CLOSE_JOBS_REMINDER) and closes the job on the date, as the automation', async () => {
    const job = await publishedJob(company.admin, 'Closing Soon Engineer');
    const set = await setDate(job.id, inSeconds(4));
    const workflowId = `auto-close:${job.id}:${set.revision}`;
    await started(workflowId);
    expect(await workflowResult(temporal, workflowId)).toBe('CLOSED');

    // Closed by the workflow through the job aggregate, with the automation's reason.
    const [closed] = (await company.admin.get(`/company-roles/${job.id}/history`)).body.items;
    expect(closed).toMatchObject({ type: 'JobClosed', actor: expect.objectContaining({ id: workflowId }) });

    const reminder = await eventually(async () => {
      const inbox = await company.admin.get('/inbox?filter=ALL&order=DESC');
      return inbox.body.notifications.find((n: { type: string; jobRoleId: string }) => n.type === 'AUTO_CLOSE_JOBS_REMINDER' && n.jobRoleId === job.id);
    });
    // The closing day too, so the browser words the title in the reader's language.
    expect(reminder.redirectionData).toEqual({
      jobRoleId: job.id,
      jobName: 'Closing Soon Engineer',
      jobs: [{ id: job.id, name: 'Closing Soon Engineer' }],
      autoCloseOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(reminder.title).toContain(reminder.redirectionData.autoCloseOn);

    const described = await temporal.workflow.getHandle(workflowId).describe();
    expect(described.memo).toMatchObject({ jobName: 'Closing Soon Engineer' });
    const found: string[] = [];
    for await (const execution of temporal.workflow.list({ query: `AtsJobId = '${job.id}' AND AtsProcess = 'auto-close'` })) found.push(execution.workflowId);
    expect(found).toEqual([workflowId]);
  });

  it('follows a moved date in the same run', async () => {
    const job = await publishedJob(company.admin, 'Moved Date Engineer');
    const set = await setDate(job.id, inSeconds(600));
    const workflowId = `auto-close:${job.id}:${set.revision}`;
    await running(workflowId);
    await setDate(job.id, inSeconds(3));
    expect(await workflowResult(temporal, workflowId)).toBe('CLOSED');
    expect((await company.admin.get(`/company-roles/${job.id}/history`)).body.items[0].type).toBe('JobClosed');
  });

  it('ends the run when the date is removed, and when the job is closed by hand', async () => {
    const removed = await publishedJob(company.admin, 'Removed Date Engineer');
    const set = await setDate(removed.id, inSeconds(600));
    await running(`auto-close:${removed.id}:${set.revision}`);
    await setDate(removed.id, null);
    expect(await workflowResult(temporal, `auto-close:${removed.id}:${set.revision}`)).toBe('DATE_REMOVED');
    expect((await company.admin.get(`/company-roles/${removed.id}/history`)).body.items[0].type).toBe('JobAutoCloseDateSet');

    const manual = await publishedJob(company.admin, 'Closed By Hand Engineer');
    const manualSet = await setDate(manual.id, inSeconds(600));
    await running(`auto-close:${manual.id}:${manualSet.revision}`);
    const closed = await company.admin.post(`/company-roles/updateRoleStatus/${manual.id}`, { status: 'CLOSED' });
    expect(closed.status).toBeLessThan(300);
    expect(await workflowResult(temporal, `auto-close:${manual.id}:${manualSet.revision}`)).toBe('JOB_ENDED');
  });
});
