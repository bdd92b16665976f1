import { assertNever, type DecisionContext, type Decider } from '../shared';
import { normaliseDetails, missingDetail } from './job-details';
import { MAX_ASSIGNED_AGENCIES, type CloneJob, type CreateJob, type JobCommand, type PublishJob, type SaveJob } from './job.commands';
import { JobErrors } from './job.errors';
import type { JobEvent, JobPublication } from './job.events';
import { defaultPublication, evolveJob, initialJobState, type ExistingJobState, type JobState } from './job.state';
import { buildPipeline, checkPipeline } from './pipeline';
import { stageNeedsTask } from './stage-automations';
import { addStage, changePipeline, configureAutomations, configureCandidateTasks, deleteStage, renameStage, reorderStages } from './stage-decisions';

export { evolveJob, initialJobState, type JobState } from './job.state';

const MAX_LINK_LENGTH = 999;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const createJob = ({ data }: CreateJob): JobEvent[] => {
  const name = data.name.trim();
  if (!name) throw JobErrors.titleRequired();
  checkPipeline(data.stages);
  const details = data.details ? normaliseDetails({ ...data.details, name }) : undefined;
  if (details) {
    const missing = missingDetail(details);
    if (missing) throw missing;
  }
  return [
    {
      type: 'JobCreated',
      data: {
        jobId: data.jobId,
        name,
        ownerId: data.ownerId,
        stages: buildPipeline(data.stages),
        kind: data.kind ?? 'JOB',
        createdBy: data.createdBy ?? 'manual',
        ...(details ? { details } : {}),
        pipelineTemplateId: data.pipelineTemplateId ?? null,
      },
    },
  ];
};

const saveJob = (job: ExistingJobState, { data }: SaveJob): JobEvent[] => {
  const events: JobEvent[] = [];
  if (data.details) {
    const details = normaliseDetails(data.details);
    const missing = missingDetail(details);
    if (missing) throw missing;
    if (!same(details, job.details)) events.push({ type: 'JobDetailsUpdated', data: { jobId: job.jobId, details } });
  }
  if (data.applicationForm && !same(data.applicationForm, job.applicationForm)) {
    events.push({ type: 'ApplicationFormConfigured', data: { jobId: job.jobId, form: data.applicationForm } });
  }
  if (data.team) {
    if (!data.team.ownerId) throw JobErrors.noJobOwner();
    if (!data.team.recruiterId) throw JobErrors.recruiterRequired();
    if (!same(data.team, job.team)) events.push({ type: 'JobTeamAssigned', data: { jobId: job.jobId, team: data.team } });
  }
  return events;
};

/** Spec 02 §4.1: no job owner, or a stage that promises a task without one, blocks publishing. */
const publishable = (job: ExistingJobState, publication: JobPublication): JobPublication => {
  if (!job.ownerId) throw JobErrors.noJobOwner();
  const missingTask = job.stages.find((stage) => stageNeedsTask(stage.automations, stage.tasks));
  if (missingTask) throw JobErrors.stageWithoutTask(missingTask.name);
  if (!publication.careerPage && !publication.employeePortal) throw JobErrors.noPublishTarget();
  return publication;
};

const publishJob = (job: ExistingJobState, { data }: PublishJob): JobEvent[] => {
  const jobId = job.jobId;
  switch (job.status) {
    case 'DRAFT':
      return [{ type: 'JobPublished', data: { jobId, publication: publishable(job, data.publication ?? defaultPublication()) } }];
    case 'CLOSED':
      return [
        { type: 'JobRepublished', data: { jobId, publication: publishable(job, data.publication ?? job.publication ?? defaultPublication()) } },
      ];
    case 'PUBLISHED': {
      if (!data.publication || same(data.publication, job.publication)) throw JobErrors.alreadyPublished();
      return [{ type: 'JobPublicationChanged', data: { jobId, publication: publishable(job, data.publication) } }];
    }
    case 'DELETED':
      throw JobErrors.notFound();
  }
};

const isLink = (link: string) => {
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && link.length <= MAX_LINK_LENGTH;
  } catch {
    return false;
  }
};

/** The new job's first event: what the source had, the dialog's fields over it, a draft with no links. */
const cloneJob = ({ data }: CloneJob): JobEvent[] => {
  if (!data.displayName.trim()) throw JobErrors.cloneDisplayName();
  if (!data.ownerId) throw JobErrors.cloneOwner();
  if (!data.departmentId) throw JobErrors.cloneDepartment();
  if (!data.locationId) throw JobErrors.cloneLocation();
  const { source } = data;
  if (data.stageIds.length !== source.stages.length) throw JobErrors.stageOrder();
  const stages = source.stages.map((stage, index) => ({ ...stage, id: data.stageIds[index] ?? stage.id }));
  const details = {
    ...source.details,
    displayName: data.displayName.trim(),
    departmentId: data.departmentId,
    locationId: data.locationId,
  };
  return [
    {
      type: 'JobCreated',
      data: {
        jobId: data.jobId,
        name: source.name,
        ownerId: data.ownerId,
        stages,
        kind: source.kind === 'JOB' ? 'JOB' : source.kind,
        createdBy: 'manual',
        details,
        applicationForm: source.applicationForm,
        team: { ...source.team, ownerId: data.ownerId },
        pipelineTemplateId: source.pipelineTemplateId,
        clonedFromJobId: source.jobId,
      },
    },
  ];
};

