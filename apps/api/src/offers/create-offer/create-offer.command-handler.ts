import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { ApprovalFlowDraft } from '@ats/domain/approval-flows';
import { PERMISSIONS } from '@ats/domain/identity';
import { offerDecider, OfferErrors, placeholderValues, type CreateOffer, type OfferEmail, type OfferLetter } from '@ats/domain/offers';
import { ownOfferTemplate } from '@ats/domain/offer-templates';
import { decideAndAppend, type CommandResult } from '@ats/infra/commands/handle-command';
import { offerTemplate } from '@ats/infra/db/offer-template-rows';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { authorizeOnApplication } from '../../applications/application-stream';
import { actorOf, type Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { idFromCommand } from '../../platform/command-id';
import { EVENT_STORE } from '../../platform/tokens';
import { OfferEmails } from '../offer-emails';
import { OfferLetters } from '../offer-letters';
import { offerStream } from '../offer-stream';
import { isOpenRequisition, requisitionMandatoryForOffer } from '../requisition-setting/requisition-setting';

export type CreateOfferInput = {
  applicationId: string;
  templateId: string;
  requisitionId: string | null;
  senderValues: Record<string, string>;
  approvalFlow: ApprovalFlowDraft | null;
  email: OfferEmail | null;
};

export class CreateOfferCommand extends Command<CommandResult & { offerId: string }> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly input: CreateOfferInput,
  ) {
    super();
  }
}

/**
 * `POST /offers` (send offer, spec 03 §2.2): the caller sends offers for the candidate's stage; the template is the
 * company's; the letter is filled with the sender's values and converted to PDF before the decider rules, and
 * removed again when it refuses. Without an approval flow the offer e-mail goes at once.
 */
@CommandHandler(CreateOfferCommand)
export class CreateOfferCommandHandler implements ICommandHandler<CreateOfferCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
    private readonly letters: OfferLetters,
    private readonly emails: OfferEmails,
  ) {}

  async execute({ caller, commandId, input }: CreateOfferCommand): Promise<CommandResult & { offerId: string }> {
    const offerId = idFromCommand(caller.companyId, commandId, 'offer');
    const { application, job } = await authorizeOnApplication(this.store, this.access, caller, input.applicationId, PERMISSIONS.candidatesOffers).catch(
      (error: unknown) => {
        throw (error as { kind?: string }).kind === 'not-found' ? OfferErrors.applicationNotFound() : error;
      },
    );
    const template = ownOfferTemplate(caller, await offerTemplate(this.dataSource.manager, input.templateId));
    // checked before any file is made; the decider checks the same again
    const values = placeholderValues(template.placeholders, 'OFFER_SENDER', input.senderValues);
    const requisitionRequired = await requisitionMandatoryForOffer(this.dataSource.manager, caller.companyId);
    // Only one of the company's open requisitions may be linked: another company's, or one not approved or hired, is refused.
    if (input.requisitionId && !(await isOpenRequisition(this.dataSource.manager, caller.companyId, input.requisitionId))) {
      throw OfferErrors.requisitionRequired();
    }
    let letter: OfferLetter | null = null;
    try {
      const { result, events } = await decideAndAppend(
        this.store,
        offerStream(offerId),
        offerDecider,
        async (state): Promise<CreateOffer> => {
          // a retried request finds the offer made: the decider answers it as such, no second letter
          if (!state.exists) letter = await this.letters.prepare(caller.companyId, template, values);
          return {
            type: 'CreateOffer',
            data: {
              offerId,
              applicationId: application.applicationId,
              jobId: job.jobId,
              template: { id: template.id, name: template.name, placeholders: template.placeholders },
              requisitionId: input.requisitionId,
              requisitionRequired,
              senderValues: input.senderValues,
              letter,
              approvalFlow: input.approvalFlow,
              email: input.email,
              label: { jobName: job.name, jobId: job.jobId, applicationId: application.applicationId },
            },
          };
        },
        { companyId: caller.companyId, actor: actorOf(caller), commandId },
      );
      const sent = events.find((event) => event.type === 'OfferSentToCandidate');
      if (sent && input.email) {
        const offer = { offerId, jobId: job.jobId, applicationId: application.applicationId, label: { jobName: job.name } };
        await this.emails.send(caller, commandId, offer as never, application.candidateId, input.email, 'offer-sent');
      }
      return { ...result, offerId };
    } catch (error) {
      const made = letter as OfferLetter | null;
      if (made) await this.letters.discard(caller.companyId, this.letters.filesOf(made));
      throw error;
    }
  }
}
