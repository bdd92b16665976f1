import { ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { PageNumber, PageSize } from '../../platform/paging';
import { AfterPosition } from '../../platform/read-model-freshness';
import { CvSearchRequestDto } from './cv-search.request.dto';
import { CandidateListFiltersRequestDto } from './candidate-list-filters.request.dto';
import { MAX_STAGE_ID_LENGTH } from '../../platform/stage-id';

/** More than a filter menu offers; a longer list is no person's filter. */
const MAX_FILTER_ITEMS = 100;

/** Lists arrive joined with ',' (spec 02 §7.4). */
const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').map((item) => item.trim()).filter(Boolean) : value;

/** Every filter of the list (spec 02 §3.9) with the CV search, as the list and its filter options take them. */
const ListFiltersRequestDto = IntersectionType(CvSearchRequestDto, CandidateListFiltersRequestDto);

export class ListApplicationsRequestDto extends ListFiltersRequestDto {
  @ApiPropertyOptional({ type: 'string', description: 'Job ids joined with ","', maxLength: MAX_FILTER_ITEMS * 37 })
  @IsOptional()
  @Transform(commaList)
  @IsUUID('4', { each: true, message: 'Job role not found' })
  @ArrayMaxSize(MAX_FILTER_ITEMS)
  jobRoleIds?: string[];

  @ApiPropertyOptional({ type: 'string', description: 'Stage ids joined with ","', maxLength: MAX_FILTER_ITEMS * (MAX_STAGE_ID_LENGTH + 1) })
  @IsOptional()
  @Transform(commaList)
  @IsString({ each: true })
  @MaxLength(MAX_STAGE_ID_LENGTH, { each: true })
  @ArrayMaxSize(MAX_FILTER_ITEMS)
  stages?: string[];

  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'true' })
  @IsOptional()
  @IsIn(['true', 'false'])
  active?: 'true' | 'false';

  @ApiPropertyOptional({ minLength: 2, maxLength: 200 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(2, { message: 'Please enter at least 2 characters' })
  @MaxLength(200)
  nameOrEmail?: string;

  @PageNumber()
  page?: number;

  @PageSize(15, 100)
  take?: number;

  @AfterPosition()
  afterPosition?: string;
}

/** The filter options take the list's filters without its paging, sorting and grouping. */
export class CandidateListFilterOptionsRequestDto extends OmitType(ListApplicationsRequestDto, ['page', 'take', 'sort', 'order', 'groupByValue'] as const) {}

export class HistoryRequestDto {
  @PageNumber()
  page?: number;

  @PageSize(50, 500)
  take?: number;

  /** Accepted like on every query; the history is read from the stream itself, so it is never behind. */
  @AfterPosition()
  afterPosition?: string;
}