const decideExisting = (command: Exclude<JobCommand, CreateJob | CloneJob>, job: ExistingJobState, context: DecisionContext): JobEvent[] => {
  const jobId = job.jobId;
  switch (command.type) {
    case 'SaveJob':
      return saveJob(job, command);
    case 'PublishJob':
      return publishJob(job, command);
    case 'CloseJob':
      if (job.status !== 'PUBLISHED') {
        // The auto-close process may arrive after someone closed the job by hand: nothing left to do.
        if (command.data.reason === 'AUTO_CLOSE') return [];
        throw JobErrors.notPublished();
      }
      return [{ type: 'JobClosed', data: { jobId, reason: command.data.reason } }];
    case 'MoveJobToDraft':
      if (job.status === 'DRAFT') throw JobErrors.alreadyDraft();
      return [{ type: 'JobMovedToDraft', data: { jobId } }];
    case 'DeleteJob':
      if (command.data.candidateCount > 0) throw JobErrors.hasCandidates();
      return [{ type: 'JobDeleted', data: { jobId } }];
    case 'SetAutoCloseDate': {
      const { autoCloseOn } = command.data;
      if (autoCloseOn === job.autoCloseOn) return [];
      if (autoCloseOn !== null) {
        if (job.status === 'CLOSED') throw JobErrors.autoCloseClosed();
        const at = Date.parse(autoCloseOn);
        if (!Number.isFinite(at) || at <= context.now.getTime()) throw JobErrors.autoCloseInPast();
      }
      return [{ type: 'JobAutoCloseDateSet', data: { jobId, autoCloseOn: autoCloseOn && new Date(autoCloseOn).toISOString() } }];
    }
    case 'AddCustomLink': {
      const source = command.data.source.trim();
      const link = command.data.link.trim();
      if (!source) throw JobErrors.customLinkSource();
      if (!isLink(link)) throw JobErrors.customLinkUrl();
      if (job.customLinks.some((existing) => existing.source.toLowerCase() === source.toLowerCase())) throw JobErrors.customLinkTaken();
      return [{ type: 'CustomLinkAdded', data: { jobId, source, link } }];
    }
    case 'CloseCustomLink': {
      const link = job.customLinks.find((existing) => existing.source === command.data.source);
      if (!link) throw JobErrors.customLinkNotFound();
      return link.closed ? [] : [{ type: 'CustomLinkClosed', data: { jobId, source: link.source } }];
    }
    case 'DeleteCustomLinks': {
      const sources = [...new Set(command.data.sources)];
      if (sources.some((source) => !job.customLinks.some((link) => link.source === source))) throw JobErrors.customLinkNotFound();
      return sources.length ? [{ type: 'CustomLinksDeleted', data: { jobId, sources } }] : [];
    }
    case 'AssignAgencies': {
      const agencyIds = [...new Set(command.data.agencyIds)];
      if (agencyIds.length > MAX_ASSIGNED_AGENCIES) throw JobErrors.tooManyAgencies();
      return same(agencyIds, job.agencyIds) ? [] : [{ type: 'JobAgenciesAssigned', data: { jobId, agencyIds } }];
    }
    case 'AddStage':
      return addStage(job, command);
    case 'RenameStage':
      return renameStage(job, command);
    case 'ReorderStages':
      return reorderStages(job, command);
    case 'DeleteStage':
      return deleteStage(job, command);
    case 'ChangeJobPipeline':
      return changePipeline(job, command);
    case 'ConfigureStageCandidateTasks':
      return configureCandidateTasks(job, command);
    case 'ConfigureStageAutomations':
      return configureAutomations(job, command);
    default:
      return assertNever(command);
  }
};

export const decideJob = (command: JobCommand, state: JobState, context: DecisionContext): JobEvent[] => {
  if (command.type === 'CreateJob' || command.type === 'CloneJob') {
    if (state.exists) throw JobErrors.alreadyExists();
    return command.type === 'CreateJob' ? createJob(command) : cloneJob(command);
  }
  // A deleted job answers like one that never was: its stream is kept for the auditors only.
  if (!state.exists || state.status === 'DELETED') throw JobErrors.notFound();
  return decideExisting(command, state, context);
};

export const jobDecider: Decider<JobState, JobCommand, JobEvent> = {
  initialState: initialJobState,
  evolve: evolveJob,
  decide: decideJob,
};
