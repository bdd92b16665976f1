import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { awaitingApprovers, type ApprovalDecisionKind } from '@ats/domain/approval-flows';
import { offerDecider, OFFER_STATUS_LABELS } from '@ats/domain/offers';
import type { ApprovalLinkClaims } from '@ats/infra/approvals/approval-link';
import { decideAndAppend } from '@ats/infra/commands/handle-command';
import { UserEntity, userDisplayName } from '@ats/infra/db/entities/user.entity';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { ApprovalLinkSubjects, type ApprovalLinkView } from '../../approval-flows/approval-link-subjects';
import { EVENT_STORE } from '../../platform/tokens';
import { loadOffer, offerStream } from '../offer-stream';

/**
 * Offers' signed approval links (issue 10: approvers act from the e-mail's single-use link): what the link's page
 * shows, and the approver's answer recorded on the offer as from the e-mail (channel EMAIL_LINK). A link used a
 * second time, or after its round ended, is refused by the engine and changes nothing.
 */
@Injectable()
export class OfferApprovalLinks implements OnModuleInit {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly links: ApprovalLinkSubjects,
  ) {}

  onModuleInit() {
    this.links.register('offer', { view: (claims) => this.view(claims), decide: (claims, decision, note) => this.decide(claims, decision, note) });
  }

  private async approverName(claims: ApprovalLinkClaims): Promise<string> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: claims.approverId, companyId: claims.companyId });
    return user ? userDisplayName(user) : '';
  }

  async view(claims: ApprovalLinkClaims): Promise<ApprovalLinkView> {
    const offer = await loadOffer(this.store, claims.companyId, claims.subjectId);
    const round = offer.round;
    const open =
      round !== null &&
      round.status === 'PENDING' &&
      round.round === claims.round &&
      round.currentStep === claims.stepIndex &&
      awaitingApprovers(round).includes(claims.approverId);
    return {
      subjectType: 'offer',
      subjectId: offer.offerId,
      title: `Offer · ${offer.label.jobName}`,
      reference: null,
      approverName: await this.approverName(claims),
      open,
      status: OFFER_STATUS_LABELS[offer.status],
    };
  }

  async decide(claims: ApprovalLinkClaims, decision: ApprovalDecisionKind, note: string | null): Promise<void> {
    const approverName = await this.approverName(claims);
    await decideAndAppend(
      this.store,
      offerStream(claims.subjectId),
      offerDecider,
      { type: 'DecideOfferApproval', data: { approverId: claims.approverId, approverName, decision, note, round: claims.round, channel: 'EMAIL_LINK' } },
      { companyId: claims.companyId, actor: { kind: 'user', id: claims.approverId, name: approverName }, commandId: randomUUID() },
    );
  }
}
