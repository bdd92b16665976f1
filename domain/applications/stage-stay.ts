import type { ApplicationEvent } from './application.events';

/**
 * How an event changes where an active application waits: which stage stay it ends, which it starts.
 * Process starters use this to start and end the auto-archive workflow of a stage.
 */
export type StageStayChange = { ended: string | null; started: string | null };

export const stageStayChange = (event: ApplicationEvent): StageStayChange => {
  switch (event.type) {
    case 'CandidateAddedToJob':
      return { ended: null, started: event.data.stageId };
    case 'ApplicationMovedToStage':
      return { ended: event.data.fromStageId, started: event.data.toStageId };
    case 'ApplicationArchived':
      return { ended: event.data.stageId, started: null };
    case 'ApplicationUnarchived':
      return { ended: null, started: event.data.stageId };
    case 'ApplicationRestaged':
      // An archived application waits nowhere: its move starts and ends no stay.
      return event.data.active ? { ended: event.data.fromStageId, started: event.data.toStageId } : { ended: null, started: null };
    case 'ApplicationMovedToJob':
      return { ended: event.data.fromStageId, started: event.data.toStageId };
    case 'ApplicationDeleted':
      return { ended: event.data.active ? event.data.stageId : null, started: null };
    case 'CommentAdded':
    case 'CommentEdited':
    case 'CommentDeleted':
    case 'ApplicationOwnerChanged':
    case 'ApplicationTagsChanged':
    case 'ApplicationOriginSourceChanged':
      // A comment, an owner or a tag says something about the candidate; none moves them.
      return { ended: null, started: null };
  }
};
