import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { approvalsNeeded, awaitingApprovers, flowApproverIds } from '@ats/domain/approval-flows';
import { PERMISSIONS } from '@ats/domain/identity';
import { OfferErrors, type ExistingOfferState, type OfferApprovalRequested, type OfferStatus } from '@ats/domain/offers';
import { streamId } from '@ats/domain/shared';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { companyOffers, offersOfApplication, type OfferListItem } from '@ats/projections/offers/offers.query';
import { authorizeOnApplication } from '../../applications/application-stream';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { historyExportEntry, type HistoryExportEntry } from '../../platform/history-export';
import { EVENT_STORE } from '../../platform/tokens';
import { describeOfferTimelineItem } from '../offer-timeline';
import type { OfferDetailsResponseDto, OfferListItemResponseDto, OfferListResponseDto } from '../offer.response.dto';
import { OfferLetters } from '../offer-letters';
import { authorizeOnOffer, loadOffer } from '../offer-stream';

const listItem = (row: OfferListItem): OfferListItemResponseDto => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** The company-wide list's filters and page (spec 01 §2.1 recruiter area, the offers list). */
export type OfferListFilter = { jobId: string | null; statuses: OfferStatus[]; page: number; take: number };

export class ListOffersQuery extends Query<OfferListResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly applicationId: string | null,
    readonly filter: OfferListFilter = { jobId: null, statuses: [], page: 1, take: 20 },
  ) {
    super();
  }
}

/** An application's offers (its profile section), or the company's offers of the jobs the caller sees. */
@QueryHandler(ListOffersQuery)
export class ListOffersQueryHandler implements IQueryHandler<ListOffersQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, applicationId, filter }: ListOffersQuery): Promise<OfferListResponseDto> {
    if (applicationId) {
      await authorizeOnApplication(this.store, this.access, caller, applicationId, PERMISSIONS.candidatesOffers);
      const items = (await offersOfApplication(this.dataSource.manager, caller.companyId, applicationId)).map(listItem);
      return { items, total: items.length, page: 1, take: items.length };
    }
    const visible = await this.access.visibleJobIds(caller);
    // A job the caller does not see lists nothing, as if it had no offers.
    const jobIds = filter.jobId ? (visible === null || visible.includes(filter.jobId) ? [filter.jobId] : []) : visible;
    const { items, total } = await companyOffers(this.dataSource.manager, caller.companyId, {
      jobIds,
      statuses: filter.statuses,
      limit: filter.take,
      offset: (filter.page - 1) * filter.take,
    });
    return { items: items.map(listItem), total, page: filter.page, take: filter.take };
  }
}

/** Whether the caller approves (or approved) the offer: approvers open it from their notification. */
const isApprover = (offer: ExistingOfferState, userId: string) => offer.approvalFlow !== null && flowApproverIds(offer.approvalFlow).includes(userId);

/** The offer for the caller: one who sends offers for the candidate's stage, or one of its approvers. */
export const visibleOffer = async (store: EventStore, access: JobAccess, caller: Caller, offerId: string): Promise<ExistingOfferState> => {
  const offer = await loadOffer(store, caller.companyId, offerId);
  if (isApprover(offer, caller.userId)) return offer;
  return (await authorizeOnOffer(store, access, caller, offerId, PERMISSIONS.candidatesOffers)).offer;
};

export class OfferDetailsQuery extends Query<OfferDetailsResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly offerId: string,
  ) {
    super();
  }
}

