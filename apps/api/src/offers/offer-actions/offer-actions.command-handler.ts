import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PERMISSIONS } from '@ats/domain/identity';
import { OfferErrors, placeholderValues, type OfferEmail, type OfferLetter } from '@ats/domain/offers';
import { offerTemplate } from '@ats/infra/db/offer-template-rows';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { OfferEmails } from '../offer-emails';
import { OfferLetters } from '../offer-letters';
import { authorizeOnOffer, handleOfferCommand, loadOffer } from '../offer-stream';

/** What the recruiter does to an offer from its section on the profile or its details page (spec 03 §2.2). */
export type OfferAction =
  | { kind: 'approve' | 'reject'; note: string | null; round?: number; channel: 'INBOX' | 'DETAILS_PAGE' }
  | { kind: 'change-terms'; senderValues: Record<string, string> }
  | { kind: 'send'; email: OfferEmail }
  | { kind: 'recall'; email: OfferEmail | null }
  | { kind: 'mark-as-signed'; signedPdf: Buffer | null }
  | { kind: 'reject-on-behalf'; reason: string; comments: string | null };

export class OfferActionCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly offerId: string,
    readonly action: OfferAction,
  ) {
    super();
  }
}

@CommandHandler(OfferActionCommand)
export class OfferActionCommandHandler implements ICommandHandler<OfferActionCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
    private readonly letters: OfferLetters,
    private readonly emails: OfferEmails,
  ) {}

  async execute({ caller, commandId, offerId, action }: OfferActionCommand): Promise<CommandResult> {
    if (action.kind === 'approve' || action.kind === 'reject') {
      // approvers act on offers of their company whatever their own offer permissions; the engine checks the turn
      await loadOffer(this.store, caller.companyId, offerId);
      return handleOfferCommand(this.store, caller, commandId, offerId, {
        type: 'DecideOfferApproval',
        data: {
          approverId: caller.userId,
          approverName: caller.name,
          decision: action.kind === 'approve' ? 'APPROVED' : 'REJECTED',
          note: action.note,
          round: action.round,
          channel: action.channel,
        },
      });
    }
    const { offer, application } = await authorizeOnOffer(this.store, this.access, caller, offerId, PERMISSIONS.candidatesOffers);
    switch (action.kind) {
      case 'change-terms': {
        const template = await offerTemplate(this.dataSource.manager, offer.templateId);
        if (!template) throw OfferErrors.templateNotFound();
        const values = placeholderValues(offer.placeholders, 'OFFER_SENDER', action.senderValues);
        // the letter is made again from the template as it is now, with the offer's own placeholders
        const letter: OfferLetter | null = await this.letters.prepare(caller.companyId, { ...template, placeholders: offer.placeholders }, values);
        return handleOfferCommand(this.store, caller, commandId, offerId, { type: 'ChangeOfferTerms', data: { senderValues: action.senderValues, letter } }).catch(
          async (error: unknown) => {
            if (letter) await this.letters.discard(caller.companyId, this.letters.filesOf(letter));
            throw error;
          },
        );
      }
      case 'send': {
        const result = await handleOfferCommand(this.store, caller, commandId, offerId, { type: 'SendOffer', data: { email: action.email } });
        await this.emails.send(caller, commandId, offer, application.candidateId, action.email, 'offer-sent');
        return result;
      }
      case 'recall': {
        const result = await handleOfferCommand(this.store, caller, commandId, offerId, { type: 'RecallOffer', data: { recallEmail: action.email } });
        if (action.email) await this.emails.send(caller, commandId, offer, application.candidateId, action.email, 'offer-recalled');
        return result;
      }
      case 'mark-as-signed': {
        const blobId = action.signedPdf ? await this.letters.store(caller.companyId, action.signedPdf, 'application/pdf') : null;
        return handleOfferCommand(this.store, caller, commandId, offerId, { type: 'MarkOfferAsSigned', data: { signedPdfBlobId: blobId } }).catch(
          async (error: unknown) => {
            await this.letters.discard(caller.companyId, [blobId]);
            throw error;
          },
        );
      }
      case 'reject-on-behalf':
        return handleOfferCommand(this.store, caller, commandId, offerId, {
          type: 'RejectOffer',
          data: { reason: action.reason, comments: action.comments, onBehalf: true },
        });
    }
  }
}
