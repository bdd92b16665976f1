import type { ApprovalAction, ApprovalFlowDraft } from '../approval-flows';
import type { Command } from '../shared';
import type { RequisitionDetails } from './requisition-details';
import type { HiredCandidate, RequisitionOfferProgress } from './requisition.events';

export type CreateRequisition = Command<
  'CreateRequisition',
  {
    requisitionId: string;
    details: RequisitionDetails;
    recruiterIds: string[];
    /** The requisition's own flow; the API fills in the company's default flow when the request has none. */
    approvalFlow: ApprovalFlowDraft | null;
    /** Submit for approval at once, or keep as a draft. */
    submit: boolean;
  }
>;
export type UpdateRequisition = Command<
  'UpdateRequisition',
  { details: RequisitionDetails; recruiterIds?: string[]; approvalFlow?: ApprovalFlowDraft | null }
>;
export type SubmitRequisition = Command<'SubmitRequisition', { approvalFlow?: ApprovalFlowDraft | null }>;
export type DecideRequisitionApproval = Command<'DecideRequisitionApproval', ApprovalAction>;
/** From the approval workflow's activity: record a request or reminder unless the round moved on. */
export type RequestRequisitionApproval = Command<
  'RequestRequisitionApproval',
  { round: number; stepIndex: number; approverIds: string[]; reminder: number }
>;
export type ChangeRequisitionRecruiters = Command<'ChangeRequisitionRecruiters', { recruiterIds: string[] }>;
export type LinkRequisitionJob = Command<'LinkRequisitionJob', { jobId: string }>;
export type MarkRequisitionHired = Command<
  'MarkRequisitionHired',
  { hiredDate: string; candidate: HiredCandidate | null; offerSentDate?: string | null }
>;

/** From the offer reactor: an offer linked to this requisition was sent, signed (or marked signed), or recalled; the offer's application too. */
export type RecordRequisitionOfferProgress = Command<
  'RecordRequisitionOfferProgress',
  { offerId: string; progress: RequisitionOfferProgress; applicationId?: string | null }
>;

export type RequisitionCommand =
  | CreateRequisition
  | UpdateRequisition
  | SubmitRequisition
  | DecideRequisitionApproval
  | RequestRequisitionApproval
  | ChangeRequisitionRecruiters
  | LinkRequisitionJob
  | MarkRequisitionHired
  | RecordRequisitionOfferProgress;
