import { evolveApprovalRound, startApprovalRound, type ApprovalFlow, type ApprovalRound } from '../approval-flows';
import type { RequisitionDetails } from './requisition-details';
import type { HiredCandidate, HiringProgress, RequisitionEvent, RequisitionStatus } from './requisition.events';

export type ExistingRequisitionState = {
  exists: true;
  requisitionId: string;
  details: RequisitionDetails;
  recruiterIds: string[];
  createdById: string;
  status: RequisitionStatus;
  approvalFlow: ApprovalFlow | null;
  /** The latest approval round, kept until the next one starts. */
  round: ApprovalRound | null;
  jobIds: string[];
  /** Offers linked to it that are out with candidates (sent, not recalled). */
  offersOut: string[];
  hiringProgress: HiringProgress;
  /** Whom and when the requisition hired; absent in states folded before it was kept. */
  hired?: RequisitionHire | null;
};

/**
 * The hire: by 'Mark as Hired' (the candidate as recorded), or by a signed offer (its id and application: readers
 * name the candidate from the application, as offers do, so no candidate's data is copied here).
 */
export type RequisitionHire = {
  date: string;
  candidate: HiredCandidate | null;
  offerSentDate: string | null;
  offerId?: string;
  applicationId?: string | null;
};
export type RequisitionState = { exists: false } | ExistingRequisitionState;

export const initialRequisitionState = (): RequisitionState => ({ exists: false });

/** Spec 02 §4.8: in progress once the approved opening is assigned to a job (recruiters are required already). */
const progressOf = (state: ExistingRequisitionState): HiringProgress => {
  if (state.hiringProgress === 'HIRED') return 'HIRED';
  if ((state.offersOut ?? []).length > 0) return 'OFFER_SENT';
  return state.status === 'APPROVED' && state.jobIds.length > 0 ? 'IN_PROGRESS' : 'NOT_STARTED';
};

const evolveExisting = (state: ExistingRequisitionState, event: RequisitionEvent): ExistingRequisitionState => {
  switch (event.type) {
    case 'RequisitionDetailsUpdated':
      return { ...state, details: event.data.details };
    case 'RequisitionApprovalFlowSet':
      return { ...state, approvalFlow: event.data.flow };
    case 'RequisitionApprovalRoundStarted':
      return { ...state, status: 'PENDING_APPROVAL', approvalFlow: event.data.flow, round: startApprovalRound(event.data) };
    case 'RequisitionApprovalDecided':
      return state.round ? { ...state, round: evolveApprovalRound(state.round, event.data) } : state;
    case 'RequisitionApproved':
      return { ...state, status: 'APPROVED' };
    case 'RequisitionRejected':
      return { ...state, status: 'REJECTED' };
    case 'RequisitionRecruitersChanged':
      return { ...state, recruiterIds: event.data.recruiterIds };
    case 'RequisitionJobLinked':
      return { ...state, jobIds: [...state.jobIds, event.data.jobId] };
    case 'RequisitionMarkedHired':
      return { ...state, hiringProgress: 'HIRED', hired: { date: event.data.hiredDate, candidate: event.data.candidate, offerSentDate: event.data.offerSentDate } };
    case 'RequisitionOfferProgressed': {
      const out = (state.offersOut ?? []).filter((id) => id !== event.data.offerId);
      if (event.data.progress === 'OFFER_SIGNED') {
        const hired: RequisitionHire = {
          date: event.data.at.slice(0, 10),
          candidate: null,
          offerSentDate: null,
          offerId: event.data.offerId,
          applicationId: event.data.applicationId ?? null,
        };
        return { ...state, offersOut: out, hiringProgress: 'HIRED', hired };
      }
      return { ...state, offersOut: event.data.progress === 'OFFER_SENT' ? [...out, event.data.offerId] : out };
    }
    case 'RequisitionCreated':
    case 'RequisitionApprovalRequested':
      return state;
  }
};

export const evolveRequisition = (state: RequisitionState, event: RequisitionEvent): RequisitionState => {
  if (event.type === 'RequisitionCreated') {
    return {
      exists: true,
      requisitionId: event.data.requisitionId,
      details: event.data.details,
      recruiterIds: event.data.recruiterIds,
      createdById: event.data.createdById,
      status: 'DRAFT',
      approvalFlow: event.data.approvalFlow,
      round: null,
      jobIds: event.data.details.existingJobId ? [event.data.details.existingJobId] : [],
      offersOut: [],
      hiringProgress: 'NOT_STARTED',
    };
  }
  if (!state.exists) return state;
  const next = evolveExisting(state, event);
  return { ...next, hiringProgress: progressOf(next) };
};
