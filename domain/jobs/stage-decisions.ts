import { DomainError } from '../shared';
import { candidateTaskError } from './candidate-tasks';
import type {
  AddStage,
  ChangeJobPipeline,
  ConfigureStageAutomations,
  ConfigureStageCandidateTasks,
  DeleteStage,
  RenameStage,
  ReorderStages,
} from './job.commands';
import { JobErrors } from './job.errors';
import type { JobEvent, Stage, StageMove } from './job.events';
import type { ExistingJobState } from './job.state';
import { buildPipeline, checkPipeline, lockedKindOf } from './pipeline';
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

/** Deleted at once when empty; with candidates only as 'Move candidates and delete stage' (spec 02 §4.3). */
export const deleteStage = (job: ExistingJobState, { data }: DeleteStage): JobEvent[] => {
  const stage = editableStage(job, data.stageId);
  const target = data.moveToStageId ? job.stages.find((candidate) => candidate.id === data.moveToStageId) : undefined;
  if (data.moveToStageId && (!target || target.id === stage.id)) throw JobErrors.moveTargetInvalid();
  if (data.candidateCount > 0 && !target) throw JobErrors.stageHasCandidates();
  const candidatesMovedTo = target && data.candidateCount > 0 ? { stageId: target.id, stageName: target.name } : null;
  return [{ type: 'StageDeleted', data: { jobId: job.jobId, stageId: stage.id, stageName: stage.name, candidatesMovedTo } }];
};

/**
 * Another template's stages for the job (spec 02 §4.3): locked stages map to their kind automatically and keep
 * their ids, settings and candidates; every other stage with candidates must be mapped to a new stage.
 */
export const changePipeline = (job: ExistingJobState, { data }: ChangeJobPipeline): JobEvent[] => {
  if (!data.pipelineTemplateId) throw JobErrors.pipelineTemplateRequired();
  checkPipeline(data.stages);
  const current = new Map(job.stages.map((stage) => [stage.kind, stage]));
  const stages = buildPipeline(data.stages).map((stage) => {
    const locked = stage.kind ? current.get(stage.kind) : undefined;
    return locked ? { ...locked, name: stage.name } : stage;
  });
  const byId = new Map(stages.map((stage) => [stage.id, stage]));
  const moves: StageMove[] = [];
  for (const old of job.stages) {
    if (old.kind) continue;
    const target = byId.get(data.mapping[old.id] ?? '');
    if (data.mapping[old.id] !== undefined && !target) throw JobErrors.moveTargetInvalid();
    if (!target) {
      if ((data.candidateCounts[old.id] ?? 0) > 0) throw JobErrors.unmappedStageWithCandidates(old.name);
      continue;
    }
    moves.push({ fromStageId: old.id, fromStageName: old.name, toStageId: target.id, toStageName: target.name });
  }
  return [{ type: 'JobPipelineChanged', data: { jobId: job.jobId, pipelineTemplateId: data.pipelineTemplateId, stages, moves } }];
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
