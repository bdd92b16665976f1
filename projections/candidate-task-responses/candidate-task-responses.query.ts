import type { EntityManager } from 'typeorm';
import type { TaskResult } from '@ats/domain/candidate-tasks';
import type { CandidateTaskType } from '@ats/domain/jobs';
import type { TaskResponseStatus } from './candidate-task-response-row.entity';

export type TaskResponseItem = {
  responseId: string;
  applicationId: string;
  jobId: string;
  stageId: string;
  taskId: string;
  taskType: CandidateTaskType;
  status: TaskResponseStatus;
  startedAt: Date;
  deadline: Date | null;
  completedAt: Date | null;
  result: TaskResult | null;
  qualified: boolean | null;
};

const SELECT = `SELECT response_id AS "responseId", application_id AS "applicationId", job_id AS "jobId", stage_id AS "stageId",
          task_id AS "taskId", task_type AS "taskType", status, started_at AS "startedAt", deadline, completed_at AS "completedAt",
          result, qualified
     FROM rm_candidate_task_responses`;

/** An application's task responses, every stage, first started first. */
export const taskResponsesOfApplication = async (manager: EntityManager, companyId: string, applicationId: string): Promise<TaskResponseItem[]> =>
  (await manager.query(`${SELECT} WHERE company_id = $1 AND application_id = $2 ORDER BY started_at, response_id`, [companyId, applicationId])) as TaskResponseItem[];

/** The ids of an application's candidatetask streams (the timeline reads their events from the store). */
export const taskResponseIdsOfApplication = async (manager: EntityManager, companyId: string, applicationId: string): Promise<string[]> =>
  ((await manager.query(`SELECT response_id AS "responseId" FROM rm_candidate_task_responses WHERE company_id = $1 AND application_id = $2`, [companyId, applicationId])) as Array<{
    responseId: string;
  }>).map((row) => row.responseId);