@QueryHandler(OfferDetailsQuery)
export class OfferDetailsQueryHandler implements IQueryHandler<OfferDetailsQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
    private readonly letters: OfferLetters,
  ) {}

  async execute({ caller, offerId }: OfferDetailsQuery): Promise<OfferDetailsResponseDto> {
    const offer = await visibleOffer(this.store, this.access, caller, offerId);
    const [row] = await offersOfApplication(this.dataSource.manager, caller.companyId, offer.applicationId).then((rows) =>
      rows.filter((r) => r.offerId === offerId),
    );
    const round = offer.round;
    const revision = (await this.store.readStream(`offer-${offerId}`)).at(-1)?.revision ?? 0;
    return {
      offerId,
      applicationId: offer.applicationId,
      jobId: offer.jobId,
      jobName: offer.label.jobName,
      candidateName: row?.candidateName ?? null,
      templateId: offer.templateId,
      templateName: offer.templateName,
      requisitionId: offer.requisitionId,
      status: offer.status,
      placeholders: offer.placeholders,
      createdAt: row ? new Date(row.createdAt).toISOString() : new Date(0).toISOString(),
      sentAt: row?.sentAt ? new Date(row.sentAt).toISOString() : null,
      updatedAt: row ? new Date(row.updatedAt).toISOString() : new Date(0).toISOString(),
      approval: round && {
        round: round.round,
        status: round.status,
        currentStep: round.currentStep,
        steps: round.flow.steps.map((step) => ({ approverIds: step.approverIds, rule: step.rule.kind, required: approvalsNeeded(step) })),
        decisions: round.decisions.map(({ stepIndex, approverId, approverName, decision, note, channel }) => ({
          stepIndex,
          approverId,
          approverName,
          decision,
          note,
          channel,
        })),
        awaitingApproverIds: awaitingApprovers(round),
      },
      rejection: offer.rejection,
      hasSignedLetter: offer.signedPdfBlobId !== null,
      // The values are in the letter the caller may open already: those of the placeholders the sender fills now.
      senderValues: await this.letters.senderValues(caller.companyId, offer.letter),
      revision,
    };
  }
}

export type OfferPdf = { fileName: string; bytes: Buffer };

export class OfferLetterQuery extends Query<OfferPdf> {
  constructor(
    readonly caller: Caller,
    readonly offerId: string,
  ) {
    super();
  }
}

/** The offer's PDF: the signed one once there is one, else the letter as sent. */
@QueryHandler(OfferLetterQuery)
export class OfferLetterQueryHandler implements IQueryHandler<OfferLetterQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly letters: OfferLetters,
  ) {}

  async execute({ caller, offerId }: OfferLetterQuery): Promise<OfferPdf> {
    const offer = await visibleOffer(this.store, this.access, caller, offerId);
    const blobId = offer.signedPdfBlobId ?? offer.letter.pdfBlobId;
    const bytes = await this.letters.read(caller.companyId, blobId).catch(() => {
      throw OfferErrors.notFound();
    });
    return { fileName: offer.signedPdfBlobId ? `Signed ${offer.letter.fileName}` : offer.letter.fileName, bytes };
  }
}

export class OfferHistoryExportQuery extends Query<HistoryExportEntry[]> {
  constructor(
    readonly caller: Caller,
    readonly offerId: string,
  ) {
    super();
  }
}

/**
 * The offer's whole history for the auditor (issue 10 "the offer's history, with an export"): every event of its
 * stream, the approval workflow's asks and reminders included, worded as the application's timeline words them.
 */
@QueryHandler(OfferHistoryExportQuery)
export class OfferHistoryExportQueryHandler implements IQueryHandler<OfferHistoryExportQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, offerId }: OfferHistoryExportQuery): Promise<HistoryExportEntry[]> {
    const offer = await visibleOffer(this.store, this.access, caller, offerId);
    const events = (await this.store.readStream(streamId('offer', offerId))).filter((event) => event.metadata.companyId === caller.companyId);
    return events.map((recorded) => {
      const described = describeOfferTimelineItem({ recorded, templateName: offer.templateName });
      if (described) return historyExportEntry(recorded, described);
      const asked = recorded.type === 'OfferApprovalRequested' ? (recorded.data as OfferApprovalRequested['data']) : null;
      const summary = asked
        ? asked.reminder === 0
          ? `asked step ${asked.stepIndex + 1} of round ${asked.round} for approval`
          : `reminded step ${asked.stepIndex + 1} of round ${asked.round} (reminder ${asked.reminder})`
        : recorded.type;
      return historyExportEntry(recorded, { summary, details: asked && { round: asked.round, stepIndex: asked.stepIndex, approverIds: asked.approverIds, reminder: asked.reminder } });
    });
  }
}
