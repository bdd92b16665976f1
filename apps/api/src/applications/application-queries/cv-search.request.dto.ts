import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { CV_FILTER_TYPES, type CvFilterType, type CvSearch } from '@ats/projections/cv-texts/cv-texts.query';

/** More terms than anyone types; each a word or a short phrase. */
const MAX_CV_SEARCH_ITEMS = 20;
const MAX_CV_SEARCH_ITEM_LENGTH = 100;
export const CV_SEARCH_MESSAGES = { noTerms: 'Add at least one search term' } as const;

/** The candidate list's CV search (spec 02 §3.9 cvSearch, §7.4: cvFilterType as-is, cvSearchItems joined with ','). */
export class CvSearchRequestDto {
  @ApiPropertyOptional({ enum: CV_FILTER_TYPES, description: 'INCLUDES_ALL: every term in the CV; INCLUDES_ANY: one of them' })
  @IsOptional()
  @IsIn(CV_FILTER_TYPES as CvFilterType[])
  cvFilterType?: CvFilterType;

  @ApiPropertyOptional({
    type: 'string',
    description: 'CV search terms joined with ","',
    maxLength: MAX_CV_SEARCH_ITEMS * (MAX_CV_SEARCH_ITEM_LENGTH + 1),
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').map((item) => item.trim()).filter(Boolean) : value))
  // With a filter type, terms are required; without one they are not read.
  @ValidateIf((dto: CvSearchRequestDto) => dto.cvFilterType !== undefined || dto.cvSearchItems !== undefined)
  @ArrayMaxSize(MAX_CV_SEARCH_ITEMS)
  @IsString({ each: true })
  @MaxLength(MAX_CV_SEARCH_ITEM_LENGTH, { each: true })
  // Last, so it is the first constraint checked and the one reported for missing terms.
  @ArrayMinSize(1, { message: CV_SEARCH_MESSAGES.noTerms })
  cvSearchItems?: string[];
}

/** The search to apply, when a type and terms are given (terms without a type search for all of them). */
export const cvSearchOf = (dto: CvSearchRequestDto): CvSearch | undefined =>
  dto.cvSearchItems?.length ? { cvFilterType: dto.cvFilterType ?? 'INCLUDES_ALL', cvSearchItems: dto.cvSearchItems } : undefined;
