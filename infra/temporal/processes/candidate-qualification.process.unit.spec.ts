import type { CandidateTaskLifecycleEvent, TaskResponseRef } from '@ats/domain/candidate-tasks';
import { buildPipeline, DEFAULT_STAGE_NAMES, noAutomations, type CandidateTask, type JobEvent, type StageAutomations } from '@ats/domain/jobs';
import type { RecordedEvent } from '@ats/domain/shared';
import { recordedOn } from '@ats/domain/testing/recorded-events';
import { taskResponseId } from '../../candidate-tasks/task-response-id';
import { autoArchiveUnderQualifiedProcess } from './auto-archive-under-qualified.process';
import { autoProgressQualifiedProcess } from './auto-progress-qualified.process';

const stages = buildPipeline(DEFAULT_STAGE_NAMES.map((name, index) => ({ id: `s${index}`, name })));
const screening = stages[2]!;
const questions: CandidateTask = { id: 'questions', type: 'SHORTLISTING_QUESTIONS', questions: [] };
const quiz: CandidateTask = { id: 'quiz', type: 'SKILL_BASED_TEST', skillBlocks: [{ skill: 'SQL', questionCount: 5 }], passPercentage: 60, allowedMinutes: 20 };
const welcome: CandidateTask = { id: 'welcome', type: 'WELCOME_PAGE', message: 'Hello', videoUrl: null };

const jobStream = (automations: Partial<StageAutomations>, tasks: CandidateTask[] = [questions, quiz, welcome]): RecordedEvent[] =>
  recordedOn('job-job-1', [
    { type: 'JobCreated', data: { jobId: 'job-1', name: 'Backend Engineer', ownerId: 'user-1', stages } },
    { type: 'StageCandidateTasksConfigured', data: { jobId: 'job-1', stageId: screening.id, stageName: screening.name, tasks } },
    { type: 'StageAutomationsConfigured', data: { jobId: 'job-1', stageId: screening.id, stageName: screening.name, automations: { ...noAutomations(), invitationEmail: true, ...automations } } },
  ] satisfies JobEvent[]);

const ref = (task: CandidateTask): TaskResponseRef => ({
  responseId: taskResponseId('app-1', screening.id, task.id),
  applicationId: 'app-1',
  candidateId: 'cand-1',
  jobId: 'job-1',
  stageId: screening.id,
  taskId: task.id,
  taskType: task.type,
});
const completed = (task: CandidateTask, qualified: boolean | null): CandidateTaskLifecycleEvent => ({
  type: 'CandidateTaskCompleted',
  data: { ...ref(task), completedAt: '2026-01-05T09:00:00.000Z', result: { kind: 'WELCOME_PAGE' }, qualified },
});

/** The steps a declaration asks for the completion of `task`, given the other responses already recorded. */
const stepsFor = async (
  process: typeof autoArchiveUnderQualifiedProcess,
  task: CandidateTask,
  qualified: boolean | null,
  job: RecordedEvent[],
  others: Array<[CandidateTask, boolean | null]> = [],
) => {
  const streams = new Map<string, RecordedEvent[]>([['job-job-1', job]]);
  for (const [other, otherQualified] of [...others, [task, qualified] as const]) {
    streams.set(`candidatetask-${ref(other).responseId}`, recordedOn(`candidatetask-${ref(other).responseId}`, [completed(other, otherQualified)]));
  }
  const own = streams.get(`candidatetask-${ref(task).responseId}`)!;
  return process.on(own[0]!, { readStream: async (stream) => streams.get(stream) ?? [], dayMs: 1000 });
};

describe('qualification process declarations (02 §3.5)', () => {
  it('archives by automation when a task judged the candidate not qualified and the stage’s automation is on', async () => {
    const [step] = await stepsFor(autoArchiveUnderQualifiedProcess, questions, false, jobStream({ autoArchiveUnderQualified: true }));
    expect(step).toMatchObject({
      kind: 'start',
      workflowId: `auto-archive-under-qualified:app-1:${screening.id}:${ref(questions).responseId}`,
      args: [{ companyId: 'company-1', applicationId: 'app-1', jobId: 'job-1', stageId: screening.id, taskId: 'questions', taskType: 'SHORTLISTING_QUESTIONS' }],
      searchAttributes: [
        { key: expect.objectContaining({ name: 'AtsJobId' }), value: 'job-1' },
        { key: expect.objectContaining({ name: 'AtsApplicationId' }), value: 'app-1' },
      ],
    });
    // A failed quiz too.
    expect(await stepsFor(autoArchiveUnderQualifiedProcess, quiz, false, jobStream({ autoArchiveUnderQualified: true }))).toHaveLength(1);
  });

  it('archives nothing when the automation is off, or the task qualified or did not judge', async () => {
    expect(await stepsFor(autoArchiveUnderQualifiedProcess, questions, false, jobStream({}))).toEqual([]);
    expect(await stepsFor(autoArchiveUnderQualifiedProcess, questions, true, jobStream({ autoArchiveUnderQualified: true }))).toEqual([]);
    expect(await stepsFor(autoArchiveUnderQualifiedProcess, welcome, null, jobStream({ autoArchiveUnderQualified: true }))).toEqual([]);
  });

  it('progresses once every pre-screening task of the stage is completed and qualified', async () => {
    const job = jobStream({ autoProgressQualified: true });
    // The quiz is not taken yet: nothing.
    expect(await stepsFor(autoProgressQualifiedProcess, questions, true, job)).toEqual([]);
    const [step] = await stepsFor(autoProgressQualifiedProcess, quiz, true, job, [[questions, null]]);
    expect(step).toMatchObject({
      kind: 'start',
      workflowId: `auto-progress-qualified:app-1:${screening.id}`,
      args: [{ companyId: 'company-1', applicationId: 'app-1', jobId: 'job-1', fromStageId: screening.id, toStageId: stages[3]!.id }],
    });
  });

  it('does not progress when one of them was not qualified, the automation is off, or a non-screening task completed', async () => {
    expect(await stepsFor(autoProgressQualifiedProcess, quiz, true, jobStream({ autoProgressQualified: true }), [[questions, false]])).toEqual([]);
    expect(await stepsFor(autoProgressQualifiedProcess, quiz, true, jobStream({}), [[questions, true]])).toEqual([]);
    expect(await stepsFor(autoProgressQualifiedProcess, welcome, null, jobStream({ autoProgressQualified: true }), [[questions, true], [quiz, true]])).toEqual([]);
  });
});
