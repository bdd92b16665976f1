import { Worker } from '@temporalio/worker';
import { timeSkippingEnvironment } from '@ats/infra/testing/time-skipping-environment';
import type { QuizRejectionInput } from './quiz-rejection.types';
import { applicationLeftQuizStage, quizRejection, quizTaken } from './quiz-rejection.workflow';

const DAY_MS = 86_400_000;
type RejectRequest = QuizRejectionInput & { workflowId: string };

/**
 * The 7-day quiz rejection on Temporal's time-skipping test server with a recording activity (the real server
 * and the real activity run in tests/integration/candidate-quiz.int.spec.ts).
 */
describe('quiz rejection workflow (time skipping)', () => {
  const temporal = timeSkippingEnvironment();

  let sequence = 0;
  const input = (quizTaskIds = ['quiz-1']): QuizRejectionInput => {
    sequence += 1;
    return {
      companyId: 'company-1',
      applicationId: `application-${sequence}`,
      jobId: 'job-1',
      stageId: 'application',
      stageName: 'Application',
      quizTaskIds,
      afterDays: 7,
      delayMs: 7 * DAY_MS,
    };
  };

  const workerAnswering = async (archived: boolean) => {
    const requests: RejectRequest[] = [];
    const taskQueue = `quiz-rejection-${(sequence += 1)}`;
    const worker = await Worker.create({
      connection: temporal.env.nativeConnection,
      taskQueue,
      workflowBundle: temporal.bundle,
      activities: {
        async rejectForUntakenQuiz(request: RejectRequest) {
          requests.push(request);
          return { archived };
        },
      },
    });
    return { worker, taskQueue, requests };
  };

  it('not taken: archives by automation once 7 days have passed, naming the workflow', async () => {
    const { worker, taskQueue, requests } = await workerAnswering(true);
    const started = input();
    const workflowId = `quiz-rejection:${started.applicationId}:application:0`;
    const before = await temporal.env.currentTimeMs();
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(quizRejection, { taskQueue, workflowId, args: [started] }));
    expect(outcome).toBe('REJECTED');
    expect(requests).toEqual([{ ...started, workflowId }]);
    expect((await temporal.env.currentTimeMs()) - before).toBeGreaterThanOrEqual(7 * DAY_MS);
  });

  it('taken on day 6: ends QUIZ_TAKEN and never rejects', async () => {
    const { worker, taskQueue, requests } = await workerAnswering(true);
    const started = input();
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(quizRejection, { taskQueue, workflowId: `taken-${started.applicationId}`, args: [started] });
      await temporal.env.sleep(6 * DAY_MS);
      await handle.signal(quizTaken, 'quiz-1');
      return handle.result();
    });
    expect(outcome).toBe('QUIZ_TAKEN');
    expect(requests).toEqual([]);
  });

  it('with two quizzes in the stage, taking one of them is not enough', async () => {
    const { worker, taskQueue, requests } = await workerAnswering(true);
    const started = input(['quiz-1', 'quiz-2']);
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(quizRejection, { taskQueue, workflowId: `half-${started.applicationId}`, args: [started] });
      await temporal.env.sleep(DAY_MS);
      await handle.signal(quizTaken, 'quiz-1');
      return handle.result();
    });
    expect(outcome).toBe('REJECTED');
    expect(requests).toHaveLength(1);
  });

  it('leaving the stage on day 3 ends it LEFT_STAGE without rejecting', async () => {
    const { worker, taskQueue, requests } = await workerAnswering(true);
    const started = input();
    const outcome = await worker.runUntil(async () => {
      const handle = await temporal.env.client.workflow.start(quizRejection, { taskQueue, workflowId: `left-${started.applicationId}`, args: [started] });
      await temporal.env.sleep(3 * DAY_MS);
      await handle.signal(applicationLeftQuizStage);
      return handle.result();
    });
    expect(outcome).toBe('LEFT_STAGE');
    expect(requests).toEqual([]);
  });

  it('ends NOTHING_TO_DO when the activity found nothing to archive (the quiz started in the race)', async () => {
    const { worker, taskQueue } = await workerAnswering(false);
    const started = input();
    const outcome = await worker.runUntil(temporal.env.client.workflow.execute(quizRejection, { taskQueue, workflowId: `race-${started.applicationId}`, args: [started] }));
    expect(outcome).toBe('NOTHING_TO_DO');
  });
});
