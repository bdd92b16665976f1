import { Inject } from '@nestjs/common';
import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { fileTypeFromBuffer } from 'file-type';
import { DataSource } from 'typeorm';
import { offerDecider, OfferErrors, OFFER_MESSAGES, placeholderValues, type ExistingOfferState, type OfferStatus } from '@ats/domain/offers';
import { decideAndAppend, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import type { CandidateCaller } from '../../identity/caller';
import { EVENT_STORE } from '../../platform/tokens';
import type { CandidateOfferResponseDto } from '../offer.response.dto';
import { OfferLetters } from '../offer-letters';
import { loadOffer, offerStream } from '../offer-stream';

/** Spec 03 "Offer transitions", verbatim: what the candidate reads once the recruiter marked the offer as signed. */
export const MARKED_AS_SIGNED_MESSAGE = 'Recruiter has marked your offer as signed...';

/** The statuses in which the candidate sees the offer at all: it was sent to them. */
const SEEN_BY_CANDIDATE: readonly OfferStatus[] = ['PENDING_ON_CANDIDATE', 'CANDIDATE_SIGNED', 'CANDIDATE_REJECTED', 'MARKED_AS_SIGNED', 'OFFER_RECALLED'];

type CandidateOffer = { offer: ExistingOfferState; companyId: string; companyName: string; candidate: { name: string; email: string } };

/**
 * The offer of the candidate holding the token: the application's candidate has the e-mail the token proved.
 * Any other offer, or one never sent to them, is not found (a token for another offer gets 404).
 */
export const candidateOffer = async (
  store: EventStore,
  dataSource: DataSource,
  accounts: CandidateAccounts,
  candidate: CandidateCaller,
  offerId: string,
): Promise<CandidateOffer> => {
  const email = await accounts.emailOf(candidate.candidateUserId).catch(() => {
    throw OfferErrors.notFound();
  });
  const rows = (await dataSource.query(
    `SELECT o.company_id AS "companyId", c.name AS "companyName", a.email, trim(concat_ws(' ', a.first_name, a.last_name)) AS name
       FROM rm_offers o JOIN rm_candidate_list a ON a.application_id = o.application_id JOIN companies c ON c.id = o.company_id
      WHERE o.offer_id = $1`,
    [offerId],
  )) as Array<{ companyId: string; companyName: string; email: string; name: string }>;
  const row = rows[0];
  if (!row || row.email.toLowerCase() !== email.toLowerCase()) throw OfferErrors.notFound();
  const offer = await loadOffer(store, row.companyId, offerId);
  if (!SEEN_BY_CANDIDATE.includes(offer.status)) throw OfferErrors.notFound();
  return { offer, companyId: row.companyId, companyName: row.companyName, candidate: { name: row.name, email: row.email } };
};

export class CandidateOfferQuery extends Query<CandidateOfferResponseDto> {
  constructor(
    readonly candidate: CandidateCaller,
    readonly offerId: string,
  ) {
    super();
  }
}

@QueryHandler(CandidateOfferQuery)
export class CandidateOfferQueryHandler implements IQueryHandler<CandidateOfferQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly accounts: CandidateAccounts,
  ) {}

  async execute({ candidate, offerId }: CandidateOfferQuery): Promise<CandidateOfferResponseDto> {
    const { offer, companyName } = await candidateOffer(this.store, this.dataSource, this.accounts, candidate, offerId);
    const message = offer.status === 'OFFER_RECALLED' ? OFFER_MESSAGES.recalled : offer.status === 'MARKED_AS_SIGNED' ? MARKED_AS_SIGNED_MESSAGE : null;
    return {
      offerId,
      status: offer.status,
      jobName: offer.label.jobName,
      companyName,
      candidatePlaceholders: offer.placeholders.filter((p) => p.filledBy === 'CANDIDATE').map((p) => p.name),
      message,
      letterAvailable: offer.status !== 'OFFER_RECALLED',
      canRespond: offer.status === 'PENDING_ON_CANDIDATE',
    };
  }
}

export class CandidateOfferLetterQuery extends Query<{ fileName: string; bytes: Buffer }> {
  constructor(
    readonly candidate: CandidateCaller,
    readonly offerId: string,
  ) {
    super();
  }
}

