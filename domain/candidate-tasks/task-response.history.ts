import type { CandidateTaskType } from '../jobs/candidate-tasks';
import { candidateTaskLifecycleEvents, type CandidateTaskLifecycleEvent } from './task-response.events';

export type CandidateTaskTimelineEvent = CandidateTaskLifecycleEvent['type'];
export const CANDIDATE_TASK_TIMELINE_EVENTS: readonly CandidateTaskTimelineEvent[] = candidateTaskLifecycleEvents.types;

/**
 * A candidate task's start or completion on the application's timeline (02 §2.13 'Timeline events'). What was
 * answered stays in 'Candidate answers' (its confidentiality rule): the line says only which task and, when it
 * judges, whether the candidate qualified.
 */
export type CandidateTaskHistoryEntryDetails = {
  type: 'CandidateTaskEvent';
  taskEvent: CandidateTaskTimelineEvent;
  responseId: string;
  taskId: string;
  taskType: CandidateTaskType;
  stageId: string;
  /** Completed: whether the task judged the candidate qualified; null when it does not judge (and on a start). */
  qualified: boolean | null;
  /** Completed: a quiz or assignment handed in by the clock rather than by the candidate. */
  autoSubmitted: boolean;
};

const TASK_NAMES: Record<CandidateTaskType, string> = {
  SHORTLISTING_QUESTIONS: 'shortlisting questions',
  COLLECT_INFORMATION: 'collect information questions',
  FILE_UPLOAD: 'file upload',
  VIDEO_QUESTIONS: 'video interview',
  SKILL_BASED_TEST: 'skill-based test',
  PSYCHOMETRIC_TEST: 'psychometric test',
  WELCOME_PAGE: 'welcome page',
  AUTO_SEND_INVITATION_EMAIL: 'invitation e-mail',
  HOME_ASSIGNMENT: 'home assignment',
};

/** A candidatetask stream's lifecycle event as a history line; null for a task type's own intermediate events. */
export const describeCandidateTaskEvent = (stored: { type: string; data: unknown }): { summary: string; details: CandidateTaskHistoryEntryDetails } | null => {
  if (!candidateTaskLifecycleEvents.includes(stored)) return null;
  const event = stored as CandidateTaskLifecycleEvent;
  const { data } = event;
  const name = TASK_NAMES[data.taskType];
  const completed = event.type === 'CandidateTaskCompleted' ? event.data : null;
  const autoSubmitted = completed !== null && 'autoSubmitted' in completed.result && completed.result.autoSubmitted === true;
  const verdict = completed?.qualified === true ? ' (qualified)' : completed?.qualified === false ? ' (not qualified)' : '';
  return {
    summary: completed ? `The candidate completed the ${name}${autoSubmitted ? ' (auto-submitted)' : ''}${verdict}` : `The candidate started the ${name}`,
    details: {
      type: 'CandidateTaskEvent',
      taskEvent: event.type,
      responseId: data.responseId,
      taskId: data.taskId,
      taskType: data.taskType,
      stageId: data.stageId,
      qualified: completed?.qualified ?? null,
      autoSubmitted,
    },
  };
};
