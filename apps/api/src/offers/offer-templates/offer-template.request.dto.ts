import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import {
  MAX_OFFER_LETTER_BYTES,
  MAX_OFFER_TEMPLATE_NAME_LENGTH,
  OFFER_PLACEHOLDERS,
  offerTemplateNameRule,
  PLACEHOLDER_FILLERS,
  type OfferPlaceholder,
  type PlaceholderFiller,
} from '@ats/domain/offer-templates';
import { Rule } from '../../platform/rule.decorator';

/** Step 1 of the 3-step flow: the form's text field (the file is read by the upload interceptor). */
export class AddOfferTemplateRequestDto {
  @ApiProperty({ example: 'Standard offer', maxLength: MAX_OFFER_TEMPLATE_NAME_LENGTH })
  @Rule(offerTemplateNameRule)
  name!: string;
}

/** Step 1 as the OpenAPI document shows it: a multipart form of the name and the .docx. */
export class AddOfferTemplateFormDto extends AddOfferTemplateRequestDto {
  @ApiProperty({ type: 'string', format: 'binary', description: `One .docx of at most ${MAX_OFFER_LETTER_BYTES} bytes` })
  file!: unknown;
}

export class OfferTemplatePlaceholderRequestDto {
  @ApiProperty({ enum: OFFER_PLACEHOLDERS })
  @IsString()
  @MaxLength(40)
  name!: OfferPlaceholder;

  @ApiProperty({ enum: PLACEHOLDER_FILLERS })
  @IsIn(PLACEHOLDER_FILLERS)
  filledBy!: PlaceholderFiller;
}

/** Step 2: the name and who fills each placeholder of the letter. */
export class EditOfferTemplateRequestDto {
  @ApiProperty({ example: 'Standard offer', maxLength: MAX_OFFER_TEMPLATE_NAME_LENGTH })
  @Rule(offerTemplateNameRule)
  name!: string;

  @ApiPropertyOptional({ type: [OfferTemplatePlaceholderRequestDto], maxItems: OFFER_PLACEHOLDERS.length })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(OFFER_PLACEHOLDERS.length)
  @ValidateNested({ each: true })
  @Type(() => OfferTemplatePlaceholderRequestDto)
  placeholders?: OfferTemplatePlaceholderRequestDto[];
}

/** A new letter for the template, as a multipart form. */
export class ReplaceOfferLetterRequestDto {
  @ApiProperty({ type: 'string', format: 'binary', description: `One .docx of at most ${MAX_OFFER_LETTER_BYTES} bytes` })
  file!: unknown;
}
