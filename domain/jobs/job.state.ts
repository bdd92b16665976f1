import { defaultApplicationForm, type ApplicationForm } from './application-form';
import { draftDetails, type JobCreatedBy, type JobDetails, type JobKind } from './job-details';
import type { CustomLink, JobEvent, JobPublication, JobStatus, JobTeam, Stage } from './job.events';
import { normaliseAutomations } from './stage-automations';

export type ExistingJobState = {
  exists: true;
  jobId: string;
  /** The job title, kept beside `details` because every list and check reads it. */
  name: string;
  ownerId: string | null;
  status: JobStatus;
  kind: JobKind;
  createdBy: JobCreatedBy;
  details: JobDetails;
  applicationForm: ApplicationForm;
  team: JobTeam;
  stages: Stage[];
  publication: JobPublication | null;
  autoCloseOn: string | null;
  customLinks: CustomLink[];
  agencyIds: string[];
  pipelineTemplateId: string | null;
  clonedFromJobId: string | null;
};

export type JobState = { exists: false } | ExistingJobState;

export const initialJobState = (): JobState => ({ exists: false });

/** Where a job published without saying where shows: the career page, like it always did. */
export const defaultPublication = (): JobPublication => ({
  careerPage: true,
  employeePortal: false,
  confidential: false,
  allowEmployeeReferrals: false,
  allowEmployeesToAddToTalentPool: false,
});

/** Stages stored before tasks and the full automations existed are read with their defaults. */
export const normaliseStage = (stage: Stage): Stage => ({
  ...stage,
  automations: normaliseAutomations(stage.automations),
  tasks: stage.tasks ?? [],
});

const mapStage = (state: ExistingJobState, stageId: string, change: (stage: Stage) => Stage): ExistingJobState => ({
  ...state,
  stages: state.stages.map((stage) => (stage.id === stageId ? change(stage) : stage)),
});

const evolveExisting = (state: ExistingJobState, event: JobEvent): ExistingJobState => {
  switch (event.type) {
    case 'JobCreated':
      return state;
    case 'JobDetailsUpdated':
      return { ...state, name: event.data.details.name, details: event.data.details };
    case 'ApplicationFormConfigured':
      return { ...state, applicationForm: event.data.form };
    case 'JobTeamAssigned':
      return { ...state, team: event.data.team, ownerId: event.data.team.ownerId };
    case 'JobPublished':
      return { ...state, status: 'PUBLISHED', publication: event.data.publication ?? defaultPublication() };
    case 'JobPublicationChanged':
      return { ...state, publication: event.data.publication };
    case 'JobRepublished':
      return { ...state, status: 'PUBLISHED', publication: event.data.publication };
    case 'JobClosed':
      return { ...state, status: 'CLOSED', autoCloseOn: null };
    case 'JobMovedToDraft':
      return { ...state, status: 'DRAFT', publication: null };
    case 'JobDeleted':
      return { ...state, status: 'DELETED', autoCloseOn: null };
    case 'JobAutoCloseDateSet':
      return { ...state, autoCloseOn: event.data.autoCloseOn };
    case 'CustomLinkAdded':
      return { ...state, customLinks: [...state.customLinks, { source: event.data.source, link: event.data.link, closed: false }] };
    case 'CustomLinkClosed':
      return {
        ...state,
        customLinks: state.customLinks.map((link) => (link.source === event.data.source ? { ...link, closed: true } : link)),
      };
    case 'CustomLinksDeleted':
      return { ...state, customLinks: state.customLinks.filter((link) => !event.data.sources.includes(link.source)) };
    case 'JobAgenciesAssigned':
      return { ...state, agencyIds: event.data.agencyIds };
    case 'StageAdded': {
      const stages = [...state.stages];
      stages.splice(event.data.position, 0, normaliseStage(event.data.stage));
      return { ...state, stages };
    }
    case 'StageRenamed':
      return mapStage(state, event.data.stageId, (stage) => ({ ...stage, name: event.data.to }));
    case 'StagesReordered': {
      const byId = new Map(state.stages.map((stage) => [stage.id, stage]));
      return { ...state, stages: event.data.stageIds.flatMap((id) => byId.get(id) ?? []) };
    }
    case 'StageDeleted':
      return { ...state, stages: state.stages.filter((stage) => stage.id !== event.data.stageId) };
    case 'JobPipelineChanged':
      return { ...state, stages: event.data.stages.map(normaliseStage), pipelineTemplateId: event.data.pipelineTemplateId };
    case 'StageCandidateTasksConfigured':
      return mapStage(state, event.data.stageId, (stage) => ({ ...stage, tasks: event.data.tasks }));
    case 'StageAutomationsConfigured':
      return mapStage(state, event.data.stageId, (stage) => ({
        ...stage,
        automations: normaliseAutomations(event.data.automations),
      }));
    default:
      // A type this version does not know (a newer writer's): a stored event is a fact, never an error.
      // Exhaustiveness over the known union is checked by lint (switch-exhaustiveness-check).
      return state;
  }
};

/** The job a `JobCreated` starts, older events' missing fields read with today's defaults. */
export const jobFromCreation = (event: Extract<JobEvent, { type: 'JobCreated' }>): ExistingJobState => {
  const { data } = event;
  const details = data.details ?? draftDetails(data.name);
  const team = data.team ?? { ownerId: data.ownerId || null, recruiterId: null, hiringManagerId: null };
  return {
    exists: true,
    jobId: data.jobId,
    name: details.name,
    ownerId: team.ownerId,
    status: 'DRAFT',
    kind: data.kind ?? 'JOB',
    createdBy: data.createdBy ?? 'manual',
    details,
    applicationForm: data.applicationForm ?? defaultApplicationForm(),
    team,
    stages: data.stages.map(normaliseStage),
    publication: null,
    autoCloseOn: null,
    customLinks: [],
    agencyIds: [],
    pipelineTemplateId: data.pipelineTemplateId ?? null,
    clonedFromJobId: data.clonedFromJobId ?? null,
  };
};

export const evolveJob = (state: JobState, event: JobEvent): JobState => {
  if (event.type === 'JobCreated') return state.exists ? state : jobFromCreation(event);
  return state.exists ? evolveExisting(state, event) : state;
};
