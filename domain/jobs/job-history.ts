import type { Actor } from '../shared';
import { jobEvents, type JobEvent } from './job.events';

/** One line of a job's activity as the publish page shows it; the web client words `details` in the reader's language. */
export type JobHistoryDetails = {
  type: JobEvent['type'] | 'Unrecognised';
  /** The stage, link source, date or status the line is about, when it is about one. */
  subject: string | null;
  /** A second name where the line has one (a stage's new name). */
  to: string | null;
};

const byWhom = (actor: Actor): string => (actor.kind === 'automation' ? `automation (${actor.name})` : actor.name);

const what = (event: JobEvent): { text: string; subject?: string | null; to?: string | null } => {
  switch (event.type) {
    case 'JobCreated':
      return event.data.clonedFromJobId ? { text: `Cloned the job as a draft`, subject: event.data.name } : { text: `Created the job`, subject: event.data.name };
    case 'JobDetailsUpdated':
      return { text: 'Updated the job details' };
    case 'ApplicationFormConfigured':
      return { text: 'Updated the application form' };
    case 'JobTeamAssigned':
      return { text: 'Changed the job owner, recruiter or hiring manager' };
    case 'JobPublished':
      return { text: 'Published the job' };
    case 'JobPublicationChanged':
      return { text: 'Changed where the job is published' };
    case 'JobRepublished':
      return { text: 'Published the job again' };
    case 'JobClosed':
      return event.data.reason === 'AUTO_CLOSE' ? { text: 'Closed the job on its auto-close date', subject: 'AUTO_CLOSE' } : { text: 'Closed the job' };
    case 'JobMovedToDraft':
      return { text: 'Moved the job back to draft' };
    case 'JobDeleted':
      return { text: 'Deleted the job' };
    case 'JobAutoCloseDateSet':
      return event.data.autoCloseOn
        ? { text: `Set the auto-close date to ${event.data.autoCloseOn}`, subject: event.data.autoCloseOn }
        : { text: 'Removed the auto-close date' };
    case 'CustomLinkAdded':
      return { text: `Added the custom link ${event.data.source}`, subject: event.data.source };
    case 'CustomLinkClosed':
      return { text: `Closed the custom link ${event.data.source}`, subject: event.data.source };
    case 'CustomLinksDeleted':
      return { text: `Deleted the custom link(s) ${event.data.sources.join(', ')}`, subject: event.data.sources.join(', ') };
    case 'JobAgenciesAssigned':
      return { text: 'Changed the agencies assigned to the job' };
    case 'StageAdded':
      return { text: `Added the stage ${event.data.stage.name}`, subject: event.data.stage.name };
    case 'StageRenamed':
      return { text: `Renamed the stage ${event.data.from} to ${event.data.to}`, subject: event.data.from, to: event.data.to };
    case 'StagesReordered':
      return { text: 'Reordered the stages' };
    case 'StageDeleted':
      return event.data.candidatesMovedTo
        ? {
            text: `Moved the candidates of ${event.data.stageName} to ${event.data.candidatesMovedTo.stageName} and deleted the stage`,
            subject: event.data.stageName,
            to: event.data.candidatesMovedTo.stageName,
          }
        : { text: `Deleted the stage ${event.data.stageName}`, subject: event.data.stageName };
    case 'JobPipelineChanged':
      return { text: `Changed the stage pipeline to ${event.data.stages.map((stage) => stage.name).join(', ')}` };
    case 'StageCandidateTasksConfigured':
      return { text: `Changed the candidate tasks of the ${event.data.stageName} stage`, subject: event.data.stageName };
    case 'StageAutomationsConfigured':
      return { text: `Changed the automations of the ${event.data.stageName} stage`, subject: event.data.stageName };
  }
};

/** Plain words for the job's activity history: who did what; an unknown (newer) type is shown, never fatal. */
export const describeJobEvent = (stored: { type: string; data: unknown }, actor: Actor): { summary: string; details: JobHistoryDetails } => {
  if (!jobEvents.includes(stored)) {
    return { summary: `${stored.type} recorded by ${byWhom(actor)}`, details: { type: 'Unrecognised', subject: stored.type, to: null } };
  }
  const { text, subject = null, to = null } = what(stored);
  return { summary: `${text} (by ${byWhom(actor)})`, details: { type: stored.type, subject, to } };
};
