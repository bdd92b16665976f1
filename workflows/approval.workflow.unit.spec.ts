import type { WorkflowHandle } from '@temporalio/client';
import { Context } from '@temporalio/activity';
import { Worker } from '@temporalio/worker';
import { validateApprovalFlow, type ApprovalDecisionData, type ApprovalFlowDraft } from '@ats/domain/approval-flows';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import type { ApprovalRequest, ApprovalWorkflowInput } from './approval.types';
import { approvalDecided, approvalState, approvalWorkflow } from './approval.workflow';

const DAY_MS = 86_400_000;

/**
 * The approval workflow on Temporal's time-skipping server with a recording stand-in for the request activity
 * (the real server, the real activity and the process starter run in tests/integration/hiring-plan-approval.int.spec.ts).
 */
describe('approval workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();
  let sequence = 0;

  const input = (draft: ApprovalFlowDraft, reminderEveryDays = 2): ApprovalWorkflowInput => ({
    companyId: 'company-1',
    subject: { type: 'requisition', id: `requisition-${(sequence += 1)}` },
    round: 1,
    flow: validateApprovalFlow({ ...draft, reminderEveryDays }),
    reminderEveryMs: reminderEveryDays * DAY_MS,
  });
  const decision = (stepIndex: number, approverId: string, decided: ApprovalDecisionData['decision'] = 'APPROVED'): ApprovalDecisionData => ({
    round: 1,
    stepIndex,
    approverId,
    approverName: approverId,
    decision: decided,
    note: decided === 'REJECTED' ? 'No budget' : null,
    channel: 'INBOX',
  });

  /** `beforeAnswer`: what an attempt does once recorded, before it answers (a lost attempt never answers). */
  const recordingWorker = async (beforeAnswer?: (requests: ApprovalRequest[]) => Promise<unknown>) => {
    const requests: ApprovalRequest[] = [];
    const taskQueue = `approval-${(sequence += 1)}`;
    const worker = await Worker.create({
      connection: temporal.env.nativeConnection,
      taskQueue,
      workflowBundle: temporal.bundle,
      activities: {
        async requestApproval(request: ApprovalRequest) {
          requests.push(request);
          await beforeAnswer?.(requests);
          return { requested: true };
        },
      },
    });
    return { worker, taskQueue, requests };
  };
  /** Waits (on the test's clock, not the server's) until the activity has been asked `count` times. */
  const requested = async (requests: ApprovalRequest[], count: number) => {
    while (requests.length < count) await new Promise((resolve) => setImmediate(resolve));
  };

  it('asks each step in order and ends approved after the last, N of M', async () => {
    const { worker, taskQueue, requests } = await recordingWorker();
    const started = input({ steps: [{ approverIds: ['hm'] }, { approverIds: ['cfo', 'ceo', 'coo'], rule: { kind: 'N_OF_M', required: 2 } }] });
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(approvalWorkflow, { taskQueue, workflowId: `a-${started.subject.id}`, args: [started] });
      await requested(requests, 1);
      await handle.signal(approvalDecided, decision(0, 'hm'));
      await requested(requests, 2);
      await handle.signal(approvalDecided, decision(1, 'ceo'));
      // A duplicate signal (the process starter replaying a batch) changes nothing.
      await handle.signal(approvalDecided, decision(1, 'ceo'));
      expect((await handle.query(approvalState)).decisions).toHaveLength(2);
      await handle.signal(approvalDecided, decision(1, 'coo'));
      return handle.result();
    });
    expect(outcome).toBe('APPROVED');
    expect(requests.map(({ stepIndex, approverIds, reminder }) => ({ stepIndex, approverIds, reminder }))).toEqual([
      { stepIndex: 0, approverIds: ['hm'], reminder: 0 },
      { stepIndex: 1, approverIds: ['cfo', 'ceo', 'coo'], reminder: 0 },
    ]);
    expect(requests[1].requestId).toBe(`a-${started.subject.id}:step-1:request`);
  });

  it('ends rejected on the first rejection, asking nobody after', async () => {
    const { worker, taskQueue, requests } = await recordingWorker();
    const started = input({ steps: [{ approverIds: ['hm', 'cfo'] }, { approverIds: ['ceo'] }] });
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(approvalWorkflow, { taskQueue, workflowId: `r-${started.subject.id}`, args: [started] });
      await requested(requests, 1);
      await handle.signal(approvalDecided, decision(0, 'hm'));
      await handle.signal(approvalDecided, decision(0, 'cfo', 'REJECTED'));
      return handle.result();
    });
    expect(outcome).toBe('REJECTED');
    expect(requests).toHaveLength(1);
  });

  it('reminds the approvers who have not answered at the flow cadence, skipping the days', async () => {
    const { worker, taskQueue, requests } = await recordingWorker();
    const started = input({ steps: [{ approverIds: ['hm', 'cfo'] }] }, 3);
    const before = await temporal.env.currentTimeMs();
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(approvalWorkflow, { taskQueue, workflowId: `m-${started.subject.id}`, args: [started] });
      await requested(requests, 1);
      await handle.signal(approvalDecided, decision(0, 'hm'));
      await temporal.env.sleep(7 * DAY_MS);
      await requested(requests, 3);
      await handle.signal(approvalDecided, decision(0, 'cfo'));
      return handle.result();
    });
    expect(outcome).toBe('APPROVED');
    expect(requests.map(({ reminder, approverIds }) => ({ reminder, approverIds }))).toEqual([
      { reminder: 0, approverIds: ['hm', 'cfo'] },
      { reminder: 1, approverIds: ['cfo'] },
      { reminder: 2, approverIds: ['cfo'] },
    ]);
    expect((await temporal.env.currentTimeMs()) - before).toBeGreaterThanOrEqual(6 * DAY_MS);
  });

  it('stops reminding after the maximum, then still ends when the approver answers', async () => {
    const { worker, taskQueue, requests } = await recordingWorker();
    const started = { ...input({ steps: [{ approverIds: ['hm'] }] }, 1), maxReminders: 2 };
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(approvalWorkflow, { taskQueue, workflowId: `x-${started.subject.id}`, args: [started] });
      await requested(requests, 1);
      // Ten days without an answer: two reminders, then silence.
      await temporal.env.sleep(10 * DAY_MS);
      await handle.signal(approvalDecided, decision(0, 'hm'));
      return handle.result();
    });
    expect(outcome).toBe('APPROVED');
    expect(requests.map(({ reminder }) => reminder)).toEqual([0, 1, 2]);
  });

  /**
   * Waits until the worker has finished the workflow task the request's completion made: stopping with that task
   * in flight leaves it to the server's task timeout, which on a loaded machine outlasted the test.
   */
  const taskAfterRequestDone = async (handle: WorkflowHandle) => {
    for (;;) {
      const events = (await handle.fetchHistory()).events ?? [];
      const completed = events.findIndex((event) => event.activityTaskCompletedEventAttributes);
      if (completed >= 0 && events.slice(completed).some((event) => event.workflowTaskCompletedEventAttributes)) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  it('resumes on another worker after the first one stops mid-approval, repeating no request and losing no answer', async () => {
    const requests: ApprovalRequest[] = [];
    const taskQueue = `approval-restart-${(sequence += 1)}`;
    const workerOf = () =>
      Worker.create({
        connection: temporal.env.nativeConnection,
        taskQueue,
        // No workflow cache, so no sticky queue: otherwise the server keeps the workflow's next task on the
        // stopped worker's sticky queue until a timeout this test server does not always reach (up to minutes).
        maxCachedWorkflows: 0,
        workflowBundle: temporal.bundle,
        activities: {
          async requestApproval(request: ApprovalRequest) {
            requests.push(request);
            return { requested: true };
          },
        },
      });
    const started = input({ steps: [{ approverIds: ['hm'] }, { approverIds: ['cfo'] }] });
    const first = await workerOf();
    const handle = await first.runUntil(async () => {
      const running = await temporal.env.client.workflow.start(approvalWorkflow, { taskQueue, workflowId: `k-${started.subject.id}`, args: [started] });
      await requested(requests, 1);
      await taskAfterRequestDone(running);
      return running;
    });
    // No worker while the hiring manager answers: the signal waits in the workflow's history.
    await handle.signal(approvalDecided, decision(0, 'hm'));
    const second = await workerOf();
    const outcome = await second.runUntil(async () => {
      // Awaiting the result lets the server skip time, so the task the stopped worker held comes back to this one.
      const result = handle.result();
      await requested(requests, 2);
      await handle.signal(approvalDecided, decision(1, 'cfo'));
      return result;
    });
    expect(outcome).toBe('APPROVED');
    const ids = requests.map((request) => request.requestId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.endsWith(':step-0:request'))).toEqual([`k-${started.subject.id}:step-0:request`]);
    expect(ids).toContain(`k-${started.subject.id}:step-1:request`);
  });

  it('asks again, under the same request id, a request lost with its worker, once its heartbeat timeout passes', async () => {
    // The first attempt's worker died (kill -9): no answer, no heartbeat; only this worker's shutdown ends it.
    const { worker, taskQueue, requests: attempts } = await recordingWorker(async (requests) => requests.length === 1 && Context.current().cancelled);
    const started = input({ steps: [{ approverIds: ['hm'] }] });
    const handle = await temporal.env.client.workflow.start(approvalWorkflow, { taskQueue, workflowId: `l-${started.subject.id}`, args: [started] });
    await worker.runUntil(async () => {
      await requested(attempts, 2);
      await handle.signal(approvalDecided, decision(0, 'hm'));
      return handle.result();
    });
    expect(attempts.map((attempt) => attempt.requestId)).toEqual([`l-${started.subject.id}:step-0:request`, `l-${started.subject.id}:step-0:request`]);
    const { startTime, closeTime } = await handle.describe();
    // Workflow time: the heartbeat timeout and a retry's backoff, far from the minute of the start-to-close timeout.
    expect(closeTime!.getTime() - startTime.getTime()).toBeLessThan(60_000);
  });
});
