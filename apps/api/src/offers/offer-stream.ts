import { offerDecider, OfferErrors, type ExistingOfferState, type OfferCommand } from '@ats/domain/offers';
import { streamId } from '@ats/domain/shared';
import { decideAndAppend, loadAggregate, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { authorizeOnApplication } from '../applications/application-stream';
import { actorOf, type Caller } from '../identity/caller';
import type { JobAccess } from '../identity/job-access';

export const offerStream = (offerId: string) => ({ id: streamId('offer', offerId), entityId: offerId, notFound: OfferErrors.notFound });

/** The offer of the company, or not found. */
export const loadOffer = async (store: EventStore, companyId: string, offerId: string): Promise<ExistingOfferState> => {
  const loaded = await loadAggregate(store, offerStream(offerId).id, offerDecider, companyId);
  if (!loaded?.state.exists) throw OfferErrors.notFound();
  return loaded.state;
};

/**
 * An offer the caller may act on: of the caller's company and of an application whose job the caller sees, with
 * `permission` (COMPANY::CANDIDATES::OFFERS::* by default) for the candidate's stage.
 */
export const authorizeOnOffer = async (
  store: EventStore,
  access: JobAccess,
  caller: Caller,
  offerId: string,
  permission: string,
): Promise<{ offer: ExistingOfferState; application: Awaited<ReturnType<typeof authorizeOnApplication>>['application'] }> => {
  const offer = await loadOffer(store, caller.companyId, offerId);
  const { application } = await authorizeOnApplication(store, access, caller, offer.applicationId, permission);
  return { offer, application };
};

/** Decides a staff member's command on the offer and appends it. */
export const handleOfferCommand = async (
  store: EventStore,
  caller: Caller,
  commandId: string,
  offerId: string,
  command: OfferCommand | ((state: ExistingOfferState) => OfferCommand | Promise<OfferCommand>),
): Promise<CommandResult> =>
  (
    await decideAndAppend(
      store,
      offerStream(offerId),
      offerDecider,
      async (state) => {
        if (!state.exists) throw OfferErrors.notFound();
        return typeof command === 'function' ? command(state) : command;
      },
      { companyId: caller.companyId, actor: actorOf(caller), commandId },
    )
  ).result;
