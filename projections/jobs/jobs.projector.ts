import type { EntityManager } from 'typeorm';
import type { JobEvent } from '../../domain/jobs';
import { assertNever, type RecordedEvent } from '../../domain/shared';
import type { Projector } from '../projector';
import { JobSummaryEntity } from './job-summary.entity';

export const jobsProjector: Projector = {
  name: 'jobs',
  handles: ['JobCreated', 'JobPublished', 'StageAutomationsConfigured'],
  async reset(manager) {
    await manager.query('TRUNCATE rm_jobs');
  },
  async project(recorded: RecordedEvent, manager: EntityManager) {
    const event = recorded as unknown as JobEvent & RecordedEvent;
    const jobs = manager.getRepository(JobSummaryEntity);
    const at = new Date(recorded.metadata.occurredAt);
    switch (event.type) {
      case 'JobCreated':
        await jobs.upsert(
          {
            id: event.data.jobId,
            companyId: recorded.metadata.companyId,
            name: event.data.name,
            status: 'DRAFT',
            ownerId: event.data.ownerId || null,
            stages: event.data.stages,
            revision: recorded.revision,
            createdAt: at,
            updatedAt: at,
          },
          ['id'],
        );
        return;
      case 'JobPublished':
        await jobs.update({ id: event.data.jobId }, { status: 'PUBLISHED', revision: recorded.revision, updatedAt: at });
        return;
      case 'StageAutomationsConfigured': {
        const job = await jobs.findOneBy({ id: event.data.jobId });
        if (!job) return;
        const stages = job.stages.map((stage) =>
          stage.id === event.data.stageId ? { ...stage, automations: event.data.automations } : stage,
        );
        await jobs.update({ id: job.id }, { stages, revision: recorded.revision, updatedAt: at });
        return;
      }
      default:
        assertNever(event);
    }
  },
};
