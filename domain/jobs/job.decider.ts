import { assertNever, type Decider } from '../shared';
import type { JobCommand } from './job.commands';
import { JobErrors } from './job.errors';
import type { JobEvent, JobStatus, Stage } from './job.events';
import { buildPipeline, lockedKindOf } from './pipeline';

export type JobState =
  | { exists: false }
  | { exists: true; jobId: string; name: string; ownerId: string | null; status: JobStatus; stages: Stage[] };

export const initialJobState = (): JobState => ({ exists: false });

export const evolveJob = (state: JobState, event: JobEvent): JobState => {
  switch (event.type) {
    case 'JobCreated':
      return {
        exists: true,
        jobId: event.data.jobId,
        name: event.data.name,
        ownerId: event.data.ownerId,
        status: 'DRAFT',
        stages: event.data.stages,
      };
    case 'JobPublished':
      return state.exists ? { ...state, status: 'PUBLISHED' } : state;
    case 'StageAutomationsConfigured':
      return state.exists
        ? {
            ...state,
            stages: state.stages.map((stage) =>
              stage.id === event.data.stageId ? { ...stage, automations: event.data.automations } : stage,
            ),
          }
        : state;
    default:
      // A type this version does not know (a newer writer's): a stored event is a fact, never an error.
      // Exhaustiveness over the known union is checked by lint (switch-exhaustiveness-check).
      return state;
  }
};

export const decideJob = (command: JobCommand, state: JobState): JobEvent[] => {
  switch (command.type) {
    case 'CreateJob': {
      if (state.exists) throw JobErrors.alreadyExists();
      const name = command.data.name.trim();
      if (name.length === 0) throw JobErrors.titleRequired();
      const names = command.data.stages.map((stage) => stage.name.trim().toLowerCase());
      if (names.some((stageName) => stageName.length === 0)) throw JobErrors.stageNameRequired();
      if (new Set(names).size !== names.length) throw JobErrors.stageNameTaken();
      const kinds = command.data.stages.map((stage) => lockedKindOf(stage.name));
      const lockedInPlace =
        kinds[0] === 'SOURCED' && kinds[1] === 'APPLICATION' && kinds[kinds.length - 1] === 'HIRED';
      if (!lockedInPlace) throw JobErrors.lockedStagesMissing();
      return [
        {
          type: 'JobCreated',
          data: {
            jobId: command.data.jobId,
            name,
            ownerId: command.data.ownerId,
            stages: buildPipeline(command.data.stages),
          },
        },
      ];
    }
    case 'PublishJob': {
      if (!state.exists) throw JobErrors.notFound();
      if (state.status === 'PUBLISHED') throw JobErrors.alreadyPublished();
      if (!state.ownerId) throw JobErrors.noJobOwner();
      return [{ type: 'JobPublished', data: { jobId: state.jobId } }];
    }
    case 'ConfigureStageAutomations': {
      if (!state.exists) throw JobErrors.notFound();
      const stage = state.stages.find((candidate) => candidate.id === command.data.stageId);
      if (!stage) throw JobErrors.stageNotFound();
      const days = command.data.automations.archiveUnresponsiveAfterDays;
      if (days !== null && (!Number.isInteger(days) || days < 1)) throw JobErrors.archiveUnresponsiveDays();
      return [
        {
          type: 'StageAutomationsConfigured',
          data: { jobId: state.jobId, stageId: stage.id, stageName: stage.name, automations: command.data.automations },
        },
      ];
    }
    default:
      return assertNever(command);
  }
};

export const jobDecider: Decider<JobState, JobCommand, JobEvent> = {
  initialState: initialJobState,
  evolve: evolveJob,
  decide: (command, state) => decideJob(command, state),
};
