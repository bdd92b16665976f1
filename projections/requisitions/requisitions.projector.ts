import { awaitingApprovers, flowApproverIds } from '@ats/domain/approval-flows';
import { evolveRequisition, requisitionEvents, type ExistingRequisitionState, type RequisitionEvent } from '@ats/domain/requisitions';
import type { RecordedEvent } from '@ats/domain/shared';
import { defineProjection } from '../projector';
import { foldIntoRows } from '../row-fold';
import { RequisitionRowEntity } from './requisition-row.entity';

const columnsOf = (requisition: ExistingRequisitionState) => {
  const pending = requisition.round?.status === 'PENDING' ? requisition.round : null;
  return {
    openingId: requisition.details.openingId,
    requisitionName: requisition.details.requisitionName,
    roleName: requisition.details.roleName,
    status: requisition.status,
    hiringProgress: requisition.hiringProgress,
    departmentId: requisition.details.departmentId,
    locationId: requisition.details.locationId,
    hiringManagerId: requisition.details.hiringManagerId,
    createdById: requisition.createdById,
    recruiterIds: requisition.recruiterIds,
    approverIds: requisition.round ? flowApproverIds(requisition.round.flow) : [],
    pendingApproverIds: pending ? flowApproverIds(pending.flow) : [],
    awaitingApproverIds: pending ? awaitingApprovers(pending) : [],
    headcount: requisition.details.headcount,
    targetHiredDate: requisition.details.targetHiredDate,
    requisition,
  };
};

const evolveRow = (row: RequisitionRowEntity | undefined, event: RecordedEvent & RequisitionEvent): RequisitionRowEntity | undefined => {
  const at = new Date(event.metadata.occurredAt);
  const next = evolveRequisition(row?.requisition ?? { exists: false }, event);
  if (!next.exists) return undefined;
  return {
    id: next.requisitionId,
    companyId: row?.companyId ?? event.metadata.companyId,
    ...columnsOf(next),
    hiredDate:
      event.type === 'RequisitionMarkedHired'
        ? event.data.hiredDate
        : event.type === 'RequisitionOfferProgressed' && event.data.progress === 'OFFER_SIGNED' && !row?.hiredDate
          ? event.data.at.slice(0, 10)
          : (row?.hiredDate ?? null),
    // Time to fill runs from the latest recruiter assignment (spec 02 §8: not when the hire precedes it).
    recruiterAssignedAt: event.type === 'RequisitionRecruitersChanged' && event.data.added.length > 0 ? at : (row?.recruiterAssignedAt ?? at),
    approvedAt: event.type === 'RequisitionApproved' ? at : next.status === 'APPROVED' ? (row?.approvedAt ?? null) : null,
    revision: event.revision,
    createdAt: row?.createdAt ?? at,
    updatedAt: at,
  };
};

export const requisitionsProjector = defineProjection<RequisitionEvent>({
  name: 'requisitions',
  canHandle: requisitionEvents.types,
  async reset(manager) {
    await manager.query('TRUNCATE rm_requisitions');
  },
  async handle(events, manager) {
    await foldIntoRows(manager, { entity: RequisitionRowEntity, key: 'id', rowKey: (event) => event.data.requisitionId, evolve: evolveRow }, events);
  },
});
