import { Inject, Injectable } from '@nestjs/common';
import type { ExistingOfferState, OfferEmail } from '@ats/domain/offers';
import type { AtsConfig } from '@ats/infra/config';
import { CandidateEmailComposer } from '../applications/emails/candidate-email-composer';
import { actorOf, type Caller } from '../identity/caller';
import { idFromCommand } from '../platform/command-id';
import { ATS_CONFIG } from '../platform/tokens';

/** The candidate's offer page (spec 03 §2.3): opened with the candidate's own token only. */
export const candidateOfferPath = (offer: Pick<ExistingOfferState, 'jobId' | 'applicationId' | 'offerId'>, candidateId: string) =>
  `/profile-builder/role/${offer.jobId}/user/${candidateId}/application/${offer.applicationId}/offer/${offer.offerId}`;

const OFFER_LINK = /\{\{\s*(offer-link|offerLink)\s*\}\}/g;

/**
 * The offer's e-mails to the candidate (sending, recall) go as the application's e-mails: on its thread and
 * timeline, through the outbox, with the offer link variable filled by the candidate's offer page.
 */
@Injectable()
export class OfferEmails {
  constructor(
    private readonly composer: CandidateEmailComposer,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
  ) {}

  async send(caller: Caller, commandId: string, offer: ExistingOfferState, candidateId: string, email: OfferEmail, purpose: 'offer-sent' | 'offer-recalled') {
    const link = `${this.config.publicUrl}${candidateOfferPath(offer, candidateId)}`;
    const draft = { subject: email.subject, body: email.body.replace(OFFER_LINK, link) };
    const emailCommandId = `${commandId}:${purpose}`;
    return this.composer.decide(caller.companyId, offer.applicationId, { actor: actorOf(caller), commandId: emailCommandId }, async (state) => ({
      type: 'SendEmail',
      data: {
        emailId: idFromCommand(caller.companyId, emailCommandId, 'offer-email'),
        cc: [],
        bcc: [],
        ...(await this.composer.render(caller.companyId, state, { name: offer.label.jobName }, { name: caller.name, email: caller.email }, draft)),
        attachmentFileIds: [],
        templateId: null,
        confidential: false,
        sender: { kind: 'user', id: caller.userId, name: caller.name },
        confidentialAccess: false,
        signature: await this.composer.signature(caller.companyId, { kind: 'user', id: caller.userId }),
      },
    }));
  }
}