/** The letter the candidate reads: the signed PDF once there is one; nothing once recalled. */
@QueryHandler(CandidateOfferLetterQuery)
export class CandidateOfferLetterQueryHandler implements IQueryHandler<CandidateOfferLetterQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly accounts: CandidateAccounts,
    private readonly letters: OfferLetters,
  ) {}

  async execute({ candidate, offerId }: CandidateOfferLetterQuery): Promise<{ fileName: string; bytes: Buffer }> {
    const { offer, companyId } = await candidateOffer(this.store, this.dataSource, this.accounts, candidate, offerId);
    if (offer.status === 'OFFER_RECALLED') throw OfferErrors.recalled();
    const blobId = offer.signedPdfBlobId ?? offer.letter.pdfBlobId;
    return { fileName: offer.letter.fileName, bytes: await this.letters.read(companyId, blobId) };
  }
}

export type CandidateOfferAnswer =
  | { kind: 'sign'; acceptedTerms: boolean; candidateValues: Record<string, string>; signature: string; signatureKind: 'DRAWN' | 'UPLOADED'; from: string | null }
  | { kind: 'reject'; reason: string };

export class CandidateOfferAnswerCommand extends Command<CommandResult> {
  constructor(
    readonly candidate: CandidateCaller,
    readonly offerId: string,
    readonly answer: CandidateOfferAnswer,
  ) {
    super();
  }
}

/** A data URL's bytes and the type read from them (not the type the URL claims). */
const signatureImage = async (dataUrl: string): Promise<{ bytes: Buffer; contentType: string } | null> => {
  const match = /^data:[\w/+.-]*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl.trim());
  if (!match) return null;
  const bytes = Buffer.from(match[1]!, 'base64');
  if (bytes.length === 0) return null;
  return { bytes, contentType: (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream' };
};

/**
 * The candidate signs (terms ticked, their placeholders filled, a drawn or uploaded JPG/PNG of at most 200KB) or
 * rejects with a reason. The signed PDF is made before the decider rules and removed when it refuses.
 */
@CommandHandler(CandidateOfferAnswerCommand)
export class CandidateOfferAnswerCommandHandler implements ICommandHandler<CandidateOfferAnswerCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly accounts: CandidateAccounts,
    private readonly letters: OfferLetters,
  ) {}

  async execute({ candidate, offerId, answer }: CandidateOfferAnswerCommand): Promise<CommandResult> {
    const found = await candidateOffer(this.store, this.dataSource, this.accounts, candidate, offerId);
    const envelope = {
      companyId: found.companyId,
      actor: { kind: 'candidate' as const, id: candidate.candidateUserId, name: 'Candidate' },
      commandId: `${offerId}:${answer.kind}:${found.offer.status}:${candidate.candidateUserId}`,
    };
    if (answer.kind === 'reject') {
      return (
        await decideAndAppend(this.store, offerStream(offerId), offerDecider, { type: 'RejectOffer', data: { reason: answer.reason, comments: null, onBehalf: false } }, envelope)
      ).result;
    }
    const { offer } = found;
    // the decider's own checks, before any file is made
    if (offer.status === 'OFFER_RECALLED') throw OfferErrors.recalled();
    if (offer.status !== 'PENDING_ON_CANDIDATE') throw OfferErrors.notWaitingForCandidate();
    if (!answer.acceptedTerms) throw OfferErrors.termsRequired();
    const values = placeholderValues(offer.placeholders, 'CANDIDATE', answer.candidateValues);
    const image = await signatureImage(answer.signature);
    if (!image) throw OfferErrors.signatureRequired();
    const signature = { blobId: '', contentType: image.contentType, kind: answer.signatureKind, sizeBytes: image.bytes.length };
    let signedPdfBlobId = '';
    if (image.contentType === 'image/png' || image.contentType === 'image/jpeg') {
      if (image.bytes.length <= 200 * 1024) {
        signature.blobId = await this.letters.store(found.companyId, image.bytes, image.contentType);
        signedPdfBlobId = await this.letters.sign(found.companyId, offer.letter, values, image, {
          signerName: found.candidate.name,
          signerEmail: found.candidate.email,
          signedAt: new Date(),
          signedFrom: answer.from,
          letterSha256: offer.letter.sha256,
        });
      }
    }
    try {
      return (
        await decideAndAppend(
          this.store,
          offerStream(offerId),
          offerDecider,
          { type: 'SignOffer', data: { acceptedTerms: answer.acceptedTerms, candidateValues: answer.candidateValues, signature, signedPdfBlobId, signedFrom: answer.from } },
          envelope,
        )
      ).result;
    } catch (error) {
      await this.letters.discard(found.companyId, [signature.blobId, signedPdfBlobId]);
      throw error;
    }
  }
}
