import type { CandidateTaskType } from '@ats/domain/jobs';

/** Who and where a candidate task is: the candidate user, the job (the routes' roleId), the application and its stage. */
export type CandidateTaskPlace = { userId: string; jobId: string; applicationId: string; stageId: string };

const part = encodeURIComponent;

/** The candidate's hub of their application's current stage. */
export const candidateJourneyPath = ({ userId, jobId, applicationId }: Omit<CandidateTaskPlace, 'stageId'>): string =>
  `/candidate-journey/${part(userId)}/${part(jobId)}/${part(applicationId)}`;

/**
 * The page of one candidate task (moduleId = the task's id), by the routes of spec 01 §2.1 / 03 §2.3: the quiz,
 * the recorder, the home assignment; the untimed tasks (questions, file upload, welcome page) under the hub.
 * Null for what the candidate does not open (the invitation e-mail). The one place these paths are built.
 */
export const candidateTaskPath = (place: CandidateTaskPlace, task: { id: string; type: CandidateTaskType }): string | null => {
  const { userId, jobId, applicationId, stageId } = place;
  const ids = `${part(applicationId)}/${part(stageId)}/${part(task.id)}`;
  switch (task.type) {
    case 'SKILL_BASED_TEST':
      return `/quiz/skill-based/user/${part(userId)}/role/${part(jobId)}/${ids}`;
    case 'PSYCHOMETRIC_TEST':
      return `/quiz/psychometric/user/${part(userId)}/role/${part(jobId)}/${ids}`;
    case 'VIDEO_QUESTIONS':
      return `/candidate-journey/${part(userId)}/${part(jobId)}/${ids}/video-record`;
    case 'HOME_ASSIGNMENT':
      return `/user/assignment/role/${part(jobId)}/user/${part(userId)}/${ids}`;
    case 'SHORTLISTING_QUESTIONS':
    case 'COLLECT_INFORMATION':
    case 'FILE_UPLOAD':
    case 'WELCOME_PAGE':
      return `${candidateJourneyPath(place)}/${part(stageId)}/${part(task.id)}`;
    case 'AUTO_SEND_INVITATION_EMAIL':
      return null;
  }
};

/** The candidate's reminder page for the stage (spec 03 §2.3 "Reminder page"). */
export const candidateReminderPath = ({ jobId, applicationId, stageId }: Omit<CandidateTaskPlace, 'userId'>): string =>
  `/reminder/role/${part(jobId)}/${part(applicationId)}/${part(stageId)}`;

/** The candidate's home assignments for one job (spec 01 §2.1 `/company/assignment/role/:roleId/user/:userId`). */
export const candidateAssignmentsPath = ({ userId, jobId }: Pick<CandidateTaskPlace, 'userId' | 'jobId'>): string =>
  `/company/assignment/role/${part(jobId)}/user/${part(userId)}`;
