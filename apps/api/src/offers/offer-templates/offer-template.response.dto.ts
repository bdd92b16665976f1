import { ApiProperty } from '@nestjs/swagger';
import { OFFER_PLACEHOLDERS, PLACEHOLDER_FILLERS, type OfferPlaceholder, type PlaceholderFiller } from '@ats/domain/offer-templates';

export class OfferTemplatePlaceholderResponseDto {
  @ApiProperty({ enum: OFFER_PLACEHOLDERS }) name!: OfferPlaceholder;
  @ApiProperty({ enum: PLACEHOLDER_FILLERS }) filledBy!: PlaceholderFiller;
}

/** An offer letter template of the company. */
export class OfferTemplateResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Standard offer' }) name!: string;
  @ApiProperty({ example: 'Offer.docx' }) letterFileName!: string;
  @ApiProperty({ type: 'integer' }) letterSizeBytes!: number;
  @ApiProperty({ type: [OfferTemplatePlaceholderResponseDto], description: 'The spec placeholders the letter holds' })
  placeholders!: OfferTemplatePlaceholderResponseDto[];
  @ApiProperty({ type: 'string', format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Who last changed it' }) updatedByName!: string | null;
}
