import { ApiProperty } from '@nestjs/swagger';
import { OFFER_TIMELINE_EVENTS, type OfferHistoryEntryDetails, type OfferTimelineEvent } from '@ats/domain/offers';

/** An event of one of the application's offers, on the application's timeline. */
export class OfferEventHistoryDetailsDto implements OfferHistoryEntryDetails {
  @ApiProperty({ enum: ['OfferEvent'] }) type!: 'OfferEvent';
  @ApiProperty({ enum: OFFER_TIMELINE_EVENTS, description: 'The offer stream’s event' }) offerEvent!: OfferTimelineEvent;
  @ApiProperty({ format: 'uuid' }) offerId!: string;
  @ApiProperty({ description: 'The template the offer was made from' }) templateName!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The approval round, for approval events' }) round!: number | null;
  @ApiProperty({ type: 'string', enum: ['APPROVED', 'REJECTED'], nullable: true, description: 'OfferApprovalDecided: the answer' })
  decision!: 'APPROVED' | 'REJECTED' | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The approver’s note, or the rejection reason and comments' }) note!: string | null;
  @ApiProperty({ description: 'OfferRejectedByCandidate: recorded on the candidate’s behalf' }) onBehalf!: boolean;
}

export const OFFER_HISTORY_DETAILS = { OfferEvent: OfferEventHistoryDetailsDto };
