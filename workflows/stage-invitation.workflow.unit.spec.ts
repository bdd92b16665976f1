import { ApplicationFailure } from '@temporalio/common';
import { Worker } from '@temporalio/worker';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import { stageInvitationWorkflowId, type StageInvitationInput } from './stage-invitation.types';
import { stageInvitation } from './stage-invitation.workflow';

type SendRequest = StageInvitationInput & { workflowId: string };

/**
 * The stage-invitation workflow on Temporal's time-skipping test server, its activity a recording stand-in: it
 * asks for the e-mail once under its own workflow id, and a failed attempt is retried with that same id (the
 * activity's idempotence key), so the e-mail is sent once.
 */
describe('stage-invitation workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();

  let sequence = 0;
  const input = (): StageInvitationInput => ({
    companyId: 'company-1',
    applicationId: `application-${sequence}`,
    jobId: 'job-1',
    stageId: 'assessment',
    enteredRevision: 3,
    actor: { kind: 'user', id: 'user-1', name: 'Rania Haddad' },
  });
  const run = async (sendStageInvitation: (request: SendRequest) => Promise<{ sent: boolean }>) => {
    const taskQueue = `stage-invitation-${(sequence += 1)}`;
    const worker = await Worker.create({ connection: temporal.env.nativeConnection, taskQueue, workflowBundle: temporal.bundle, activities: { sendStageInvitation } });
    const args = input();
    const workflowId = stageInvitationWorkflowId(args.applicationId, args.stageId, args.enteredRevision);
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(stageInvitation, { taskQueue, workflowId, args: [args] }));
    return { outcome, args, workflowId };
  };

  it('asks for the invitation once, naming its workflow, and answers SENT', async () => {
    const requests: SendRequest[] = [];
    const { outcome, args, workflowId } = await run(async (request) => {
      requests.push(request);
      return { sent: true };
    });
    expect(workflowId).toBe(`stage-invitation:${args.applicationId}:assessment:3`);
    expect(outcome).toBe('SENT');
    expect(requests).toEqual([{ ...args, workflowId }]);
  });

  it('retries a failed attempt under the same workflow id, so the e-mail it sends is the one of that id', async () => {
    const requests: SendRequest[] = [];
    const { outcome, workflowId } = await run(async (request) => {
      requests.push(request);
      if (requests.length === 1) throw ApplicationFailure.retryable('the outbox was unreachable');
      return { sent: true };
    });
    expect(outcome).toBe('SENT');
    expect(requests.map((request) => request.workflowId)).toEqual([workflowId, workflowId]);
  });

  it('answers NOTHING_TO_DO when the activity finds nothing to send (the application deleted, the stage has none now)', async () => {
    const { outcome } = await run(async () => ({ sent: false }));
    expect(outcome).toBe('NOTHING_TO_DO');
  });
});
