import { Client, Connection } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { NativeConnection, Worker } from '@temporalio/worker';
import { createDataSource } from '@ats/infra/db/data-source';
import { createEventStore } from '@ats/infra/event-store';
import { automatedEmailId, CandidateEmailComposer } from '@ats/infra/mail/candidate-email-composer';
import { createStageInvitationActivities } from '@ats/infra/temporal/stage-invitation.activities';
import { bundleWorkflows } from '@ats/infra/temporal/workflow-bundle';
import { stageInvitationWorkflowId, type StageInvitationInput } from '@ats/workflows/stage-invitation.types';
import { stageInvitation } from '@ats/workflows/stage-invitation.workflow';
import {
  candidateInput,
  createPublishedJob,
  createTestCompany,
  processStarterPassed,
  stageNamed,
  workflowResult,
  type TestCompany,
} from './support';

type Email = { id: string; status: string; subject: string; sender: { kind: string; name: string } };

/**
 * 'Invitation email (auto-send)' (spec 02 §3.5) as a declared process on the real stack: moving a candidate into
 * a stage whose automation sends the invitation starts `stage-invitation:<application>:<stage>:<revision>`,
 * findable in Temporal by company, job and application, and the e-mail reaches the Emails tab from the automation
 * bot a moment after the move. Its activity, retried after an attempt that had sent the e-mail, sends it once.
 */
describe('the stage invitation e-mail as a declared process', () => {
  let company: TestCompany;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let connection: Connection;
  let temporal: Client;

  beforeAll(async () => {
    company = await createTestCompany('stage-invitation');
    job = await createPublishedJob(company.admin, 'Invited Engineer');
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  }, 120_000);

  afterAll(async () => {
    await connection?.close();
  });

  const emails = async (applicationId: string): Promise<Email[]> => (await company.admin.get<{ items: Email[] }>(`/job-applications/${applicationId}/emails`)).body.items;
  const added = async (firstName: string) => {
    const response = await company.admin.post('/job-applications', candidateInput(job.id, { firstName }));
    expect(response.status).toBe(201);
    return { id: response.body.id as string, revision: response.body.revision as number };
  };

  it('a move into the stage starts its workflow, findable by company, job and application, which sends the invitation once from the automation', async () => {
    const screening = stageNamed(job, 'Screening');
    const application = await added('Mona');
    const moved = await company.admin.post(`/job-applications/${application.id}/move-to-stage`, { stageId: screening.id, expectedRevision: application.revision });
    expect(moved.status).toBe(201);
    // The move is the revision after the add; the answer comes once the e-mail is recorded too, and counts it.
    const arrival = application.revision + 1;
    expect(moved.body.revision).toBe(arrival + 1);
    const workflowId = stageInvitationWorkflowId(application.id, screening.id, arrival);

    expect(await workflowResult(temporal, workflowId)).toBe('SENT');
    const description = await temporal.workflow.getHandle(workflowId).describe();
    expect(description.searchAttributes).toMatchObject({
      AtsProcess: ['stage-invitation'],
      AtsCompanyId: [company.companyId],
      AtsJobId: [job.id],
      AtsApplicationId: [application.id],
    });
    expect(await emails(application.id)).toEqual([expect.objectContaining({ id: automatedEmailId(company.companyId, workflowId), status: 'SENT', sender: expect.objectContaining({ kind: 'automation' }) })]);
    // Where the stage has none (Interview): once the starter has read the move, no workflow and no new e-mail. The
    // answer's revision counted the e-mail, so it is the right one to name.
    const interview = stageNamed(job, 'Interview');
    const onwards = await company.admin.post(`/job-applications/${application.id}/move-to-stage`, { stageId: interview.id, expectedRevision: moved.body.revision });
    expect(onwards.status).toBe(201);
    await processStarterPassed(company.admin, 'stage-invitation', onwards.body.position as string);
    const none = stageInvitationWorkflowId(application.id, interview.id, onwards.body.revision as number);
    expect(await temporal.workflow.getHandle(none).describe().catch(() => null)).toBeNull();
    expect(await emails(application.id)).toHaveLength(1);
  });

  it('retried after an attempt that sent the e-mail, the activity sends nothing twice', async () => {
    const screening = stageNamed(job, 'Screening');
    const application = await added('Samir');
    const dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    const store = await createEventStore({ databaseUrl: process.env.DATABASE_URL as string });
    const workerConnection = await NativeConnection.connect({ address: process.env.TEMPORAL_ADDRESS });
    try {
      const real = createStageInvitationActivities(store, new CandidateEmailComposer(store, { publicUrl: 'http://localhost', replyDomain: 'reply.test' }, dataSource));
      let attempts = 0;
      const taskQueue = `stage-invitation-retry-${application.id}`;
      const worker = await Worker.create({
        connection: workerConnection,
        namespace: process.env.TEMPORAL_NAMESPACE ?? 'default',
        taskQueue,
        workflowBundle: await bundleWorkflows(),
        activities: {
          // The first attempt sends, then fails as a worker lost before reporting would: Temporal retries it.
          async sendStageInvitation(input: StageInvitationInput & { workflowId: string }) {
            attempts += 1;
            const outcome = await real.sendStageInvitation(input);
            if (attempts === 1) throw ApplicationFailure.retryable('lost after sending');
            return outcome;
          },
        },
      });
      // A run of its own for this arrival (the candidate's first stage, revision 0), on this test's worker.
      const workflowId = `${stageInvitationWorkflowId(application.id, screening.id, 0)}:retried`;
      const input: StageInvitationInput = {
        companyId: company.companyId,
        applicationId: application.id,
        jobId: job.id,
        stageId: screening.id,
        enteredRevision: 0,
        actor: { kind: 'user', id: company.userIds[company.adminEmail]!, name: 'Ada Admin' },
      };
      const outcome = await worker.runUntil(temporal.workflow.execute(stageInvitation, { taskQueue, workflowId, args: [input] }));
      expect([outcome, attempts]).toEqual(['SENT', 2]);
      const emailId = automatedEmailId(company.companyId, workflowId);
      const stream = await store.readStream(`application-${application.id}`);
      expect(stream.filter((event) => event.type === 'EmailSent' && event.metadata.commandId === workflowId)).toHaveLength(1);
      expect((await emails(application.id)).filter((email) => email.id === emailId)).toHaveLength(1);
    } finally {
      await workerConnection.close();
      await store.close();
      await dataSource.destroy();
    }
  }, 120_000);
});
