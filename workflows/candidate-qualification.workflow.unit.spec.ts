import { Worker } from '@temporalio/worker';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import type { ArchiveUnderQualifiedInput, ProgressQualifiedInput } from './candidate-qualification.types';
import { archiveUnderQualifiedWorkflowId, progressQualifiedWorkflowId } from './candidate-qualification.types';
import { archiveUnderQualified, progressQualified } from './candidate-qualification.workflow';

/**
 * The qualification automations on Temporal's time-skipping test server, with recording stand-ins for the
 * activities: the workflows hand the activity their own id (the command's actor and id), answer what the
 * command did, and retry an activity that failed without acting twice. The real server and activities run in
 * tests/integration/candidate-journey.int.spec.ts.
 */
describe('candidate qualification workflows (time skipping)', () => {
  const temporal = timeSkippingEnvironment();
  let sequence = 0;

  const archiveInput = (): ArchiveUnderQualifiedInput => {
    sequence += 1;
    return { companyId: 'company-1', applicationId: `application-${sequence}`, jobId: 'job-1', stageId: 'screening', responseId: `response-${sequence}`, taskId: 'questions', taskType: 'SHORTLISTING_QUESTIONS' };
  };
  const progressInput = (): ProgressQualifiedInput => {
    sequence += 1;
    return { companyId: 'company-1', applicationId: `application-${sequence}`, jobId: 'job-1', fromStageId: 'screening', toStageId: 'interview' };
  };

  /** A worker whose activities record each request; the first `failures` calls fail as a lost database would. */
  const workerActing = async (acted: boolean, failures = 0) => {
    const requests: Array<{ workflowId: string }> = [];
    let failed = 0;
    const answer = async <T>(request: { workflowId: string }, result: T): Promise<T> => {
      requests.push(request);
      if (failed < failures) {
        failed += 1;
        throw new Error('database unavailable');
      }
      return result;
    };
    const taskQueue = `qualification-${(sequence += 1)}`;
    const worker = await Worker.create({
      connection: temporal.env.nativeConnection,
      taskQueue,
      workflowBundle: temporal.bundle,
      activities: {
        archiveUnderQualifiedApplication: (request: { workflowId: string }) => answer(request, { archived: acted }),
        progressQualifiedApplication: (request: { workflowId: string }) => answer(request, { progressed: acted }),
      },
    });
    return { worker, taskQueue, requests };
  };

  it('archives an under-qualified candidate as the workflow, its id the command’s', async () => {
    const { worker, taskQueue, requests } = await workerActing(true);
    const input = archiveInput();
    const workflowId = archiveUnderQualifiedWorkflowId(input.applicationId, input.stageId, input.responseId);
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(archiveUnderQualified, { taskQueue, workflowId, args: [input] }));
    expect(outcome).toBe('ACTED');
    expect(requests).toEqual([{ ...input, workflowId }]);
  });

  it('answers NOTHING_TO_DO when the application had left the stage, and retries a failed activity with the same workflow id', async () => {
    const { worker, taskQueue, requests } = await workerActing(false, 2);
    const input = archiveInput();
    const workflowId = archiveUnderQualifiedWorkflowId(input.applicationId, input.stageId, input.responseId);
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(archiveUnderQualified, { taskQueue, workflowId, args: [input] }));
    expect(outcome).toBe('NOTHING_TO_DO');
    // Three attempts, each under the workflow's id: the command id that makes a retry append nothing.
    expect(requests).toEqual([1, 2, 3].map(() => ({ ...input, workflowId })));
  });

  it('progresses a qualified candidate to the next stage', async () => {
    const { worker, taskQueue, requests } = await workerActing(true);
    const input = progressInput();
    const workflowId = progressQualifiedWorkflowId(input.applicationId, input.fromStageId);
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(progressQualified, { taskQueue, workflowId, args: [input] }));
    expect(outcome).toBe('ACTED');
    expect(requests).toEqual([{ ...input, workflowId }]);
  });
});
