import { eventCatalogue, type DomainEvent } from '../shared';
import type { ApplicationForm } from './application-form';
import type { CandidateTask } from './candidate-tasks';
import type { JobCreatedBy, JobDetails, JobKind } from './job-details';
import type { StageAutomations } from './stage-automations';

export type StageKind = 'SOURCED' | 'APPLICATION' | 'HIRED';

export type Stage = {
  id: string;
  name: string;
  /** Locked stages (Sourced, Application, Hired) cannot be removed or renamed. */
  kind: StageKind | null;
  locked: boolean;
  automations: StageAutomations;
  tasks: CandidateTask[];
};

/** DELETED is a job's last state: its stream stays for the auditors, the lists forget it. */
export type JobStatus = 'DRAFT' | 'PUBLISHED' | 'CLOSED' | 'DELETED';

/** Where a published job shows (spec 02 §2.6, §3.1: careerPage, employeePortal, unlisted shown 'Confidential'). */
export type JobPublication = {
  careerPage: boolean;
  employeePortal: boolean;
  confidential: boolean;
  allowEmployeeReferrals: boolean;
  allowEmployeesToAddToTalentPool: boolean;
};

export type JobTeam = { ownerId: string | null; recruiterId: string | null; hiringManagerId: string | null };
export type CustomLink = { source: string; link: string; closed: boolean };

/**
 * The first event of every job, the cloned ones included (they carry what they copied). Fields after
 * `stages` came later: events stored before them are read with the defaults of `job.state.ts`.
 */
export type JobCreated = DomainEvent<
  'JobCreated',
  {
    jobId: string;
    name: string;
    ownerId: string;
    stages: Stage[];
    kind?: JobKind;
    createdBy?: JobCreatedBy;
    details?: JobDetails;
    applicationForm?: ApplicationForm;
    team?: JobTeam;
    pipelineTemplateId?: string | null;
    clonedFromJobId?: string | null;
  }
>;
export type JobDetailsUpdated = DomainEvent<'JobDetailsUpdated', { jobId: string; details: JobDetails }>;
export type ApplicationFormConfigured = DomainEvent<'ApplicationFormConfigured', { jobId: string; form: ApplicationForm }>;
export type JobTeamAssigned = DomainEvent<'JobTeamAssigned', { jobId: string; team: JobTeam }>;
export type JobPublished = DomainEvent<'JobPublished', { jobId: string; publication?: JobPublication }>;
export type JobPublicationChanged = DomainEvent<'JobPublicationChanged', { jobId: string; publication: JobPublication }>;
export type JobClosed = DomainEvent<'JobClosed', { jobId: string; reason: 'MANUAL' | 'AUTO_CLOSE' }>;
export type JobRepublished = DomainEvent<'JobRepublished', { jobId: string; publication: JobPublication }>;
export type JobMovedToDraft = DomainEvent<'JobMovedToDraft', { jobId: string }>;
export type JobDeleted = DomainEvent<'JobDeleted', { jobId: string }>;
export type JobAutoCloseDateSet = DomainEvent<'JobAutoCloseDateSet', { jobId: string; autoCloseOn: string | null }>;
export type CustomLinkAdded = DomainEvent<'CustomLinkAdded', { jobId: string; source: string; link: string }>;
export type CustomLinkClosed = DomainEvent<'CustomLinkClosed', { jobId: string; source: string }>;
export type CustomLinksDeleted = DomainEvent<'CustomLinksDeleted', { jobId: string; sources: string[] }>;
export type JobAgenciesAssigned = DomainEvent<'JobAgenciesAssigned', { jobId: string; agencyIds: string[] }>;
export type StageAdded = DomainEvent<'StageAdded', { jobId: string; stage: Stage; position: number }>;
export type StageRenamed = DomainEvent<'StageRenamed', { jobId: string; stageId: string; from: string; to: string }>;
export type StagesReordered = DomainEvent<'StagesReordered', { jobId: string; stageIds: string[] }>;
/** Where the candidates of a deleted stage, or of a stage the new pipeline has no place for, go. */
export type StageMove = { fromStageId: string; fromStageName: string; toStageId: string; toStageName: string };
/** `candidatesMovedTo`: 'Move candidates and delete stage' — the restage process moves them (spec 02 §4.3). */
export type StageDeleted = DomainEvent<
  'StageDeleted',
  { jobId: string; stageId: string; stageName: string; candidatesMovedTo?: { stageId: string; stageName: string } | null }
>;
/**
 * The job took another pipeline template (spec 02 §2.4, §4.3): the stages it has now, and where the candidates
 * of each old stage go (the locked stages keep their ids, so theirs stay where they are).
 */
export type JobPipelineChanged = DomainEvent<
  'JobPipelineChanged',
  { jobId: string; pipelineTemplateId: string; stages: Stage[]; moves: StageMove[] }
>;
export type StageCandidateTasksConfigured = DomainEvent<
  'StageCandidateTasksConfigured',
  { jobId: string; stageId: string; stageName: string; tasks: CandidateTask[] }
>;
export type StageAutomationsConfigured = DomainEvent<
  'StageAutomationsConfigured',
  { jobId: string; stageId: string; stageName: string; automations: StageAutomations }
>;

export type JobEvent =
  | JobCreated
  | JobDetailsUpdated
  | ApplicationFormConfigured
  | JobTeamAssigned
  | JobPublished
  | JobPublicationChanged
  | JobClosed
  | JobRepublished
  | JobMovedToDraft
  | JobDeleted
  | JobAutoCloseDateSet
  | CustomLinkAdded
  | CustomLinkClosed
  | CustomLinksDeleted
  | JobAgenciesAssigned
  | StageAdded
  | StageRenamed
  | StagesReordered
  | StageDeleted
  | JobPipelineChanged
  | StageCandidateTasksConfigured
  | StageAutomationsConfigured;

/** Every job event type, listed once: the compiler refuses this list when the union grows. */
export const jobEvents = eventCatalogue<JobEvent>({
  JobCreated: true,
  JobDetailsUpdated: true,
  ApplicationFormConfigured: true,
  JobTeamAssigned: true,
  JobPublished: true,
  JobPublicationChanged: true,
  JobClosed: true,
  JobRepublished: true,
  JobMovedToDraft: true,
  JobDeleted: true,
  JobAutoCloseDateSet: true,
  CustomLinkAdded: true,
  CustomLinkClosed: true,
  CustomLinksDeleted: true,
  JobAgenciesAssigned: true,
  StageAdded: true,
  StageRenamed: true,
  StagesReordered: true,
  StageDeleted: true,
  JobPipelineChanged: true,
  StageCandidateTasksConfigured: true,
  StageAutomationsConfigured: true,
});
