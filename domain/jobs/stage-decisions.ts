import { DomainError } from '../shared';
import { candidateTaskError } from './candidate-tasks';
import type {
  AddStage,
  ConfigureStageAutomations,
  ConfigureStageCandidateTasks,
  DeleteStage,
  RenameStage,
  ReorderStages,
} from './job.commands';
import { JobErrors } from './job.errors';
import type { JobEvent, Stage } from './job.events';
import type { ExistingJobState } from './job.state';
import { lockedKindOf } from './pipeline';
import { automationsError, automationsForTasks, noAutomations } from './stage-automations';

const findStage = (job: ExistingJobState, stageId: string): Stage => {
  const stage = job.stages.find((candidate) => candidate.id === stageId);
  if (!stage) throw JobErrors.stageNotFound();
  return stage;
};

const editableStage = (job: ExistingJobState, stageId: string): Stage => {
  const stage = findStage(job, stageId);
  if (stage.locked) throw JobErrors.stageLocked();
  return stage;
};

/** A stage name: not empty, not one of the locked names, not another stage's (case-insensitive). */
const stageName = (job: ExistingJobState, name: string, exceptId?: string): string => {
  const trimmed = name.trim();
  if (!trimmed) throw JobErrors.stageNameRequired();
  const lower = trimmed.toLowerCase();
  const taken = job.stages.some((stage) => stage.id !== exceptId && stage.name.toLowerCase() === lower);
  if (taken || lockedKindOf(trimmed)) throw JobErrors.stageNameTaken();
  return trimmed;
};

/** New stages go between Application and Hired: positions 2 to (count − 1). */
export const addStage = (job: ExistingJobState, { data }: AddStage): JobEvent[] => {
  if (job.stages.some((stage) => stage.id === data.stageId)) throw JobErrors.stageNameTaken();
  const name = stageName(job, data.name);
  const position = Math.min(Math.max(data.position, 2), job.stages.length - 1);
  const stage: Stage = { id: data.stageId, name, kind: null, locked: false, automations: noAutomations(), tasks: [] };
  return [{ type: 'StageAdded', data: { jobId: job.jobId, stage, position } }];
};

export const renameStage = (job: ExistingJobState, { data }: RenameStage): JobEvent[] => {
  const stage = editableStage(job, data.stageId);
  const name = stageName(job, data.name, stage.id);
  if (name === stage.name) return [];
  return [{ type: 'StageRenamed', data: { jobId: job.jobId, stageId: stage.id, from: stage.name, to: name } }];
};

export const reorderStages = (job: ExistingJobState, { data }: ReorderStages): JobEvent[] => {
  const current = job.stages.map((stage) => stage.id);
  const proposed = data.stageIds;
  const sameSet = proposed.length === current.length && new Set(proposed).size === current.length && proposed.every((id) => current.includes(id));
  const lockedInPlace = job.stages.every((stage, index) => !stage.locked || proposed[index] === stage.id);
  if (!sameSet || !lockedInPlace) throw JobErrors.stageOrder();
  if (proposed.every((id, index) => id === current[index])) return [];
  return [{ type: 'StagesReordered', data: { jobId: job.jobId, stageIds: proposed } }];
};

export const deleteStage = (job: ExistingJobState, { data }: DeleteStage): JobEvent[] => {
  const stage = editableStage(job, data.stageId);
  if (data.candidateCount > 0) throw JobErrors.stageHasCandidates();
  return [{ type: 'StageDeleted', data: { jobId: job.jobId, stageId: stage.id, stageName: stage.name } }];
};

export const configureCandidateTasks = (job: ExistingJobState, { data }: ConfigureStageCandidateTasks): JobEvent[] => {
  const stage = findStage(job, data.stageId);
  if (new Set(data.tasks.map((task) => task.id)).size !== data.tasks.length) throw JobErrors.taskIdsRepeated();
  const error = data.tasks.map(candidateTaskError).find((found): found is DomainError => found !== null);
  if (error) throw error;
  const events: JobEvent[] = [
    { type: 'StageCandidateTasksConfigured', data: { jobId: job.jobId, stageId: stage.id, stageName: stage.name, tasks: data.tasks } },
  ];
  const automations = automationsForTasks(stage.automations, data.tasks);
  if (JSON.stringify(automations) !== JSON.stringify(stage.automations)) {
    events.push({ type: 'StageAutomationsConfigured', data: { jobId: job.jobId, stageId: stage.id, stageName: stage.name, automations } });
  }
  return events;
};

export const configureAutomations = (job: ExistingJobState, { data }: ConfigureStageAutomations): JobEvent[] => {
  const stage = findStage(job, data.stageId);
  const error = automationsError(data.automations, stage.tasks);
  if (error) throw error;
  return [
    {
      type: 'StageAutomationsConfigured',
      data: { jobId: job.jobId, stageId: stage.id, stageName: stage.name, automations: data.automations },
    },
  ];
};
