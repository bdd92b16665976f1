import { ApiProperty } from '@nestjs/swagger';
import type {
  CandidateListFilterOptions,
  CustomFieldFilterOptions,
  FilterOption,
  StageFilterOption,
} from '@ats/projections/candidate-list/candidate-list-options.query';
import { SearchCountResponseDto } from './application-queries.response.dto';

export class FilterOptionResponseDto implements FilterOption {
  @ApiProperty({ description: 'What the filter parameter takes' }) value!: string;
  @ApiProperty() label!: string;
  @ApiProperty({ type: 'integer', description: 'Applications of the tab with this value, under the other filters' }) count!: number;
}

export class StageFilterOptionResponseDto extends FilterOptionResponseDto implements StageFilterOption {
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() jobName!: string;
}

export class CustomFieldFilterOptionsResponseDto implements CustomFieldFilterOptions {
  @ApiProperty({ format: 'uuid' }) fieldId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'SINGLE_SELECT' }) fieldType!: string;
  @ApiProperty({ type: () => [FilterOptionResponseDto], description: 'The field’s options (choice fields) with their counts' })
  options!: FilterOptionResponseDto[];
}

/** GET /job-applications/filters: every filter's options with their counts (spec 02 §3.9 "Filter options returned"). */
export class CandidateListFilterOptionsResponseDto implements CandidateListFilterOptions {
  @ApiProperty({ type: () => SearchCountResponseDto }) activeSearchCount!: SearchCountResponseDto;
  @ApiProperty({ type: () => SearchCountResponseDto }) archivedSearchCount!: SearchCountResponseDto;
  @ApiProperty({ type: () => [FilterOptionResponseDto] }) jobs!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [StageFilterOptionResponseDto] }) stages!: StageFilterOptionResponseDto[];
  @ApiProperty({ type: () => [FilterOptionResponseDto] }) statuses!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [FilterOptionResponseDto], description: 'Counted over archived applications' })
  archivalReasons!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [FilterOptionResponseDto] }) owners!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [FilterOptionResponseDto] }) origin!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [FilterOptionResponseDto] }) source!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [FilterOptionResponseDto] }) tags!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [FilterOptionResponseDto], description: 'The most used tags, most used first' })
  frequentTags!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [FilterOptionResponseDto] }) jobStatuses!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [FilterOptionResponseDto] }) jobOwners!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [FilterOptionResponseDto] }) locations!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [FilterOptionResponseDto] }) departments!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [FilterOptionResponseDto], description: "Who referred the tab's candidates (team members)" }) referredBy!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [FilterOptionResponseDto], description: "Who sourced the tab's candidates (team members)" }) sourcedBy!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [CustomFieldFilterOptionsResponseDto] }) customFields!: CustomFieldFilterOptionsResponseDto[];
}
