import type { InterviewEvent, InterviewSlot, InvitationIdentity } from './interview.events';

export type InterviewStatus = 'SCHEDULED' | 'CANCELLED' | 'COMPLETED';

export type ExistingInterviewState = {
  exists: true;
  interviewId: string;
  applicationId: string;
  jobId: string;
  status: InterviewStatus;
  slot: InterviewSlot;
  durationMinutes: number;
  interviewerIds: string[];
  invitation: InvitationIdentity;
  feedbackTemplateId: string | null;
  noShow: boolean;
  /** Interviewers who submitted feedback. */
  feedbackBy: string[];
};
export type InterviewState = { exists: false } | ExistingInterviewState;

export const initialInterviewState = (): InterviewState => ({ exists: false });

const evolveExisting = (state: ExistingInterviewState, event: InterviewEvent): ExistingInterviewState => {
  switch (event.type) {
    case 'InterviewRescheduled':
      return { ...state, slot: event.data.slot, durationMinutes: event.data.durationMinutes, invitation: event.data.invitation };
    case 'InterviewersChanged': {
      const kept = state.interviewerIds.filter((id) => !event.data.removed.includes(id));
      return { ...state, interviewerIds: [...kept, ...event.data.added.filter((id) => !kept.includes(id))], invitation: event.data.invitation };
    }
    case 'InterviewCancelled':
      return { ...state, status: 'CANCELLED', invitation: event.data.invitation };
    case 'InterviewCompleted':
      return { ...state, status: 'COMPLETED' };
    case 'InterviewNoShowMarked':
      return { ...state, noShow: event.data.noShow };
    case 'InterviewFeedbackSubmitted':
      return { ...state, feedbackBy: [...state.feedbackBy, event.data.interviewerId] };
    // a second scheduling cannot happen
    case 'InterviewScheduled':
      return state;
    default:
      // A type this version does not know (a newer writer's): a stored event is a fact, never an error.
      // Exhaustiveness over the known union is checked by lint (switch-exhaustiveness-check).
      return state;
  }
};

export const evolveInterview = (state: InterviewState, event: InterviewEvent): InterviewState => {
  if (event.type === 'InterviewScheduled') {
    const { data } = event;
    return {
      exists: true,
      interviewId: data.interviewId,
      applicationId: data.applicationId,
      jobId: data.jobId,
      status: 'SCHEDULED',
      slot: data.slot,
      durationMinutes: data.durationMinutes,
      interviewerIds: data.interviewerIds,
      invitation: data.invitation,
      feedbackTemplateId: data.feedbackTemplateId,
      noShow: false,
      feedbackBy: [],
    };
  }
  return state.exists ? evolveExisting(state, event) : state;
};
