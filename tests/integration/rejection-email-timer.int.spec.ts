import { Client, Connection } from '@temporalio/client';
import { candidateInput, createPublishedJob, createTestCompany, eventually, stageNamed, type TestCompany, workflowResult } from './support';

type Email = { id: string; status: string; subject: string; sender: { kind: string } };

/**
 * 'Rejection email, sent N days after auto-archive' (spec 02 §3.5) on the real stack, where a day lasts
 * ATS_DAY_MS (a second under `npm test`): the automation archives the unresponsive candidate after a day, a
 * `rejection-email:` workflow waits the stage's N days on Temporal and sends the stage's rejection template from
 * the automation bot; unarchiving meanwhile cancels it and nothing is sent.
 */
describe('rejection e-mail N days after an auto-archive', () => {
  let company: TestCompany;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let connection: Connection;
  let temporal: Client;
  const SYSTEM_REJECTION_TEMPLATE = 'e3a1c7d0-5a11-4e00-8000-000000000001';

  beforeAll(async () => {
    company = await createTestCompany('rejection-timer');
    job = await createPublishedJob(company.admin, 'Timer Engineer');
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  });

  afterAll(async () => {
    await connection?.close();
  });

  const automate = async (sendAfterDays: number) => {
    const configured = await company.admin.put(`/company-roles/${job.id}/stages/${stageNamed(job, 'Screening').id}/automations`, {
      archiveUnresponsiveAfterDays: 1,
      autoProgressQualified: false,
      autoArchiveUnderQualified: false,
      invitationEmail: true,
      sender: 'NOREPLY',
      rejectionEmail: { template: SYSTEM_REJECTION_TEMPLATE, sendAfterDays },
    });
    expect(configured.status).toBe(200);
  };

  const emails = async (applicationId: string): Promise<Email[]> => (await company.admin.get(`/job-applications/${applicationId}/emails`)).body.items;

  /** Added to Screening, then archived by the automation a "day" later: answers the archive's revision. */
  const autoArchived = async () => {
    const added = await company.admin.post('/job-applications', candidateInput(job.id, { firstName: 'Timed', stageId: stageNamed(job, 'Screening').id }));
    expect(added.status).toBe(201);
    const archived = await eventually(async () => {
      const history = await company.admin.get(`/job-applications/${added.body.id}/history`);
      return history.body.items.find((item: { type: string }) => item.type === 'ApplicationArchived') as { revision: number } | undefined;
    });
    return { applicationId: added.body.id as string, archivedRevision: archived.revision };
  };

  it('sends the stage’s rejection template from the automation bot N days after the automation archived the candidate', async () => {
    await automate(2);
    const { applicationId, archivedRevision } = await autoArchived();
    const workflowId = `rejection-email:${applicationId}:${archivedRevision}`;
    await eventually(async () => (await temporal.workflow.getHandle(workflowId).describe().catch(() => null)) !== null);
    const description = await temporal.workflow.getHandle(workflowId).describe();
    expect(description.searchAttributes).toMatchObject({ AtsApplicationId: [applicationId], AtsJobId: [job.id] });
    expect(await workflowResult(temporal, workflowId)).toBe('SENT');
    const rejection = (await emails(applicationId)).find((email) => email.subject.startsWith('Your application for Timer Engineer'));
    expect(rejection).toMatchObject({ status: 'SENT', sender: { kind: 'automation' } });
    // Sent after the N days, not with the archive.
    const history = (await company.admin.get(`/job-applications/${applicationId}/history`)).body.items as Array<{ type: string; occurredAt: string; revision: number }>;
    const archivedAt = Date.parse(history.find((item) => item.revision === archivedRevision)!.occurredAt);
    const sentAt = Date.parse(history.filter((item) => item.type === 'EmailSent').at(-1)!.occurredAt);
    expect(sentAt - archivedAt).toBeGreaterThanOrEqual(2 * Number(process.env.ATS_DAY_MS ?? 1000));
  });

  it('sends nothing when the candidate is unarchived before the N days are over', async () => {
    await automate(30);
    const { applicationId, archivedRevision } = await autoArchived();
    const workflowId = `rejection-email:${applicationId}:${archivedRevision}`;
    await eventually(async () => (await temporal.workflow.getHandle(workflowId).describe().catch(() => null))?.status.name === 'RUNNING');
    const profile = await eventually(async () => {
      const response = await company.admin.get(`/job-applications/${applicationId}`);
      return response.body.status === 'ARCHIVED' ? (response.body as { revision: number }) : null;
    });
    const unarchived = await company.admin.post(`/job-applications/${applicationId}/unarchive`, { expectedRevision: profile.revision });
    expect(unarchived.status).toBe(201);
    await eventually(async () => (await temporal.workflow.getHandle(workflowId).describe()).status.name === 'CANCELLED');
    expect((await emails(applicationId)).filter((email) => email.subject.startsWith('Your application for'))).toEqual([]);
  });
});
