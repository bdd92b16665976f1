import { candidateTaskLifecycleEvents, SCREENING_QUIZZES, type CandidateTaskLifecycleEvent } from '@ats/domain/candidate-tasks';
import { quizTimeLimitWorkflowId, type QuizTimeLimitInput } from '@ats/workflows/quiz-time-limit.types';
import { quizSubmitted, quizTimeLimit } from '@ats/workflows/quiz-time-limit.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_APPLICATION_ID, ATS_JOB_ID } from '../search-attributes';

/**
 * A quiz's overall time limit (spec 03 §4: 'the whole quiz is auto-submitted when the overall time runs out'): one
 * `quiz-time-limit:<responseId>` run per started quiz, sleeping to its deadline in real time (quiz minutes are not
 * scaled like days: the decider keeps the real deadline); the candidate's own submit ends it early.
 */
export const quizTimeLimitProcess = defineProcess<CandidateTaskLifecycleEvent, typeof quizTimeLimit>({
  name: 'quiz-time-limit',
  workflow: quizTimeLimit,
  canHandle: ['CandidateTaskStarted', 'CandidateTaskCompleted'],
  async on(event, steps) {
    if (!candidateTaskLifecycleEvents.includes(event) || !SCREENING_QUIZZES.includes(event.data.taskType)) return [];
    const workflowId = quizTimeLimitWorkflowId(event.data.responseId);
    if (event.type === 'CandidateTaskCompleted') {
      const { result } = event.data;
      // The workflow's own auto-submit needs no signal: the run is ending with it.
      return 'autoSubmitted' in result && !result.autoSubmitted ? [steps.signal(workflowId, quizSubmitted)] : [];
    }
    if (!event.data.deadline) return [];
    const input: QuizTimeLimitInput = {
      companyId: event.metadata.companyId,
      responseId: event.data.responseId,
      applicationId: event.data.applicationId,
      jobId: event.data.jobId,
      stageId: event.data.stageId,
      taskId: event.data.taskId,
      deadline: event.data.deadline,
      delayMs: Math.max(0, Date.parse(event.data.deadline) - Date.parse(event.data.startedAt)),
    };
    return [
      steps.start(workflowId, [input], {
        searchAttributes: [
          { key: ATS_JOB_ID, value: input.jobId },
          { key: ATS_APPLICATION_ID, value: input.applicationId },
        ],
        memo: { deadline: input.deadline, taskType: event.data.taskType },
      }),
    ];
  },
});
