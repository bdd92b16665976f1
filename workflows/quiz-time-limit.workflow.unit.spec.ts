import { Worker } from '@temporalio/worker';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import type { QuizTimeLimitInput } from './quiz-time-limit.types';
import { quizSubmitted, quizTimeLimit } from './quiz-time-limit.workflow';

type SubmitRequest = QuizTimeLimitInput & { workflowId: string };

describe('quiz time limit workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();
  let sequence = 0;
  const input = (): QuizTimeLimitInput => {
    sequence += 1;
    return { companyId: 'c', responseId: `response-${sequence}`, applicationId: 'a', jobId: 'j', stageId: 's', taskId: 't', deadline: '2026-11-24T08:30:00.000Z', delayMs: 30 * 60_000 };
  };
  const workerAnswering = async (submitted: boolean) => {
    const requests: SubmitRequest[] = [];
    const taskQueue = `quiz-time-limit-${(sequence += 1)}`;
    const worker = await Worker.create({
      connection: temporal.env.nativeConnection,
      taskQueue,
      workflowBundle: temporal.bundle,
      activities: {
        async autoSubmitQuiz(request: SubmitRequest) {
          requests.push(request);
          return { submitted };
        },
      },
    });
    return { worker, taskQueue, requests };
  };

  it('auto-submits at the deadline, naming the workflow', async () => {
    const { worker, taskQueue, requests } = await workerAnswering(true);
    const started = input();
    const workflowId = `quiz-time-limit:${started.responseId}`;
    const before = await temporal.env.currentTimeMs();
    expect(await worker.runUntil(temporal.env.client.workflow.execute(quizTimeLimit, { taskQueue, workflowId, args: [started] }))).toBe('AUTO_SUBMITTED');
    expect(requests).toEqual([{ ...started, workflowId }]);
    expect((await temporal.env.currentTimeMs()) - before).toBeGreaterThanOrEqual(30 * 60_000);
  });

  it('ends SUBMITTED_IN_TIME when the candidate submits first', async () => {
    const { worker, taskQueue, requests } = await workerAnswering(true);
    const started = input();
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(quizTimeLimit, { taskQueue, workflowId: `in-time-${started.responseId}`, args: [started] });
      await temporal.env.sleep(10 * 60_000);
      await handle.signal(quizSubmitted);
      return handle.result();
    });
    expect(outcome).toBe('SUBMITTED_IN_TIME');
    expect(requests).toEqual([]);
  });

  it('ends NOTHING_TO_DO when the quiz was already submitted at the deadline', async () => {
    const { worker, taskQueue } = await workerAnswering(false);
    const started = input();
    expect(await worker.runUntil(temporal.env.client.workflow.execute(quizTimeLimit, { taskQueue, workflowId: `done-${started.responseId}`, args: [started] }))).toBe('NOTHING_TO_DO');
  });
});
