import type { ApplicationEvent, ApplicationStatus, CandidateOrigin } from '../applications';

/**
 * What a bulk action may change of an application and an undo restores (spec: stage, archived state and reason,
 * owner, tags, origin, source, job), folded from the application's own events: its decider state keeps neither the archival reason
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
  /** Absent in results recorded before origin and source could change (nothing to restore there). */
  origin?: CandidateOrigin;
  source?: string | null;
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
      origin: data.origin,
      source: data.source,
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
  if (typed.type === 'ApplicationOriginSourceChanged') return { ...state, origin: typed.data.origin, source: typed.data.source };
  if (typed.type === 'ApplicationMovedToJob') {
    return { ...state, jobId: typed.data.jobId, stageId: typed.data.toStageId, stageName: typed.data.toStageName };
  }
  return state;
};

export const itemStateOf = (events: ReadonlyArray<{ type: string; data: unknown }>): ApplicationItemState | null =>
  events.reduce<ApplicationItemState | null>(evolveItemState, null);
