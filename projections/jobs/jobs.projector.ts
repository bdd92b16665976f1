import { jobEvents, type JobEvent } from '@ats/domain/jobs';
import type { RecordedEvent } from '@ats/domain/shared';
import { defineProjection } from '../projector';
import { foldIntoRows } from '../row-fold';
import { JobSummaryEntity } from './job-summary.entity';

const evolveRow = (row: JobSummaryEntity | undefined, event: RecordedEvent & JobEvent): JobSummaryEntity | undefined => {
  const at = new Date(event.metadata.occurredAt);
  if (event.type === 'JobCreated') {
    return {
      id: event.data.jobId,
      companyId: event.metadata.companyId,
      name: event.data.name,
      status: 'DRAFT',
      ownerId: event.data.ownerId || null,
      stages: event.data.stages,
      revision: event.revision,
      createdAt: at,
      updatedAt: at,
    };
  }
  if (!row) return undefined;
  const touch = { revision: event.revision, updatedAt: at };
  switch (event.type) {
    case 'JobPublished':
      return { ...row, status: 'PUBLISHED', ...touch };
    case 'StageAutomationsConfigured':
      return {
        ...row,
        stages: row.stages.map((stage) =>
          stage.id === event.data.stageId ? { ...stage, automations: event.data.automations } : stage,
        ),
        ...touch,
      };
  }
};

/** One row per job: lists, the job's pipeline for the candidate profile, job-scoped authorisation. */
export const jobsProjector = defineProjection<JobEvent>({
  name: 'jobs',
  canHandle: jobEvents.types,
  async reset(manager) {
    await manager.query('TRUNCATE rm_jobs');
  },
  handle: (events, manager) =>
    foldIntoRows(manager, { entity: JobSummaryEntity, key: 'id', rowKey: (event) => event.data.jobId, evolve: evolveRow }, events),
});
