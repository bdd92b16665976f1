import type { OfferEvent } from '@ats/domain/offers';
import type { RecordedEvent } from '@ats/domain/shared';
import { storable } from '../row-fold';
import type { InboxApplicationOwnerEntity, InboxNotificationEntity, InboxNotificationType } from '../inbox/inbox-notification.entity';
import { actorNameOf, noticeRow } from '../inbox/notice-row';

/** The offer events the inbox reads (spec 01 §3.8 "offers"); each carries the offer's label. */
export const OFFER_NOTICE_TYPES = [
  'OfferApprovalRequested',
  'OfferApproved',
  'OfferApprovalRejected',
  'OfferSentToCandidate',
  'OfferSignedByCandidate',
  'OfferRejectedByCandidate',
] as const satisfies ReadonlyArray<OfferEvent['type']>;

export type OfferNoticeEvent = Extract<OfferEvent, { type: (typeof OFFER_NOTICE_TYPES)[number] }>;

/**
 * An offer event the inbox can tell of: one of those types, carrying its label. An event without one (another
 * context's test appends bare offer events to drive its own reactor) tells nobody, and never jams the consumer.
 */
export const isOfferNotice = (event: RecordedEvent): event is RecordedEvent & OfferNoticeEvent => {
  if (!(OFFER_NOTICE_TYPES as readonly string[]).includes(event.type)) return false;
  const label = (event.data as { label?: Partial<OfferNoticeEvent['data']['label']> } | null)?.label;
  return typeof label?.applicationId === 'string' && typeof label.jobId === 'string' && typeof label.jobName === 'string';
};

/** The inbox's remembered application (candidate's name, owner); unknown when the inbox never saw it. */
type Application = Pick<InboxApplicationOwnerEntity, 'ownerId' | 'candidateName'>;

/**
 * Offer notifications (spec 01 §3.8, §2.8; 03 notification preferences "Offers"), with the offer and its
 * application linked (offerSentId, jobApplicationId; chips: candidate and job):
 * - OFFER_APPROVAL_REQUEST for the step's approvers when the approval workflow asks or reminds them;
 * - OFFER_APPROVAL_APPROVED / OFFER_APPROVAL_REJECTED for whoever made the offer;
 * - OFFER_SENT, OFFER_ACCEPTED (signed) and OFFER_REJECTED (by the candidate or on their behalf) for whoever made
 *   the offer and the candidate's owner.
 * Nobody is told of their own action. The candidate's name comes from the inbox's application row (events carry
 * none), so an erased candidate's is scrubbed with the rest of the inbox.
 */
export const offerNotificationRows = (
  event: RecordedEvent & OfferNoticeEvent,
  application: Application | undefined,
): InboxNotificationEntity[] => {
  const label = event.data.label;
  const jobName = storable(label.jobName);
  const candidateName = application?.candidateName ?? null;
  const actor = event.metadata.actor;
  const actorName = actorNameOf(event);
  const row = (userId: string, type: InboxNotificationType, title: string): InboxNotificationEntity =>
    noticeRow(event, userId, type, title, {
      jobApplicationId: label.applicationId,
      jobRoleId: label.jobId,
      candidateName,
      roleName: jobName,
      redirectionData: {
        offerSentId: event.data.offerId,
        jobApplicationId: label.applicationId,
        jobRoleId: label.jobId,
        jobName,
        ...(candidateName ? { candidateName } : {}),
        actorName,
      },
    });
  const offerOf = candidateName ? `the offer to ${candidateName} for ${jobName}` : `the offer for ${jobName}`;
  const others = (ids: ReadonlyArray<string | null | undefined>) =>
    [...new Set(ids)].filter((id): id is string => Boolean(id) && id !== actor.id);
  const senders = others([label.createdById, application?.ownerId]);
  switch (event.type) {
    case 'OfferApprovalRequested': {
      const title = `${event.data.reminder > 0 ? 'Reminder: ' : ''}${offerOf[0]!.toUpperCase()}${offerOf.slice(1)} is waiting for your approval`;
      return others(event.data.approverIds).map((id) => row(id, 'OFFER_APPROVAL_REQUEST', title));
    }
    case 'OfferApproved':
      return others([label.createdById]).map((id) => row(id, 'OFFER_APPROVAL_APPROVED', `${offerOf[0]!.toUpperCase()}${offerOf.slice(1)} was approved`));
    case 'OfferApprovalRejected':
      return others([label.createdById]).map((id) => row(id, 'OFFER_APPROVAL_REJECTED', `${actorName} rejected ${offerOf}`));
    case 'OfferSentToCandidate':
      return senders.map((id) => row(id, 'OFFER_SENT', `${actorName} sent ${offerOf}`));
    case 'OfferSignedByCandidate':
      return senders.map((id) => row(id, 'OFFER_ACCEPTED', `${candidateName ?? 'The candidate'} signed the offer for ${jobName}`));
    case 'OfferRejectedByCandidate':
      return senders.map((id) =>
        row(
          id,
          'OFFER_REJECTED',
          event.data.onBehalf
            ? `${actorName} rejected ${offerOf} on the candidate's behalf`
            : `${candidateName ?? 'The candidate'} rejected the offer for ${jobName}`,
        ),
      );
    default:
      return [];
  }
};
