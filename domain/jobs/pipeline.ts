import type { Stage, StageKind } from './job.events';
import { JobErrors } from './job.errors';
import { noAutomations } from './stage-automations';

/** The default pipeline: locked Sourced, Application and Hired with the usual stages between. */
export const DEFAULT_STAGE_NAMES = ['Sourced', 'Application', 'Screening', 'Interview', 'Offer', 'Hired'] as const;

const LOCKED_KINDS: Readonly<Record<string, StageKind>> = {
  sourced: 'SOURCED',
  application: 'APPLICATION',
  hired: 'HIRED',
};

export const lockedKindOf = (name: string): StageKind | null => LOCKED_KINDS[name.trim().toLowerCase()] ?? null;

/**
 * Orders stage names into a pipeline that always has the locked stages: Sourced and Application first,
 * Hired last, the caller's other stages between in the caller's order.
 */
export const pipelineStageNames = (names: readonly string[]): string[] => {
  const middle = names.map((name) => name.trim()).filter((name) => lockedKindOf(name) === null);
  return ['Sourced', 'Application', ...middle, 'Hired'];
};

/** Stages from (id, name) pairs already ordered by `pipelineStageNames`. */
export const buildPipeline = (stages: ReadonlyArray<{ id: string; name: string }>): Stage[] =>
  stages.map(({ id, name }) => {
    const kind = lockedKindOf(name);
    return { id, name: name.trim(), kind, locked: kind !== null, automations: noAutomations(), tasks: [] };
  });

export const stageOfKind = (stages: readonly Stage[], kind: StageKind): Stage | undefined =>
  stages.find((stage) => stage.kind === kind);

export const stageIndex = (stages: readonly Stage[], stageId: string): number =>
  stages.findIndex((stage) => stage.id === stageId);

/** A pipeline's names: none empty, none twice (case-insensitive), Sourced and Application first and Hired last. */
export const checkPipeline = (stages: ReadonlyArray<{ name: string }>): void => {
  const names = stages.map((stage) => stage.name.trim().toLowerCase());
  if (names.some((stageName) => stageName.length === 0)) throw JobErrors.stageNameRequired();
  if (new Set(names).size !== names.length) throw JobErrors.stageNameTaken();
  const kinds = stages.map((stage) => lockedKindOf(stage.name));
  const lockedInPlace = kinds[0] === 'SOURCED' && kinds[1] === 'APPLICATION' && kinds[kinds.length - 1] === 'HIRED';
  if (!lockedInPlace) throw JobErrors.lockedStagesMissing();
};
