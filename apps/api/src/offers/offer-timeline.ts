import type { EntityManager } from 'typeorm';
import { describeOfferEvent } from '@ats/domain/offers';
import { streamId, type Actor, type RecordedEvent } from '@ats/domain/shared';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { offersOfApplication } from '@ats/projections/offers/offers.query';

/** One offer event for an application's timeline, with the template its offer was made from. */
export type OfferTimelineItem = { recorded: RecordedEvent; templateName: string };

/** Every event of the application's offers (the offers read model names them), each stream read from its start. */
export const offerTimelineEvents = async (
  store: EventStore,
  manager: EntityManager,
  companyId: string,
  applicationId: string,
): Promise<OfferTimelineItem[]> => {
  const offers = await offersOfApplication(manager, companyId, applicationId);
  const streams = await Promise.all(offers.map(async (offer) => ({ offer, events: await store.readStream(streamId('offer', offer.offerId)) })));
  return streams.flatMap(({ offer, events }) =>
    events.filter((event) => event.metadata.companyId === companyId).map((recorded) => ({ recorded, templateName: offer.templateName })),
  );
};

const byWhom = (actor: Actor): string => (actor.kind === 'automation' ? `automation (${actor.name})` : actor.name);

/** An offer event as a timeline line, or null for one the timeline leaves out (the workflow's asks and reminders). */
export const describeOfferTimelineItem = ({ recorded, templateName }: OfferTimelineItem) =>
  describeOfferEvent(recorded, templateName, byWhom(recorded.metadata.actor));
