import type { RestageCause } from '@ats/domain/applications';
import type { StageMove } from '@ats/domain/jobs';

/** Input of the restage workflow: the job's moves, and the log position of the change that asked for them. */
export type RestageInput = {
  companyId: string;
  jobId: string;
  moves: StageMove[];
  cause: RestageCause;
  /** The candidate list must have read up to here before it is asked who is in the old stages. */
  afterPosition: string;
};

export type RestageOutcome = { restaged: number };

/** One page of applications still in an old stage, with where each goes. */
export type RestageBatch = Array<{ applicationId: string; move: StageMove }>;

export type RestageActivities = {
  /** Up to `limit` applications of the job still in one of the moves' old stages (none left: empty). */
  applicationsToRestage(input: RestageInput & { limit: number }): Promise<RestageBatch>;
  /**
   * Restages each application of the batch (a command each, the workflow as actor); answers how many moved and
   * the log position of the last, which the next page waits for so it never sees them in their old stage.
   */
  restageApplications(input: {
    companyId: string;
    cause: RestageInput['cause'];
    workflowId: string;
    batch: RestageBatch;
  }): Promise<{ moved: number; position: string | null }>;
};

/** `restage:<jobId>:<revision>`: the revision of the job event that deleted the stage or changed the pipeline. */
export const restageWorkflowId = (jobId: string, revision: number) => `restage:${jobId}:${revision}`;
