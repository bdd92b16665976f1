import type { ApplicationEvent } from '@ats/domain/applications';
import { candidateAddedToJob } from '@ats/domain/applications/application.fixtures';
import type { CandidateTaskLifecycleEvent, TaskResponseRef } from '@ats/domain/candidate-tasks';
import { buildPipeline, DEFAULT_STAGE_NAMES, type CandidateTask, type JobEvent } from '@ats/domain/jobs';
import type { RecordedEvent } from '@ats/domain/shared';
import { recordedOn } from '@ats/domain/testing/recorded-events';
import { taskResponseId } from '../../candidate-tasks/task-response-id';
import { quizRejectionProcess } from './quiz-rejection.process';
import { quizTimeLimitProcess } from './quiz-time-limit.process';

const stages = buildPipeline(DEFAULT_STAGE_NAMES.map((name, index) => ({ id: `s${index}`, name })));
const first = stages[0]!;
const quiz: CandidateTask = { id: 'quiz', type: 'SKILL_BASED_TEST', skillBlocks: [{ skill: 'SQL', questionCount: 5 }], passPercentage: 60, allowedMinutes: 20 };
const personality: CandidateTask = { id: 'big-five', type: 'PSYCHOMETRIC_TEST', testName: 'Big Five' };
const welcome: CandidateTask = { id: 'welcome', type: 'WELCOME_PAGE', message: 'Hello', videoUrl: null };

const jobStream = (tasks: CandidateTask[]): RecordedEvent[] =>
  recordedOn('job-job-1', [
    { type: 'JobCreated', data: { jobId: 'job-1', name: 'Backend Engineer', ownerId: 'user-1', stages } },
    { type: 'StageCandidateTasksConfigured', data: { jobId: 'job-1', stageId: first.id, stageName: first.name, tasks } },
  ] satisfies JobEvent[]);

const ref = (task: CandidateTask): TaskResponseRef => ({
  responseId: taskResponseId('app-1', first.id, task.id),
  applicationId: 'app-1',
  candidateId: 'cand-1',
  jobId: 'job-1',
  stageId: first.id,
  taskId: task.id,
  taskType: task.type,
});
const startedEvent = (task: CandidateTask, deadline: string | null = '2026-01-05T09:20:00.000Z'): CandidateTaskLifecycleEvent => ({
  type: 'CandidateTaskStarted',
  data: { ...ref(task), startedAt: '2026-01-05T09:00:00.000Z', deadline },
});
const archived: ApplicationEvent = {
  type: 'ApplicationArchived',
  data: { applicationId: 'app-1', jobId: 'job-1', stageId: first.id, stageName: first.name, archivalReasonId: 'r', reason: 'Unresponsive', sendRejectionEmail: false, automation: null },
};

const streamsOf = (application: ApplicationEvent[], tasks: CandidateTask[], startedTasks: CandidateTask[] = []) => {
  const streams = new Map<string, RecordedEvent[]>([
    ['job-job-1', jobStream(tasks)],
    ['application-app-1', recordedOn('application-app-1', application)],
  ]);
  for (const task of startedTasks) streams.set(`candidatetask-${ref(task).responseId}`, recordedOn(`candidatetask-${ref(task).responseId}`, [startedEvent(task)]));
  return { readStream: async (stream: string) => streams.get(stream) ?? [], dayMs: 1000 };
};

const added = candidateAddedToJob({ stageId: first.id, stageName: first.name });

