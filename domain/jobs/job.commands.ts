import type { Command } from '../shared';
import type { StageAutomations } from './job.events';

/** Stage ids are chosen by the caller (the API derives them) so the decider stays free of randomness. */
export type CreateJob = Command<
  'CreateJob',
  { jobId: string; name: string; ownerId: string; stages: Array<{ id: string; name: string }> }
>;
export type PublishJob = Command<'PublishJob', { jobId: string }>;
export type ConfigureStageAutomations = Command<
  'ConfigureStageAutomations',
  { jobId: string; stageId: string; automations: StageAutomations }
>;

export type JobCommand = CreateJob | PublishJob | ConfigureStageAutomations;
