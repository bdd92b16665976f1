import { homeAssignmentEvents, type HomeAssignmentEvent } from '@ats/domain/candidate-tasks/home-assignment';
import { assignmentTimeLimitWorkflowId, type AssignmentTimeLimitInput } from '@ats/workflows/assignment-time-limit.types';
import { assignmentSubmitted, assignmentTimeLimit } from '@ats/workflows/assignment-time-limit.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_APPLICATION_ID, ATS_JOB_ID } from '../search-attributes';

const DAY_MS = 86_400_000;

type LifecycleEvent = Extract<HomeAssignmentEvent, { type: 'CandidateTaskStarted' | 'CandidateTaskCompleted' }>;

/**
 * The home assignment's time limit (spec 03 §4 "Candidate journey": auto-submitted when the time runs out): one
 * `assignment-time-limit:<responseId>` run per started assignment, from the start to the deadline (scaled by the
 * company's day length, which tests shorten); the candidate's own submission ends it early.
 */
export const assignmentTimeLimitProcess = defineProcess<LifecycleEvent, typeof assignmentTimeLimit>({
  name: 'assignment-time-limit',
  workflow: assignmentTimeLimit,
  canHandle: ['CandidateTaskStarted', 'CandidateTaskCompleted'],
  async on(event, steps, context) {
    if (!homeAssignmentEvents.includes(event) || event.data.taskType !== 'HOME_ASSIGNMENT') return [];
    const workflowId = assignmentTimeLimitWorkflowId(event.data.responseId);
    if (event.type === 'CandidateTaskCompleted') {
      // The workflow's own auto-submit needs no signal: the run is ending with it.
      return event.data.result.kind === 'HOME_ASSIGNMENT' && !event.data.result.autoSubmitted ? [steps.signal(workflowId, assignmentSubmitted)] : [];
    }
    if (!event.data.deadline) return [];
    const untilDeadlineMs = Date.parse(event.data.deadline) - Date.parse(event.data.startedAt);
    const input: AssignmentTimeLimitInput = {
      companyId: event.metadata.companyId,
      responseId: event.data.responseId,
      applicationId: event.data.applicationId,
      jobId: event.data.jobId,
      stageId: event.data.stageId,
      taskId: event.data.taskId,
      deadline: event.data.deadline,
      delayMs: Math.max(0, Math.round((untilDeadlineMs * context.dayMs) / DAY_MS)),
    };
    return [
      steps.start(workflowId, [input], {
        searchAttributes: [
          { key: ATS_JOB_ID, value: input.jobId },
          { key: ATS_APPLICATION_ID, value: input.applicationId },
        ],
        memo: { deadline: input.deadline },
      }),
    ];
  },
});
