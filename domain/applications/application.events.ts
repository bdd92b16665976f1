import { eventCatalogue, type CandidatePersonalDetails, type DomainEvent, type PersonalData } from '../shared';

export type CandidateOrigin = 'applied' | 'sourced' | 'agency' | 'referral';
export const CANDIDATE_ORIGINS: readonly CandidateOrigin[] = ['applied', 'sourced', 'agency', 'referral'];

export type ApplicationStatus = 'ACTIVE' | 'ARCHIVED';
export type StageDirection = 'FORWARD' | 'BACKWARD';

/** The application's first event. `personal` is encrypted with the candidate's key when stored. */
export type CandidateAddedToJob = DomainEvent<
  'CandidateAddedToJob',
  {
    applicationId: string;
    candidateId: string;
    jobId: string;
    jobName: string;
    stageId: string;
    stageName: string;
    origin: CandidateOrigin;
    source: string | null;
    ownerId: string;
    ownerName: string;
    personal: PersonalData<CandidatePersonalDetails>;
  }
>;

export type ApplicationMovedToStage = DomainEvent<
  'ApplicationMovedToStage',
  {
    applicationId: string;
    jobId: string;
    fromStageId: string;
    fromStageName: string;
    toStageId: string;
    toStageName: string;
    direction: StageDirection;
  }
>;

/** Present when a workflow archived the application rather than a person. */
export type ArchivingAutomation = { process: 'auto-archive'; workflowId: string; afterDays: number };

export type ApplicationArchived = DomainEvent<
  'ApplicationArchived',
  {
    applicationId: string;
    jobId: string;
    stageId: string;
    stageName: string;
    archivalReasonId: string;
    reason: string;
    sendRejectionEmail: boolean;
    automation: ArchivingAutomation | null;
  }
>;

export type ApplicationUnarchived = DomainEvent<
  'ApplicationUnarchived',
  { applicationId: string; jobId: string; stageId: string; stageName: string }
>;

export type ApplicationEvent =
  | CandidateAddedToJob
  | ApplicationMovedToStage
  | ApplicationArchived
  | ApplicationUnarchived;

/** Every application event type, listed once: the compiler refuses this list when the union grows. */
export const applicationEvents = eventCatalogue<ApplicationEvent>({
  CandidateAddedToJob: true,
  ApplicationMovedToStage: true,
  ApplicationArchived: true,
  ApplicationUnarchived: true,
});
