import type { DataSource } from 'typeorm';
import { planQuiz, quizDecider, type TaskResponseRef } from '@ats/domain/candidate-tasks';
import type { RecordedEvent } from '@ats/domain/shared';
import { taskResponseId } from '../candidate-tasks/task-response-id';
import type { EventStore } from '../event-store/event-store.port';
import { createQuizActivities } from './quiz.activities';

/** A store of a few streams in memory: enough for the activities' decide-and-append. */
const memoryStore = () => {
  const streams = new Map<string, RecordedEvent[]>();
  let position = 0n;
  const store = {
    readStream: async (stream: string) => streams.get(stream) ?? [],
    append: async (stream: string, events: Array<Omit<RecordedEvent, 'streamId' | 'revision' | 'position'>>) => {
      const existing = streams.get(stream) ?? [];
      const added = events.map((event, index) => ({ ...event, streamId: stream, revision: existing.length + index, position: (position += 1n) }));
      streams.set(stream, [...existing, ...added]);
      return { nextRevision: existing.length + added.length - 1, position };
    },
  } as unknown as EventStore;
  return { store, streams };
};

const noDatabase = new Proxy({}, { get: () => { throw new Error('the database is not needed here'); } }) as DataSource;

const ref = (taskId: string): TaskResponseRef => ({
  responseId: taskResponseId('app-1', 'stage-1', taskId),
  applicationId: 'app-1',
  candidateId: 'cand-1',
  jobId: 'job-1',
  stageId: 'stage-1',
  taskId,
  taskType: 'SKILL_BASED_TEST',
});

/** A quiz started now on its stream, as the candidate's start writes it. */
const startQuiz = async (store: EventStore, taskId: string, now: Date) => {
  const task = { id: taskId, type: 'SKILL_BASED_TEST' as const, skillBlocks: [{ skill: 'SQL', questionCount: 2 }], passPercentage: 50, allowedMinutes: 1 };
  const events = quizDecider.decide({ type: 'StartQuiz', data: { ref: ref(taskId), confirmed: true, plan: planQuiz(task, () => 0) } }, quizDecider.initialState(), {
    now,
    actor: { kind: 'candidate', id: 'u-1', name: 'Candidate' },
    companyId: 'company-1',
  });
  const metadata = { eventId: 'e', companyId: 'company-1', actor: { kind: 'candidate', id: 'u-1', name: 'Candidate' }, commandId: 'start', correlationId: 'start', causationId: 'start', occurredAt: now.toISOString(), schemaVersion: 1 };
  await store.append(`candidatetask-${ref(taskId).responseId}`, events.map((event) => ({ ...event, metadata })) as never, 'no-stream');
  return events[0]!.data as { deadline: string };
};

describe('quiz activities', () => {
  it('auto-submits at the deadline even when the worker’s clock is a moment behind, and a retry appends nothing', async () => {
    const { store, streams } = memoryStore();
    // The deadline is a minute ahead of this machine's clock: the timer fired on the server's.
    const { deadline } = await startQuiz(store, 'quiz', new Date());
    const activities = createQuizActivities(store, noDatabase);
    const input = { companyId: 'company-1', responseId: ref('quiz').responseId, applicationId: 'app-1', jobId: 'job-1', stageId: 'stage-1', taskId: 'quiz', deadline, delayMs: 60_000, workflowId: `quiz-time-limit:${ref('quiz').responseId}` };
    expect(await activities.autoSubmitQuiz(input)).toEqual({ submitted: true });
    const stream = streams.get(`candidatetask-${ref('quiz').responseId}`)!;
    expect(stream.at(-1)).toMatchObject({ type: 'CandidateTaskCompleted', data: { completedAt: deadline, result: { autoSubmitted: true, correct: 0, total: 2 }, qualified: false } });
    const length = stream.length;
    expect(await activities.autoSubmitQuiz(input)).toEqual({ submitted: true });
    expect(streams.get(`candidatetask-${ref('quiz').responseId}`)).toHaveLength(length);
  });

  it('rejects nothing when every quiz of the stage was started in the race with the timer', async () => {
    const { store } = memoryStore();
    await startQuiz(store, 'quiz-a', new Date());
    await startQuiz(store, 'quiz-b', new Date());
    const activities = createQuizActivities(store, noDatabase);
    const input = { companyId: 'company-1', applicationId: 'app-1', jobId: 'job-1', stageId: 'stage-1', stageName: 'Application', quizTaskIds: ['quiz-a', 'quiz-b'], afterDays: 7, delayMs: 7000 };
    expect(await activities.rejectForUntakenQuiz({ ...input, workflowId: 'quiz-rejection:app-1:stage-1:0' })).toEqual({ archived: false });
  });
});
