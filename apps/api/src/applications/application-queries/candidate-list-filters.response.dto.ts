import { ApiProperty } from '@nestjs/swagger';
import { FILTERABLE_ANSWER_TYPES, type CandidateResponseQuestion, type FilterableAnswerType } from './candidate-response-questions';
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

/** A stage task's question the list can be filtered by (`candidateResponseFilters`). */
export class CandidateResponseQuestionResponseDto implements CandidateResponseQuestion {
  @ApiProperty({ description: 'The `questionId` of a candidate-response filter' }) questionId!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: FILTERABLE_ANSWER_TYPES, description: 'NUMERIC and CURRENCY filter by a range (min, max); the others by values' })
  answerType!: FilterableAnswerType;
  @ApiProperty({ type: [String], description: 'The choices of single and multi select questions; empty for the others' }) options!: string[];
  @ApiProperty({ type: 'string', nullable: true, description: 'CURRENCY questions: the currency of the answers' }) currency!: string | null;
  @ApiProperty({ description: 'Offered only to callers who read confidential answers in this job' }) confidential!: boolean;
  @ApiProperty() stageId!: string;
  @ApiProperty() stageName!: string;
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
  @ApiProperty({ type: () => [FilterOptionResponseDto], description: "The agencies that brought the tab's candidates" }) agency!: FilterOptionResponseDto[];
  @ApiProperty({ type: () => [CustomFieldFilterOptionsResponseDto] }) customFields!: CustomFieldFilterOptionsResponseDto[];
  @ApiProperty({
    description: 'The filter layout’s candidate-response section (spec 02 §3.9 `candidateResponseFilter`): true when exactly one job is selected and it has questions to filter by',
  })
  candidateResponseFilter!: boolean;
  @ApiProperty({
    type: () => [CandidateResponseQuestionResponseDto],
    description: 'With exactly one job selected: its shortlisting and collect-information questions, in pipeline order (for `candidateResponseFilters`)',
  })
  candidateResponses!: CandidateResponseQuestionResponseDto[];
}
