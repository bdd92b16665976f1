import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OFFER_STATUSES, type OfferStatus } from '@ats/domain/offers';
import { OFFER_PLACEHOLDERS, PLACEHOLDER_FILLERS, type OfferPlaceholder, type PlaceholderFiller } from '@ats/domain/offer-templates';

export class OfferPlaceholderResponseDto {
  @ApiProperty({ enum: OFFER_PLACEHOLDERS }) name!: OfferPlaceholder;
  @ApiProperty({ enum: PLACEHOLDER_FILLERS }) filledBy!: PlaceholderFiller;
}

export class OfferListItemResponseDto {
  @ApiProperty({ format: 'uuid' }) offerId!: string;
  @ApiProperty({ format: 'uuid' }) applicationId!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() jobName!: string;
  @ApiProperty({ type: 'string', nullable: true }) candidateName!: string | null;
  @ApiProperty() templateName!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) requisitionId!: string | null;
  @ApiProperty({ enum: OFFER_STATUSES }) status!: OfferStatus;
  @ApiProperty({ type: 'string', format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) sentAt!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) updatedAt!: string;
}

export class OfferListResponseDto {
  @ApiProperty({ type: [OfferListItemResponseDto] }) items!: OfferListItemResponseDto[];
  @ApiProperty({ type: 'integer', description: 'Offers matching the filters (an application’s: all of them)' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) take!: number;
}

export class OfferApprovalStepResponseDto {
  @ApiProperty({ type: 'string', isArray: true }) approverIds!: string[];
  @ApiProperty({ enum: ['ALL', 'N_OF_M'] }) rule!: 'ALL' | 'N_OF_M';
  @ApiProperty({ type: 'integer', description: 'Approvals needed' }) required!: number;
}

export class OfferApprovalDecisionResponseDto {
  @ApiProperty({ type: 'integer' }) stepIndex!: number;
  @ApiProperty() approverId!: string;
  @ApiProperty() approverName!: string;
  @ApiProperty({ enum: ['APPROVED', 'REJECTED'] }) decision!: 'APPROVED' | 'REJECTED';
  @ApiProperty({ type: 'string', nullable: true }) note!: string | null;
  @ApiProperty({ enum: ['INBOX', 'DETAILS_PAGE', 'EMAIL_LINK'] }) channel!: 'INBOX' | 'DETAILS_PAGE' | 'EMAIL_LINK';
}

export class OfferApprovalResponseDto {
  @ApiProperty({ type: 'integer' }) round!: number;
  @ApiProperty({ enum: ['PENDING', 'APPROVED', 'REJECTED'] }) status!: 'PENDING' | 'APPROVED' | 'REJECTED';
  @ApiProperty({ type: 'integer' }) currentStep!: number;
  @ApiProperty({ type: [OfferApprovalStepResponseDto] }) steps!: OfferApprovalStepResponseDto[];
  @ApiProperty({ type: [OfferApprovalDecisionResponseDto] }) decisions!: OfferApprovalDecisionResponseDto[];
  @ApiProperty({ type: 'string', isArray: true, description: 'Approvers of the current step who have not answered' })
  awaitingApproverIds!: string[];
}

export class OfferRejectionResponseDto {
  @ApiProperty() reason!: string;
  @ApiProperty({ type: 'string', nullable: true }) comments!: string | null;
  @ApiProperty({ description: 'Recorded by the recruiter on the candidate’s behalf' }) onBehalf!: boolean;
}

export class OfferDetailsResponseDto extends OfferListItemResponseDto {
  @ApiProperty({ format: 'uuid' }) templateId!: string;
  @ApiProperty({ type: [OfferPlaceholderResponseDto] }) placeholders!: OfferPlaceholderResponseDto[];
  @ApiPropertyOptional({ type: OfferApprovalResponseDto, nullable: true }) approval!: OfferApprovalResponseDto | null;
  @ApiPropertyOptional({ type: OfferRejectionResponseDto, nullable: true }) rejection!: OfferRejectionResponseDto | null;
  @ApiProperty({ description: 'A signed PDF exists (the candidate’s, or one uploaded with Mark as signed)' }) hasSignedLetter!: boolean;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    nullable: true,
    description: 'The current terms: the values the sender filled the letter with, by placeholder (Edit terms starts from them); null when not kept',
  })
  senderValues!: Record<string, string> | null;
  @ApiProperty({ type: 'integer' }) revision!: number;
}

/** What the candidate's offer page reads (candidate token). */
export class CandidateOfferResponseDto {
  @ApiProperty({ format: 'uuid' }) offerId!: string;
  @ApiProperty({ enum: OFFER_STATUSES }) status!: OfferStatus;
  @ApiProperty() jobName!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty({ type: 'string', isArray: true, enum: OFFER_PLACEHOLDERS, description: 'The placeholders the candidate fills' })
  candidatePlaceholders!: OfferPlaceholder[];
  @ApiProperty({ type: 'string', nullable: true, description: 'Why the letter cannot be read or signed now (recalled, marked as signed)' })
  message!: string | null;
  @ApiProperty({ description: 'The letter can be opened' }) letterAvailable!: boolean;
  @ApiProperty({ description: 'Waiting for the candidate to sign or reject' }) canRespond!: boolean;
}
