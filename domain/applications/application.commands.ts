import type { CandidatePersonalDetails, Command } from '../shared';
import type { CandidateTaskType, JobStatus, Stage } from '../jobs';
import type { AgencyRef, CandidateOrigin, RestageCause } from './application.events';

/** What a decision about an application needs to know of its job, loaded by the handler. */
export type JobSnapshot = { jobId: string; name: string; status: JobStatus; stages: Stage[] };

export type AddCandidateToJob = Command<
  'AddCandidateToJob',
  {
    applicationId: string;
    candidateId: string;
    job: JobSnapshot;
    /** Without a stage, the origin decides: applied → Application, others → Sourced. */
    stageId: string | null;
    origin: CandidateOrigin;
    source: string | null;
    owner: { id: string; name: string };
    personal: CandidatePersonalDetails;
    /** Required with origin 'agency' (one of the company's agencies, checked by the handler); ignored otherwise. */
    agency?: AgencyRef | null;
  }
>;

export type MoveApplicationToStage = Command<'MoveApplicationToStage', { job: JobSnapshot; stageId: string }>;

export type ArchiveApplication = Command<
  'ArchiveApplication',
  { archivalReasonId: string; reason: string; sendRejectionEmail: boolean }
>;

/**
 * Sent by the auto-archive workflow when its timer fires. If the application has meanwhile left the stage
 * or was archived, nothing happens: the race is expected, not an error.
 */
export type ArchiveUnresponsiveApplication = Command<
  'ArchiveUnresponsiveApplication',
  {
    stageId: string;
    archivalReasonId: string;
    reason: string;
    workflowId: string;
    afterDays: number;
    /** Which timer ran out: the stage's auto-archive (when absent) or the 7-day quiz rejection. */
    process?: 'auto-archive' | 'quiz-rejection';
  }
>;

/**
 * Sent by the under-qualified auto-archive workflow after a task of `stageId` judged the candidate not
 * qualified. If the application has meanwhile left the stage or was archived, nothing happens.
 */
export type ArchiveUnderQualifiedApplication = Command<
  'ArchiveUnderQualifiedApplication',
  { stageId: string; archivalReasonId: string; reason: string; workflowId: string; taskId: string; taskType: CandidateTaskType }
>;

/**
 * Sent by the auto-progress workflow when every pre-screening task of `fromStageId` is completed and qualified:
 * to the next stage. If the application has meanwhile left that stage or was archived, nothing happens.
 */
export type ProgressQualifiedApplication = Command<'ProgressQualifiedApplication', { job: JobSnapshot; fromStageId: string; toStageId: string }>;

export type UnarchiveApplication = Command<'UnarchiveApplication', Record<string, never>>;

/**
 * Sent by the restage workflow after the job deleted the application's stage or changed its pipeline. If the
 * application is no longer in `fromStageId` (moved meanwhile, or restaged by an earlier attempt), nothing happens.
 */
export type RestageApplication = Command<
  'RestageApplication',
  { fromStageId: string; toStageId: string; toStageName: string; cause: RestageCause }
>;

/** A comment, or with `parentCommentId` a reply; the handler has checked whom its mentions name. */
export type AddComment = Command<
  'AddComment',
  { commentId: string; parentCommentId: string | null; text: string; confidential: boolean }
>;

export type EditComment = Command<'EditComment', { commentId: string; text: string; confidential: boolean }>;

export type DeleteComment = Command<'DeleteComment', { commentId: string }>;

/** The handler has checked that the new owner is a team member with access to the application's job. */
export type ChangeApplicationOwner = Command<'ChangeApplicationOwner', { owner: { id: string; name: string } }>;

/** Tags to add and to remove (compared without regard to case); a tag in both is added. */
export type ChangeApplicationTags = Command<'ChangeApplicationTags', { add: string[]; remove: string[] }>;

/** A new origin, or source (null clears it); what is not given stays. Nothing changing is refused. */
export type ChangeApplicationOriginSource = Command<
  'ChangeApplicationOriginSource',
  { origin?: CandidateOrigin; source?: string | null }
>;

/**
 * To another job, at a stage of it (its first stage for the origin when none is named). The handler has checked
 * that the candidate has no other application in that job.
 */
export type MoveApplicationToJob = Command<'MoveApplicationToJob', { job: JobSnapshot; stageId: string | null }>;

export type DeleteApplication = Command<'DeleteApplication', Record<string, never>>;

export type ApplicationCommand =
  | AddCandidateToJob
  | MoveApplicationToStage
  | ArchiveApplication
  | ArchiveUnresponsiveApplication
  | ArchiveUnderQualifiedApplication
  | ProgressQualifiedApplication
  | UnarchiveApplication
  | RestageApplication
  | AddComment
  | EditComment
  | DeleteComment
  | ChangeApplicationOwner
  | ChangeApplicationTags
  | ChangeApplicationOriginSource
  | MoveApplicationToJob
  | DeleteApplication;
