import type { DataSource } from 'typeorm';
import { requisitionDecider, RequisitionErrors, type RequisitionOfferProgress } from '@ats/domain/requisitions';
import { isDomainError, streamId, type RecordedEvent } from '@ats/domain/shared';
import { writeCheckpoint } from '@ats/projections/checkpoints/checkpoints';
import { decideAndAppend } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store.port';
import type { LogConsumer } from '../pipeline/event-pipeline';

/** The offer events that move a linked requisition's hiring progress (issue 10, spec 02 §4.8). */
export const OFFER_PROGRESS: Readonly<Record<string, RequisitionOfferProgress>> = {
  OfferSentToCandidate: 'OFFER_SENT',
  OfferSignedByCandidate: 'OFFER_SIGNED',
  OfferMarkedAsSigned: 'OFFER_SIGNED',
  OfferRecalled: 'OFFER_WITHDRAWN',
  OfferRejectedByCandidate: 'OFFER_WITHDRAWN',
};

export const REQUISITION_OFFER_REACTOR = 'requisition-offer-progress';

/** The requisition an offer was created for, and its application, from the offer's own first event (the truth, not a read model). */
const requisitionOf = async (store: EventStore, offerStream: string): Promise<{ requisitionId: string; applicationId: string | null } | null> => {
  const [created] = await store.readStream(offerStream, { maxCount: 1 });
  const data = created?.type === 'OfferCreated' ? (created.data as { requisitionId?: string | null; applicationId?: string | null }) : null;
  return data?.requisitionId ? { requisitionId: data.requisitionId, applicationId: data.applicationId ?? null } : null;
};

/**
 * Hiring progress driven by offers: when an offer linked to a requisition is sent, signed (or marked signed),
 * recalled or refused, the requisition's stream records it (RecordRequisitionOfferProgress), so its progress moves
 * to offer sent or hired (a signed offer's application is whom it hired). The command id is the offer event's id: a replayed batch appends nothing twice. A
 * requisition that is gone (another company's, say) is passed over.
 */
export const requisitionOfferReactor = (store: EventStore, dataSource: DataSource): LogConsumer => ({
  name: REQUISITION_OFFER_REACTOR,
  canHandle: new Set(Object.keys(OFFER_PROGRESS)),
  async handle(events: RecordedEvent[], through: bigint) {
    for (const event of events) {
      const linked = await requisitionOf(store, event.streamId);
      if (!linked) continue;
      const { requisitionId, applicationId } = linked;
      const offerId = (event.data as { offerId: string }).offerId;
      try {
        await decideAndAppend(
          store,
          { id: streamId('requisition', requisitionId), entityId: requisitionId, notFound: RequisitionErrors.notFound },
          requisitionDecider,
          { type: 'RecordRequisitionOfferProgress', data: { offerId, progress: OFFER_PROGRESS[event.type], applicationId } },
          {
            companyId: event.metadata.companyId,
            actor: { kind: 'automation', id: REQUISITION_OFFER_REACTOR, name: 'Offer' },
            commandId: `offer-progress:${event.metadata.eventId}`,
            causationId: event.metadata.eventId,
            correlationId: event.metadata.correlationId,
          },
        );
      } catch (error) {
        if (!isDomainError(error) || error.code !== 'requisition-not-found') throw error;
      }
    }
    await writeCheckpoint(dataSource.manager, REQUISITION_OFFER_REACTOR, through);
  },
});
