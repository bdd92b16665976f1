import type {
  ApprovalDecisionData,
  ApprovalFlow,
  ApprovalRoundEndedData,
  ApprovalRoundStartedData,
} from '../approval-flows';
import { eventCatalogue, type DomainEvent } from '../shared';
import type { RequisitionDetails } from './requisition-details';

/** Spec 02 §4.8: saved as draft, then submitted; goes through approval steps; approved or rejected. */
export type RequisitionStatus = 'DRAFT' | 'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED';
export const REQUISITION_STATUSES: readonly RequisitionStatus[] = ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED'];
/** Spec 02 §4.8: hiring not started → in progress (assigned to jobs and recruiters) → offer sent → hired. */
export type HiringProgress = 'NOT_STARTED' | 'IN_PROGRESS' | 'OFFER_SENT' | 'HIRED';
export const HIRING_PROGRESS: readonly HiringProgress[] = ['NOT_STARTED', 'IN_PROGRESS', 'OFFER_SENT', 'HIRED'];

/** Whom 'Mark as Hired' names: a candidate found in the product, or a new one with name and e-mail. */
export type HiredCandidate = { applicationId: string | null; name: string; email: string | null };

/** How notifications name a requisition and whom they tell of its outcome, carried by the events they read. */
export type RequisitionLabel = { requisitionName: string; openingId: string; createdById: string };

export type RequisitionCreated = DomainEvent<
  'RequisitionCreated',
  { requisitionId: string; details: RequisitionDetails; recruiterIds: string[]; createdById: string; approvalFlow: ApprovalFlow | null }
>;
export type RequisitionDetailsUpdated = DomainEvent<'RequisitionDetailsUpdated', { requisitionId: string; details: RequisitionDetails }>;
export type RequisitionApprovalFlowSet = DomainEvent<'RequisitionApprovalFlowSet', { requisitionId: string; flow: ApprovalFlow }>;
export type RequisitionApprovalRoundStarted = DomainEvent<
  'RequisitionApprovalRoundStarted',
  ApprovalRoundStartedData & { requisitionId: string; jobId: string | null }
>;
/** The approval workflow asked (reminder 0) or reminded the step's approvers: the inbox's APPROVAL_REQUEST / _REMINDER. */
export type RequisitionApprovalRequested = DomainEvent<
  'RequisitionApprovalRequested',
  { requisitionId: string; round: number; stepIndex: number; approverIds: string[]; reminder: number; label: RequisitionLabel }
>;
export type RequisitionApprovalDecided = DomainEvent<'RequisitionApprovalDecided', ApprovalDecisionData & { requisitionId: string }>;
export type RequisitionApproved = DomainEvent<'RequisitionApproved', ApprovalRoundEndedData & { requisitionId: string; label: RequisitionLabel }>;
export type RequisitionRejected = DomainEvent<'RequisitionRejected', ApprovalRoundEndedData & { requisitionId: string; note: string | null; label: RequisitionLabel }>;
export type RequisitionRecruitersChanged = DomainEvent<
  'RequisitionRecruitersChanged',
  { requisitionId: string; recruiterIds: string[]; added: string[]; removed: string[]; label: RequisitionLabel }
>;
export type RequisitionJobLinked = DomainEvent<'RequisitionJobLinked', { requisitionId: string; jobId: string }>;
export type RequisitionMarkedHired = DomainEvent<
  'RequisitionMarkedHired',
  { requisitionId: string; hiredDate: string; candidate: HiredCandidate; offerSentDate: string | null }
>;

/** What an offer linked to the requisition did (issue 10: offer sent → offer sent, signed or marked signed → hired). */
export type RequisitionOfferProgress = 'OFFER_SENT' | 'OFFER_SIGNED' | 'OFFER_WITHDRAWN';
export type RequisitionOfferProgressed = DomainEvent<
  'RequisitionOfferProgressed',
  {
    requisitionId: string;
    offerId: string;
    progress: RequisitionOfferProgress;
    at: string;
    /** The offer's application: whom a signed offer hired (an id only; absent in events recorded before it was carried). */
    applicationId?: string | null;
  }
>;

export type RequisitionEvent =
  | RequisitionCreated
  | RequisitionDetailsUpdated
  | RequisitionApprovalFlowSet
  | RequisitionApprovalRoundStarted
  | RequisitionApprovalRequested
  | RequisitionApprovalDecided
  | RequisitionApproved
  | RequisitionRejected
  | RequisitionRecruitersChanged
  | RequisitionJobLinked
  | RequisitionMarkedHired
  | RequisitionOfferProgressed;

export const requisitionEvents = eventCatalogue<RequisitionEvent>({
  RequisitionCreated: true,
  RequisitionDetailsUpdated: true,
  RequisitionApprovalFlowSet: true,
  RequisitionApprovalRoundStarted: true,
  RequisitionApprovalRequested: true,
  RequisitionApprovalDecided: true,
  RequisitionApproved: true,
  RequisitionRejected: true,
  RequisitionRecruitersChanged: true,
  RequisitionJobLinked: true,
  RequisitionMarkedHired: true,
  RequisitionOfferProgressed: true,
});
