import { Worker } from '@temporalio/worker';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import type { AssignmentTimeLimitInput } from './assignment-time-limit.types';
import { assignmentSubmitted, assignmentTimeLimit } from './assignment-time-limit.workflow';

const HOUR_MS = 3_600_000;
type Request = AssignmentTimeLimitInput & { workflowId: string };

/** The home assignment's time limit on the time-skipping server, with a recording stand-in for the activity. */
describe('assignment time limit workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();
  let sequence = 0;
  const input = (hours: number): AssignmentTimeLimitInput => {
    sequence += 1;
    return {
      companyId: 'company-1',
      responseId: `response-${sequence}`,
      applicationId: 'application-1',
      jobId: 'job-1',
      stageId: 'stage-1',
      taskId: 'task-1',
      deadline: '2026-11-26T08:00:00.000Z',
      delayMs: hours * HOUR_MS,
    };
  };
  const workerAnswering = async (submitted: boolean) => {
    const requests: Request[] = [];
    const taskQueue = `assignment-time-limit-${(sequence += 1)}`;
    const worker = await Worker.create({
      connection: temporal.env.nativeConnection,
      taskQueue,
      workflowBundle: temporal.bundle,
      activities: {
        async autoSubmitHomeAssignment(request: Request) {
          requests.push(request);
          return { submitted };
        },
      },
    });
    return { worker, taskQueue, requests };
  };

  it('auto-submits when the hours run out', async () => {
    const { worker, taskQueue, requests } = await workerAnswering(true);
    const started = input(48);
    const workflowId = `assignment-time-limit:${started.responseId}`;
    const before = await temporal.env.currentTimeMs();
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(assignmentTimeLimit, { taskQueue, workflowId, args: [started] }));
    expect(outcome).toBe('AUTO_SUBMITTED');
    expect(requests).toEqual([{ ...started, workflowId }]);
    expect((await temporal.env.currentTimeMs()) - before).toBeGreaterThanOrEqual(48 * HOUR_MS);
  });

  it('ends SUBMITTED_IN_TIME without submitting when the candidate submits first', async () => {
    const { worker, taskQueue, requests } = await workerAnswering(true);
    const started = input(48);
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(assignmentTimeLimit, { taskQueue, workflowId: `in-time-${started.responseId}`, args: [started] });
      await temporal.env.sleep(10 * HOUR_MS);
      await handle.signal(assignmentSubmitted);
      return handle.result();
    });
    expect(outcome).toBe('SUBMITTED_IN_TIME');
    expect(requests).toEqual([]);
  });

  it('ends NOTHING_TO_DO when the submit found the assignment already handed in', async () => {
    const { worker, taskQueue } = await workerAnswering(false);
    const started = input(1);
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(assignmentTimeLimit, { taskQueue, workflowId: `nothing-${started.responseId}`, args: [started] }));
    expect(outcome).toBe('NOTHING_TO_DO');
  });
});
