import type { DataSource } from 'typeorm';
import { APPLY_PORTAL_MESSAGES } from '@ats/domain/apply-portal';
import { applicationDecider, type ApplicationState } from '@ats/domain/applications';
import type { TaskResponseRef } from '@ats/domain/candidate-tasks';
import type { CandidateTask, Stage } from '@ats/domain/jobs';
import { DomainError, streamId } from '@ats/domain/shared';
import { taskResponseId } from '@ats/infra/candidate-tasks/task-response-id';
import { loadAggregate } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { CandidateAccounts } from '../apply-portal/candidate-account';
import type { CandidateCaller } from '../identity/caller';
import { loadJob, type ExistingJob } from '../jobs/job-stream';

/** Every candidate-journey refusal of something the token does not reach: the same 404, whatever the reason. */
export const candidatePageNotFound = () => new DomainError('candidate-page-not-found', APPLY_PORTAL_MESSAGES.pageNotFound, 'not-found');

export type CandidateOwnApplication = {
  companyId: string;
  candidateUserId: string;
  /** The address the token proved; the application's candidate has it. */
  email: string;
  application: Extract<ApplicationState, { exists: true }>;
  job: ExistingJob & { id: string };
};

/**
 * The application of the candidate holding the token (spec 03 §2.3 token rule): the application's candidate has
 * the e-mail the token proved. The company and e-mail come from the candidate list; the stage, status and job from
 * their own streams, so a candidate moved a moment ago sees the stage they are in now. Anything else — another
 * candidate's application, a deleted one, an unknown id — is the same 404.
 */
export const candidateOwnApplication = async (
  store: EventStore,
  dataSource: DataSource,
  accounts: CandidateAccounts,
  candidate: CandidateCaller,
  applicationId: string,
): Promise<CandidateOwnApplication> => {
  const email = await accounts.emailOf(candidate.candidateUserId).catch(() => {
    throw candidatePageNotFound();
  });
  const rows = (await dataSource.query(`SELECT company_id AS "companyId", email FROM rm_candidate_list WHERE application_id = $1`, [applicationId])) as Array<{
    companyId: string;
    email: string | null;
  }>;
  const row = rows[0];
  if (!row || !row.email || row.email.toLowerCase() !== email.toLowerCase()) throw candidatePageNotFound();
  const loaded = await loadAggregate(store, streamId('application', applicationId), applicationDecider, row.companyId);
  const application = loaded?.state;
  if (!application?.exists || application.deleted) throw candidatePageNotFound();
  const job = await loadJob(store, row.companyId, application.jobId).catch(() => {
    throw candidatePageNotFound();
  });
  return { companyId: row.companyId, candidateUserId: candidate.candidateUserId, email, application, job };
};

export type CandidateStageTask<T extends CandidateTask['type'] = CandidateTask['type']> = CandidateOwnApplication & {
  stage: Stage;
  task: Extract<CandidateTask, { type: T }>;
  ref: TaskResponseRef;
};

/**
 * One task of the stage the application is in now (stages unlock one after another: a later stage's tasks are
 * not reachable before the recruiter moves the candidate there), of one of `types`; an archived application
 * takes no more answers. Anything else is the candidate pages' 404.
 */
export const candidateStageTask = async <T extends CandidateTask['type']>(
  own: CandidateOwnApplication,
  stageId: string,
  taskId: string,
  types: readonly T[],
): Promise<CandidateStageTask<T>> => {
  const { application, job } = own;
  if (application.stageId !== stageId || application.status !== 'ACTIVE') throw candidatePageNotFound();
  const stage = job.stages.find((candidate) => candidate.id === stageId);
  const task = stage?.tasks.find((candidate) => candidate.id === taskId);
  if (!stage || !task || !(types as readonly string[]).includes(task.type)) throw candidatePageNotFound();
  return {
    ...own,
    stage,
    task: task as Extract<CandidateTask, { type: T }>,
    ref: {
      responseId: taskResponseId(application.applicationId, stageId, taskId),
      applicationId: application.applicationId,
      candidateId: application.candidateId,
      jobId: application.jobId,
      stageId,
      taskId,
      taskType: task.type,
    },
  };
};

export const taskResponseStream = (responseId: string) => ({
  id: streamId('candidatetask', responseId),
  entityId: responseId,
  notFound: candidatePageNotFound,
});
