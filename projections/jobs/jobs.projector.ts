import { evolveJob, jobEvents, type ExistingJobState, type JobEvent } from '@ats/domain/jobs';
import type { RecordedEvent } from '@ats/domain/shared';
import { defineProjection } from '../projector';
import { foldIntoRows } from '../row-fold';
import { JobSummaryEntity } from './job-summary.entity';
import { recountTabs } from './jobs.query';

/** The list columns of a job, read off the domain's own fold so the two never disagree. */
const columnsOf = (job: ExistingJobState) => ({
  name: job.name,
  displayName: job.details.displayName,
  status: job.status,
  kind: job.kind,
  createdBy: job.createdBy,
  ownerId: job.team.ownerId || null,
  recruiterId: job.team.recruiterId,
  hiringManagerId: job.team.hiringManagerId,
  departmentId: job.details.departmentId,
  locationId: job.details.locationId,
  pipelineTemplateId: job.pipelineTemplateId,
  careerPage: job.status === 'PUBLISHED' && Boolean(job.publication?.careerPage),
  employeePortal: job.status === 'PUBLISHED' && Boolean(job.publication?.employeePortal),
  confidential: Boolean(job.publication?.confidential),
  autoCloseOn: job.autoCloseOn ? new Date(job.autoCloseOn) : null,
  stages: job.stages,
  job,
});

const evolveRow = (
  row: JobSummaryEntity | undefined,
  event: RecordedEvent & JobEvent,
): JobSummaryEntity | null | undefined => {
  const at = new Date(event.metadata.occurredAt);
  if (event.type === 'JobDeleted') return row ? null : undefined;
  const next = evolveJob(row?.job ?? { exists: false }, event);
  if (!next.exists) return undefined;
  const columns = columnsOf(next);
  const publishedNow = event.type === 'JobPublished' || event.type === 'JobRepublished';
  return {
    id: next.jobId,
    companyId: row?.companyId ?? event.metadata.companyId,
    ...columns,
    publishedAt: publishedNow ? at : (row?.publishedAt ?? null),
    closedAt: event.type === 'JobClosed' ? at : next.status === 'CLOSED' ? (row?.closedAt ?? null) : null,
    revision: event.revision,
    createdAt: row?.createdAt ?? at,
    updatedAt: at,
  };
};

/** One row per job: the jobs list, the wizard, the job's pipeline for the candidate profile, job-scoped authorisation. */
export const jobsProjector = defineProjection<JobEvent>({
  name: 'jobs',
  canHandle: jobEvents.types,
  async reset(manager) {
    await manager.query('TRUNCATE rm_jobs, rm_job_tab_counts');
  },
  async handle(events, manager) {
    await foldIntoRows(manager, { entity: JobSummaryEntity, key: 'id', rowKey: (event) => event.data.jobId, evolve: evolveRow }, events);
    await recountTabs(manager, [...new Set(events.map((event) => event.metadata.companyId))]);
  },
});