describe('quiz-rejection process declaration (02 §4.4)', () => {
  it('starts a 7-day run when the stay begins in a stage holding screening quizzes, findable by job and application', async () => {
    const context = streamsOf([added], [welcome, quiz, personality]);
    const steps = await quizRejectionProcess.on((await context.readStream('application-app-1'))[0]!, context);
    expect(steps).toEqual([
      expect.objectContaining({
        kind: 'start',
        workflowId: `quiz-rejection:app-1:${first.id}:0`,
        args: [{ companyId: 'company-1', applicationId: 'app-1', jobId: 'job-1', stageId: first.id, stageName: first.name, quizTaskIds: ['quiz', 'big-five'], afterDays: 7, delayMs: 7000 }],
        searchAttributes: [
          { key: expect.objectContaining({ name: 'AtsJobId' }), value: 'job-1' },
          { key: expect.objectContaining({ name: 'AtsApplicationId' }), value: 'app-1' },
        ],
      }),
    ]);
  });

  it('starts nothing in a stage without a quiz, or when every quiz of the stage was already started', async () => {
    const none = streamsOf([added], [welcome]);
    expect(await quizRejectionProcess.on((await none.readStream('application-app-1'))[0]!, none)).toEqual([]);
    const taken = streamsOf([added], [quiz], [quiz]);
    expect(await quizRejectionProcess.on((await taken.readStream('application-app-1'))[0]!, taken)).toEqual([]);
  });

  it('signals the run of the current stay when a quiz of the stage starts', async () => {
    const context = streamsOf([added], [quiz]);
    const [event] = recordedOn(`candidatetask-${ref(quiz).responseId}`, [startedEvent(quiz)]);
    expect(await quizRejectionProcess.on(event!, context)).toEqual([expect.objectContaining({ kind: 'signal', workflowId: `quiz-rejection:app-1:${first.id}:0`, args: ['quiz'] })]);
    // Another task type is none of its business.
    const [other] = recordedOn('candidatetask-x', [{ ...startedEvent(welcome), data: { ...startedEvent(welcome).data, taskType: 'WELCOME_PAGE' } }]);
    expect(await quizRejectionProcess.on(other!, context)).toEqual([]);
  });

  it('signals the run when the stay ends (archived, moved, deleted)', async () => {
    const context = streamsOf([added, archived], [quiz]);
    const history = await context.readStream('application-app-1');
    expect(await quizRejectionProcess.on(history[1]!, context)).toEqual([expect.objectContaining({ kind: 'signal', workflowId: `quiz-rejection:app-1:${first.id}:0` })]);
  });
});

describe('quiz-time-limit process declaration', () => {
  it('starts a run to the quiz’s deadline in real time; the candidate’s submit signals it, the auto-submit does not', async () => {
    const context = streamsOf([added], [quiz]);
    const [started] = recordedOn('candidatetask-x', [startedEvent(quiz)]);
    expect(await quizTimeLimitProcess.on(started!, context)).toEqual([
      expect.objectContaining({ kind: 'start', workflowId: `quiz-time-limit:${ref(quiz).responseId}`, args: [expect.objectContaining({ delayMs: 20 * 60_000, deadline: '2026-01-05T09:20:00.000Z' })] }),
    ]);
    const completion = (autoSubmitted: boolean): CandidateTaskLifecycleEvent => ({
      type: 'CandidateTaskCompleted',
      data: { ...ref(quiz), completedAt: '2026-01-05T09:10:00.000Z', result: { kind: 'SKILL_BASED_TEST', correct: 1, total: 1, scorePercent: 100, passPercentage: 60, blocks: [], autoSubmitted }, qualified: true },
    });
    expect(await quizTimeLimitProcess.on(recordedOn('candidatetask-x', [completion(false)])[0]!, context)).toEqual([expect.objectContaining({ kind: 'signal' })]);
    expect(await quizTimeLimitProcess.on(recordedOn('candidatetask-x', [completion(true)])[0]!, context)).toEqual([]);
  });

  it('leaves other timed tasks alone', async () => {
    const context = streamsOf([added], [quiz]);
    const [assignment] = recordedOn('candidatetask-x', [{ ...startedEvent(quiz), data: { ...startedEvent(quiz).data, taskType: 'HOME_ASSIGNMENT' } }]);
    expect(await quizTimeLimitProcess.on(assignment!, context)).toEqual([]);
  });
});
