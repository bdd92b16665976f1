import type { RequisitionEvent } from '@ats/domain/requisitions';
import type { RecordedEvent } from '@ats/domain/shared';
import { storable } from '../row-fold';
import type { InboxNotificationEntity, InboxNotificationType } from '../inbox/inbox-notification.entity';
import { actorNameOf, noticeRow } from '../inbox/notice-row';

/** The requisition events the inbox reads (spec 01 §3.8 "requisitions"); each carries the requisition's label. */
export const REQUISITION_NOTICE_TYPES = [
  'RequisitionApprovalRequested',
  'RequisitionApproved',
  'RequisitionRejected',
  'RequisitionRecruitersChanged',
] as const satisfies ReadonlyArray<RequisitionEvent['type']>;

export type RequisitionNoticeEvent = Extract<RequisitionEvent, { type: (typeof REQUISITION_NOTICE_TYPES)[number] }>;

export const isRequisitionNotice = (event: RecordedEvent): event is RecordedEvent & RequisitionNoticeEvent =>
  (REQUISITION_NOTICE_TYPES as readonly string[]).includes(event.type);

/**
 * Requisition notifications (spec 01 §3.8, §2.8), each opening the requisition's view
 * (`/recruiter/hiring-plan/opening/view/{requisitionId}`, chips "job name + ID {openingId}"): APPROVAL_REQUEST and
 * APPROVAL_REMINDER for the step's approvers when the approval workflow asks or reminds, REQUISITION_APPROVED /
 * REJECTED for whoever created it, REQUISITION_RECRUITER_ASSIGNED / REMOVED for those recruiters. Nobody is told of
 * their own action.
 */
export const requisitionNotificationRows = (event: RecordedEvent & RequisitionNoticeEvent): InboxNotificationEntity[] => {
  const label = event.data.label;
  const name = storable(label.requisitionName);
  const openingId = storable(label.openingId);
  const actor = event.metadata.actor;
  const actorName = actorNameOf(event);
  const row = (userId: string, type: InboxNotificationType, title: string): InboxNotificationEntity =>
    noticeRow(event, userId, type, title, {
      jobApplicationId: null,
      jobRoleId: null,
      candidateName: null,
      roleName: name,
      redirectionData: { requisitionId: event.data.requisitionId, openingId, jobName: name, actorName },
    });
  const named = `${name} (ID ${openingId})`;
  const others = (ids: readonly string[]) => ids.filter((id) => id && id !== actor.id);
  switch (event.type) {
    case 'RequisitionApprovalRequested':
      return event.data.reminder > 0
        ? others(event.data.approverIds).map((id) => row(id, 'APPROVAL_REMINDER', `Reminder: requisition ${named} is waiting for your approval`))
        : others(event.data.approverIds).map((id) => row(id, 'APPROVAL_REQUEST', `Requisition ${named} is waiting for your approval`));
    case 'RequisitionApproved':
      return others([label.createdById]).map((id) => row(id, 'REQUISITION_APPROVED', `Requisition ${named} was approved`));
    case 'RequisitionRejected':
      return others([label.createdById]).map((id) => row(id, 'REQUISITION_REJECTED', `${actorName} rejected requisition ${named}`));
    case 'RequisitionRecruitersChanged':
      return [
        ...others(event.data.added).map((id) => row(id, 'REQUISITION_RECRUITER_ASSIGNED', `${actorName} assigned you as recruiter on requisition ${named}`)),
        ...others(event.data.removed).map((id) => row(id, 'REQUISITION_RECRUITER_REMOVED', `${actorName} removed you as recruiter from requisition ${named}`)),
      ];
    default:
      return [];
  }
};
