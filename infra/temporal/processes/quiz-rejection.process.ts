import { applicationEvents, stageStayChange, type ApplicationEvent } from '@ats/domain/applications';
import { candidateTaskLifecycleEvents, QUIZ_REJECTION_AFTER_DAYS, SCREENING_QUIZZES, type CandidateTaskStarted } from '@ats/domain/candidate-tasks';
import { jobDecider, jobEvents } from '@ats/domain/jobs';
import { streamId, type RecordedEvent } from '@ats/domain/shared';
import { quizRejectionWorkflowId, type QuizRejectionInput } from '@ats/workflows/quiz-rejection.types';
import { applicationLeftQuizStage, quizRejection, quizTaken } from '@ats/workflows/quiz-rejection.workflow';
import { taskResponseId } from '../../candidate-tasks/task-response-id';
import type { ProcessContext } from '../process-declaration';
import { defineProcess } from '../process-declaration';
import { ATS_APPLICATION_ID, ATS_JOB_ID } from '../search-attributes';
import { stayStartRevision } from './auto-archive.process';

const started = async (context: ProcessContext, applicationId: string, stageId: string, taskId: string) =>
  (await context.readStream(streamId('candidatetask', taskResponseId(applicationId, stageId, taskId)))).some((event) => event.type === 'CandidateTaskStarted');

/**
 * The 7-day quiz rejection (spec 02 §4.4, 03 §4 "Candidate journey"): when an application's stay begins in a
 * stage holding screening quizzes (skill-based or psychometric) it has not started yet, a
 * `quiz-rejection:<applicationId>:<stageId>:<revision>` run waits QUIZ_REJECTION_AFTER_DAYS days (the company's day
 * length). Starting a quiz signals it (every quiz taken ends it), and so does the stay's end (moved, archived,
 * deleted); when the days pass first, the application is archived by the automation.
 */
export const quizRejectionProcess = defineProcess<ApplicationEvent | CandidateTaskStarted, typeof quizRejection>({
  name: 'quiz-rejection',
  workflow: quizRejection,
  canHandle: [...applicationEvents.types, 'CandidateTaskStarted'],
  async on(event, steps, context) {
    if (candidateTaskLifecycleEvents.includes(event)) {
      if (event.type !== 'CandidateTaskStarted' || !SCREENING_QUIZZES.includes(event.data.taskType)) return [];
      const { applicationId, stageId, taskId } = event.data;
      const history = await context.readStream(streamId('application', applicationId));
      const stay = stayStartRevision(history, stageId, Number.MAX_SAFE_INTEGER);
      return stay === null ? [] : [steps.signal(quizRejectionWorkflowId(applicationId, stageId, stay), quizTaken, taskId)];
    }
    const application = event as RecordedEvent & ApplicationEvent;
    if (!applicationEvents.includes(application)) return [];
    const change = stageStayChange(application);
    const planned = [];
    if (change.ended) {
      const stay = stayStartRevision(await context.readStream(application.streamId), change.ended, application.revision);
      if (stay !== null) planned.push(steps.signal(quizRejectionWorkflowId(application.data.applicationId, change.ended, stay), applicationLeftQuizStage));
    }
    if (change.started) {
      const { applicationId, jobId } = application.data;
      // The job as its own stream says now: the quizzes of the stage when the stay begins.
      const job = (await context.readStream(streamId('job', jobId))).filter((stored) => jobEvents.includes(stored)).reduce(jobDecider.evolve, jobDecider.initialState());
      const stage = job.exists ? job.stages.find((candidate) => candidate.id === change.started) : undefined;
      const quizzes = (stage?.tasks ?? []).filter((task) => SCREENING_QUIZZES.includes(task.type));
      // Back in a stage whose quiz they already took (a response is once per application, stage and task): no clock.
      const untaken = [];
      for (const task of quizzes) if (!(await started(context, applicationId, stage!.id, task.id))) untaken.push(task.id);
      if (job.exists && stage && untaken.length > 0) {
        const input: QuizRejectionInput = {
          companyId: application.metadata.companyId,
          applicationId,
          jobId,
          stageId: stage.id,
          stageName: stage.name,
          quizTaskIds: untaken,
          afterDays: QUIZ_REJECTION_AFTER_DAYS,
          delayMs: QUIZ_REJECTION_AFTER_DAYS * context.dayMs,
        };
        planned.push(
          steps.start(quizRejectionWorkflowId(applicationId, stage.id, application.revision), [input], {
            searchAttributes: [
              { key: ATS_JOB_ID, value: jobId },
              { key: ATS_APPLICATION_ID, value: applicationId },
            ],
            memo: { stageName: stage.name, afterDays: QUIZ_REJECTION_AFTER_DAYS, jobName: job.name },
          }),
        );
      }
    }
    return planned;
  },
});
