import type { Command } from '../shared';
import type { ApplicationForm } from './application-form';
import type { CandidateTask } from './candidate-tasks';
import type { JobCreatedBy, JobDetails, JobKind } from './job-details';
import type { JobPublication, JobTeam } from './job.events';
import type { ExistingJobState } from './job.state';
import type { StageAutomations } from './stage-automations';

/** Stage ids are chosen by the caller (the API derives them) so the decider stays free of randomness. */
export type CreateJob = Command<
  'CreateJob',
  {
    jobId: string;
    name: string;
    ownerId: string;
    stages: Array<{ id: string; name: string }>;
    kind?: JobKind;
    createdBy?: JobCreatedBy;
    details?: JobDetails;
    pipelineTemplateId?: string | null;
  }
>;
/** Saves any of the wizard's first tabs; only what changed becomes events. */
export type SaveJob = Command<
  'SaveJob',
  { jobId: string; details?: JobDetails; applicationForm?: ApplicationForm; team?: JobTeam }
>;
/** Publishes a draft, republishes a closed job, or changes where a published one shows. */
export type PublishJob = Command<'PublishJob', { jobId: string; publication?: JobPublication }>;
export type CloseJob = Command<'CloseJob', { jobId: string; reason: 'MANUAL' | 'AUTO_CLOSE' }>;
export type MoveJobToDraft = Command<'MoveJobToDraft', { jobId: string }>;
/** `candidateCount` is read by the caller from the applications: a job with candidates is kept. */
export type DeleteJob = Command<'DeleteJob', { jobId: string; candidateCount: number }>;
export type SetAutoCloseDate = Command<'SetAutoCloseDate', { jobId: string; autoCloseOn: string | null }>;
export type AddCustomLink = Command<'AddCustomLink', { jobId: string; source: string; link: string }>;
export type CloseCustomLink = Command<'CloseCustomLink', { jobId: string; source: string }>;
export type DeleteCustomLinks = Command<'DeleteCustomLinks', { jobId: string; sources: string[] }>;
/** How many agencies one job may be assigned: a bound of ours (the spec gives none), to keep the job small. */
export const MAX_ASSIGNED_AGENCIES = 100;
export type AssignAgencies = Command<'AssignAgencies', { jobId: string; agencyIds: string[] }>;
/** Starts a new job's stream from `source` (spec 02 §5.6: the clone dialog's fields); always a draft. */
export type CloneJob = Command<
  'CloneJob',
  {
    jobId: string;
    source: ExistingJobState;
    stageIds: string[];
    displayName: string;
    ownerId: string;
    departmentId: string;
    locationId: string;
  }
>;
export type AddStage = Command<'AddStage', { jobId: string; stageId: string; name: string; position: number }>;
export type RenameStage = Command<'RenameStage', { jobId: string; stageId: string; name: string }>;
export type ReorderStages = Command<'ReorderStages', { jobId: string; stageIds: string[] }>;
/** `moveToStageId`: where the stage's candidates go first; required when `candidateCount` is not 0. */
export type DeleteStage = Command<
  'DeleteStage',
  { jobId: string; stageId: string; candidateCount: number; moveToStageId?: string | null }
>;
/**
 * Another pipeline template: `stages` are the template's (ids chosen by the caller), `mapping` says for each
 * current stage which new stage its candidates go to; `candidateCounts` per current stage, read by the caller.
 */
export type ChangeJobPipeline = Command<
  'ChangeJobPipeline',
  {
    jobId: string;
    pipelineTemplateId: string;
    stages: Array<{ id: string; name: string }>;
    mapping: Record<string, string>;
    candidateCounts: Record<string, number>;
  }
>;
export type ConfigureStageCandidateTasks = Command<
  'ConfigureStageCandidateTasks',
  { jobId: string; stageId: string; tasks: CandidateTask[] }
>;
export type ConfigureStageAutomations = Command<
  'ConfigureStageAutomations',
  { jobId: string; stageId: string; automations: StageAutomations }
>;

export type JobCommand =
  | CreateJob
  | SaveJob
  | PublishJob
  | CloseJob
  | MoveJobToDraft
  | DeleteJob
  | SetAutoCloseDate
  | AddCustomLink
  | CloseCustomLink
  | DeleteCustomLinks
  | AssignAgencies
  | CloneJob
  | AddStage
  | RenameStage
  | ReorderStages
  | DeleteStage
  | ChangeJobPipeline
  | ConfigureStageCandidateTasks
  | ConfigureStageAutomations;
