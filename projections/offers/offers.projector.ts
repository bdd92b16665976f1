import { flowApproverIds } from '@ats/domain/approval-flows';
import { offerEvents, type OfferEvent, type OfferStatus } from '@ats/domain/offers';
import type { RecordedEvent } from '@ats/domain/shared';
import { defineProjection } from '../projector';
import { foldIntoRows } from '../row-fold';
import { OfferRowEntity } from './offer-row.entity';

type Row = OfferRowEntity;

const STATUS_AFTER: Partial<Record<OfferEvent['type'], OfferStatus>> = {
  OfferApprovalRoundStarted: 'APPROVAL_PENDING',
  OfferApproved: 'REQUEST_APPROVED',
  OfferApprovalRejected: 'REQUEST_REJECTED',
  OfferSentToCandidate: 'PENDING_ON_CANDIDATE',
  OfferSignedByCandidate: 'CANDIDATE_SIGNED',
  OfferRejectedByCandidate: 'CANDIDATE_REJECTED',
  OfferRecalled: 'OFFER_RECALLED',
  OfferMarkedAsSigned: 'MARKED_AS_SIGNED',
};

export const evolveOfferRow = (row: Row | undefined, event: RecordedEvent & OfferEvent): Row | undefined => {
  const at = new Date(event.metadata.occurredAt);
  if (event.type === 'OfferCreated') {
    const { data } = event;
    // an offer without its application or label is none this read model can list (another context's test
    // appends bare OfferCreated events to drive its own reactor): skipped, never a projection stuck on it
    if (!data.label || !data.applicationId || !data.jobId || !data.templateId) return row;
    return {
      offerId: data.offerId,
      companyId: event.metadata.companyId,
      applicationId: data.applicationId,
      jobId: data.jobId,
      jobName: data.label.jobName,
      templateId: data.templateId,
      templateName: data.templateName,
      requisitionId: data.requisitionId,
      status: 'APPROVAL_PENDING',
      approvalRound: 0,
      pendingApproverIds: [],
      createdBy: data.label.createdById,
      createdAt: at,
      sentAt: null,
      updatedAt: at,
      revision: event.revision,
    };
  }
  if (!row) return undefined;
  const status = STATUS_AFTER[event.type] ?? row.status;
  return {
    ...row,
    status,
    approvalRound: event.type === 'OfferApprovalRoundStarted' ? event.data.round : row.approvalRound,
    // A round's approvers stay 'in use' until the round ends, whatever ends it (approved, rejected, recalled).
    pendingApproverIds:
      event.type === 'OfferApprovalRoundStarted'
        ? flowApproverIds(event.data.flow)
        : status === 'APPROVAL_PENDING'
          ? (row.pendingApproverIds ?? [])
          : [],
    sentAt: event.type === 'OfferSentToCandidate' ? at : row.sentAt,
    updatedAt: at,
    revision: event.revision,
  };
};

/** The offers of each application and company, as the profile's offer section and the offers list show them. */
export const offersProjector = defineProjection<OfferEvent>({
  name: 'offers',
  canHandle: offerEvents.types,
  async reset(manager) {
    await manager.query('TRUNCATE rm_offers');
  },
  handle: (events, manager) =>
    foldIntoRows(manager, { entity: OfferRowEntity, key: 'offerId', rowKey: (event) => event.data.offerId, evolve: evolveOfferRow }, events),
});
