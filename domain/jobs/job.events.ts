import { eventCatalogue, type DomainEvent } from '../shared';

export type StageKind = 'SOURCED' | 'APPLICATION' | 'HIRED';

export type StageAutomations = {
  /** Archive candidates who stay in the stage this many days without leaving it; null when off. */
  archiveUnresponsiveAfterDays: number | null;
};

export type Stage = {
  id: string;
  name: string;
  /** Locked stages (Sourced, Application, Hired) cannot be removed or renamed. */
  kind: StageKind | null;
  locked: boolean;
  automations: StageAutomations;
};

export type JobStatus = 'DRAFT' | 'PUBLISHED' | 'CLOSED';

export type JobCreated = DomainEvent<
  'JobCreated',
  { jobId: string; name: string; ownerId: string; stages: Stage[] }
>;
export type JobPublished = DomainEvent<'JobPublished', { jobId: string }>;
export type StageAutomationsConfigured = DomainEvent<
  'StageAutomationsConfigured',
  { jobId: string; stageId: string; stageName: string; automations: StageAutomations }
>;

export type JobEvent = JobCreated | JobPublished | StageAutomationsConfigured;

/** Every job event type, listed once: the compiler refuses this list when the union grows. */
export const jobEvents = eventCatalogue<JobEvent>({
  JobCreated: true,
  JobPublished: true,
  StageAutomationsConfigured: true,
});
