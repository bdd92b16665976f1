import type { ApplicationEvent, ApplicationStatus } from '../applications';

/**
 * What a bulk action may change of an application and an undo restores (spec: stage, archived state and reason,
 * owner, tags), folded from the application's own events: its decider state keeps neither the archival reason
 * nor the owner's name, which restoring needs.
 */
export type ApplicationItemState = {
  jobId: string;
  stageId: string;
  stageName: string;
  status: ApplicationStatus;
  archivalReasonId: string | null;
  reason: string | null;
  ownerId: string;
  ownerName: string;
  tags: string[];
};

export const evolveItemState = (state: ApplicationItemState | null, event: { type: string; data: unknown }): ApplicationItemState | null => {
  const typed = event as ApplicationEvent;
  if (typed.type === 'CandidateAddedToJob') {
    const data = typed.data;
    return {
      jobId: data.jobId,
      stageId: data.stageId,
      stageName: data.stageName,
      status: 'ACTIVE',
      archivalReasonId: null,
      reason: null,
      ownerId: data.ownerId,
      ownerName: data.ownerName,
      tags: [],
    };
  }
  if (!state) return state;
  // An if-chain, not a switch: only these events change what an undo restores; every other one leaves it.
  if (typed.type === 'ApplicationMovedToStage' || typed.type === 'ApplicationRestaged') {
    return { ...state, stageId: typed.data.toStageId, stageName: typed.data.toStageName };
  }
  if (typed.type === 'ApplicationArchived') {
    return { ...state, status: 'ARCHIVED', archivalReasonId: typed.data.archivalReasonId, reason: typed.data.reason };
  }
  if (typed.type === 'ApplicationUnarchived') return { ...state, status: 'ACTIVE', archivalReasonId: null, reason: null };
  if (typed.type === 'ApplicationOwnerChanged') return { ...state, ownerId: typed.data.toOwnerId, ownerName: typed.data.toOwnerName };
  if (typed.type === 'ApplicationTagsChanged') return { ...state, tags: typed.data.tags };
  return state;
};

export const itemStateOf = (events: ReadonlyArray<{ type: string; data: unknown }>): ApplicationItemState | null =>
  events.reduce<ApplicationItemState | null>(evolveItemState, null);
