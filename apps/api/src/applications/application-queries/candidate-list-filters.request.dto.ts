import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { CANDIDATE_ORIGINS, TAG_MAX_LENGTH, TAG_MESSAGES, type CandidateOrigin } from '@ats/domain/applications';
import { CANDIDATE_GENDERS, PREFER_NOT_TO_SAY } from '@ats/domain/candidates/candidate-details';
import { CONTACT_MESSAGES } from '@ats/domain/candidates/contact-validation';
import { COUNTRY_CODES, isCountryCode } from '@ats/domain/candidates/countries';
import type { JobStatus } from '@ats/domain/jobs';
import { TEAM_ACCESS_TYPES, type TeamAccessType } from '@ats/domain/identity/team-members';
import {
  CANDIDATE_LIST_GROUPINGS,
  CANDIDATE_LIST_SORTS,
  DEFAULT_GROUPING,
  STAGE_STATUSES,
  type CandidateListCriteria,
  type CandidateListGrouping,
  type CandidateListSort,
  type CandidateResponseFilter,
  type CustomFieldResponseFilter,
  type DateRange,
  type SortOrder,
  type StageStatus,
} from '@ats/projections/candidate-list/candidate-list.query';

/** More than a filter menu offers; a longer list is no person's filter. */
const MAX_FILTER_ITEMS = 100;
const UUID_LIST_LENGTH = MAX_FILTER_ITEMS * 37;
const MAX_SOURCE_LENGTH = 100;
const MAX_DATE_LENGTH = 40;
const MAX_CUSTOM_FIELD_FILTERS = 20;
const MAX_CUSTOM_FIELD_FILTER_VALUES = 50;
const MAX_CUSTOM_FIELD_FILTER_VALUE_LENGTH = 1000;
const MAX_AS_IS_LENGTH = 5000;
const MAX_CANDIDATE_RESPONSE_FILTERS = 20;
const MAX_CANDIDATE_RESPONSE_FILTER_VALUES = 50;
/** A question's options and answers are at most 2,000 characters, its id at most 100 (the stage's task editor). */
const MAX_CANDIDATE_RESPONSE_VALUE_LENGTH = 2000;
const MAX_QUESTION_ID_LENGTH = 100;
/** The task editor's largest number. */
const MAX_CANDIDATE_RESPONSE_NUMBER = 1_000_000_000;

export const LIST_FILTER_MESSAGES = {
  /** The AI-score and parsed-CV filters arrive with AI CV parsing and review (spec 02 §3.10, §4.6–4.7). */
  aiFiltersUnavailable: 'AI CV filters are not available yet',
  customFieldFilters: 'Please enter valid custom field filters',
  // Not shown by the spec: in the words of its other list refusals.
  accessType: 'Please select an access type from the list',
  candidateResponseFilters: 'Please enter valid candidate response filters',
} as const;

const JOB_STATUSES: readonly JobStatus[] = ['DRAFT', 'PUBLISHED', 'CLOSED'];

/** Lists arrive joined with ',' (spec 02 §7.4). */
const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').map((item) => item.trim()).filter(Boolean) : value;

const ids = (description: string) =>
  [
    ApiPropertyOptional({ type: 'string', description: `${description} joined with ","`, maxLength: UUID_LIST_LENGTH }),
    IsOptional(),
    Transform(commaList),
    IsUUID('4', { each: true }),
    ArrayMaxSize(MAX_FILTER_ITEMS),
  ] as PropertyDecorator[];

const applyAll =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };

const IdList = (description: string) => applyAll(ids(description));

const TagList = (description: string) =>
  applyAll([
    ApiPropertyOptional({ type: 'string', description, maxLength: MAX_FILTER_ITEMS * (TAG_MAX_LENGTH + 1) }),
    IsOptional(),
    Transform(commaList),
    IsString({ each: true }),
    MaxLength(TAG_MAX_LENGTH, { each: true, message: TAG_MESSAGES.tooLong }),
    ArrayMaxSize(MAX_FILTER_ITEMS),
  ]);

const DateParam = (description: string) =>
  applyAll([
    ApiPropertyOptional({ type: 'string', description: `${description}: an ISO date (a day counts whole) or date-time`, maxLength: MAX_DATE_LENGTH }),
    IsOptional(),
    MaxLength(MAX_DATE_LENGTH),
    IsISO8601({ strict: true }, { message: 'Please enter a valid date' }),
  ]);

/**
 * Accepted at the spec's name but refused while nothing stands behind it: a value other than the filter's
 * "off" default answers 400 with `message`, rather than silently listing everyone.
 */
const NotYetAvailable = (message: string, off: readonly string[], options?: ValidationOptions) =>
  applyAll([
    ApiPropertyOptional({ type: 'string', maxLength: MAX_AS_IS_LENGTH, description: 'Not available yet: only its default is accepted' }),
    IsOptional(),
    ValidateBy(
      { name: 'notYetAvailable', validator: { validate: (value: unknown) => typeof value === 'string' && (value.trim() === '' || off.includes(value.trim())) } },
      { ...options, message },
    ),
    MaxLength(MAX_AS_IS_LENGTH),
  ]);
const AiFilter = (...off: string[]) => NotYetAvailable(LIST_FILTER_MESSAGES.aiFiltersUnavailable, off);

/** The gender filter's values (spec 03 "Apply form": candidate filters add 'Others' to the form's three). */
const GENDER_FILTER_VALUES = [...CANDIDATE_GENDERS, 'Others'] as const;

const CountryList = (description: string, preferNotToSay: boolean) =>
  applyAll([
    ApiPropertyOptional({ type: 'string', description, maxLength: 300 * 3 }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.split(',').map((item) => (item.trim() === PREFER_NOT_TO_SAY ? item.trim() : item.trim().toUpperCase())).filter(Boolean) : value,
    ),
    ValidateBy(
      {
        name: 'countryList',
        validator: { validate: (value: unknown) => typeof value === 'string' && (isCountryCode(value) || (preferNotToSay && value === PREFER_NOT_TO_SAY)) },
      },
      { each: true, message: 'Please select a country from the list' },
    ),
    ArrayMaxSize(COUNTRY_CODES.length + 1),
  ]);

/** 'true' or 'false' (spec 02 §3.9 default false): with a choice of values, also those who gave none. */
const IncludeUnspecified = (what: string) =>
  applyAll([
    ApiPropertyOptional({ enum: ['true', 'false'], default: 'false', description: `With a ${what} chosen: also candidates who gave none` }),
    IsOptional(),
    IsIn(['true', 'false']),
  ]);

const demographic = (values: string[] | undefined, includeUnspecified: string | undefined) =>
  values?.length ? { values, includeUnspecified: includeUnspecified === 'true' } : undefined;

/** An as-is JSON parameter that must be a list of at most `max` items; null otherwise. */
const jsonListOf = (value: unknown, max: number): unknown[] | null => {
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.length <= max ? parsed : null;
  } catch {
    return null;
  }
};

/** `customFieldResponseFilters` as-is (spec 02 §7.4): JSON `[{"fieldId": uuid, "values": [text, …]}]`. */
export const parseCustomFieldFilters = (value: unknown): CustomFieldResponseFilter[] | null => {
  const parsed = jsonListOf(value, MAX_CUSTOM_FIELD_FILTERS);
  if (!parsed) return null;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const filters: CustomFieldResponseFilter[] = [];
  for (const item of parsed) {
    if (typeof item !== 'object' || item === null) return null;
    const { fieldId, values } = item as { fieldId?: unknown; values?: unknown };
    if (typeof fieldId !== 'string' || !uuid.test(fieldId)) return null;
    if (!Array.isArray(values) || values.length === 0 || values.length > MAX_CUSTOM_FIELD_FILTER_VALUES) return null;
    if (!values.every((entry) => typeof entry === 'string' && entry.length <= MAX_CUSTOM_FIELD_FILTER_VALUE_LENGTH)) return null;
    filters.push({ fieldId: fieldId.toLowerCase(), values: values as string[] });
  }
  return filters;
};

const isBoundedNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_CANDIDATE_RESPONSE_NUMBER;

/**
 * `candidateResponseFilters` as-is (spec 02 §7.4): JSON `[{"questionId": "<question id>", "values": ["<answer>", …]}]`
 * — any of the values (SINGLE_SELECT and text equal, MULTI_SELECT any chosen option, YES_NO 'true' / 'false') —
 * or, for NUMERIC / CURRENCY questions, `{"questionId": "<id>", "min"?: number, "max"?: number}`. Items AND together;
 * '[]' filters nothing. Null when malformed or beyond the bounds.
 */
export const parseCandidateResponseFilters = (value: unknown): CandidateResponseFilter[] | null => {
  const parsed = jsonListOf(value, MAX_CANDIDATE_RESPONSE_FILTERS);
  if (!parsed) return null;
  const filters: CandidateResponseFilter[] = [];
  for (const item of parsed) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
    const { questionId, values, min, max, ...rest } = item as Record<string, unknown>;
    if (Object.keys(rest).length > 0) return null;
    if (typeof questionId !== 'string' || !questionId.trim() || questionId.length > MAX_QUESTION_ID_LENGTH) return null;
    if (values !== undefined) {
      // One form or the other: values, or a range.
      if (min !== undefined || max !== undefined) return null;
      if (!Array.isArray(values) || values.length === 0 || values.length > MAX_CANDIDATE_RESPONSE_FILTER_VALUES) return null;
      if (!values.every((entry) => typeof entry === 'string' && entry.length <= MAX_CANDIDATE_RESPONSE_VALUE_LENGTH)) return null;
      filters.push({ questionId, values: values as string[] });
      continue;
    }
    if (min === undefined && max === undefined) return null;
    if ((min !== undefined && !isBoundedNumber(min)) || (max !== undefined && !isBoundedNumber(max))) return null;
    if (min !== undefined && max !== undefined && (min as number) > (max as number)) return null;
    filters.push({ questionId, min: min as number | undefined, max: max as number | undefined });
  }
  return filters;
};

/** The candidate list's filter object (spec 02 §3.9) at the query parameters of §7.4, besides jobs, stages, search and CV search. */
export class CandidateListFiltersRequestDto {
  @ApiPropertyOptional({ type: 'string', description: `Stage statuses joined with ",": ${STAGE_STATUSES.join(', ')}`, maxLength: 100 })
  @IsOptional()
  @Transform(commaList)
  @IsIn(STAGE_STATUSES as unknown as string[], { each: true, message: 'Please select a status from the list' })
  @ArrayMaxSize(STAGE_STATUSES.length)
  statuses?: StageStatus[];

  @IdList('Archival reason ids') archivalReasonIds?: string[];

  @ApiPropertyOptional({ type: 'string', description: `Origins joined with ",": ${CANDIDATE_ORIGINS.join(', ')}`, maxLength: 100 })
  @IsOptional()
  @Transform(commaList)
  @IsIn(CANDIDATE_ORIGINS as CandidateOrigin[], { each: true, message: 'Please select origin' })
  @ArrayMaxSize(CANDIDATE_ORIGINS.length)
  origin?: CandidateOrigin[];

  @ApiPropertyOptional({ type: 'string', description: 'Sources joined with ","', maxLength: MAX_FILTER_ITEMS * (MAX_SOURCE_LENGTH + 1) })
  @IsOptional()
  @Transform(commaList)
  @IsString({ each: true })
  @MaxLength(MAX_SOURCE_LENGTH, { each: true })
  @ArrayMaxSize(MAX_FILTER_ITEMS)
  source?: string[];

  @TagList('Tags joined with ","') tag?: string[];
  @TagList('The most used tags picked, joined with ","; filters as `tag` does') frequentTags?: string[];

  @IdList('Candidate owner (user) ids') owners?: string[];
  @IdList('Application ids') applicationIds?: string[];
  @IdList('Application ids left out (unticked after "Select top 500")') unSelectedIds?: string[];
  @IdList('Job owner ids') jobOwnerIds?: string[];
  @IdList('Ids of users on the job’s team (owner, recruiter, hiring manager)') teamMemberIds?: string[];
  @IdList('Job location ids') locationIds?: string[];
  @IdList('Job department ids') departmentIds?: string[];
  @IdList('Stage pipeline template ids') stagePipelineTemplateIds?: string[];

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the applications of this bulk action (its result links, spec 01 §2.7)' })
  @IsOptional()
  @IsUUID('4', { message: 'Bulk action not found' })
  bulkActionId?: string;

  @ApiPropertyOptional({ enum: ['all', 'failed', 'success'], default: 'all', description: 'With bulkActionId: which of its applications' })
  @IsOptional()
  @IsIn(['all', 'failed', 'success'])
  bulkActionApplications?: 'all' | 'failed' | 'success';

  @ApiPropertyOptional({ type: 'string', description: `Job statuses joined with ",": ${JOB_STATUSES.join(', ')}`, maxLength: 100 })
  @IsOptional()
  @Transform(commaList)
  @IsIn(JOB_STATUSES as JobStatus[], { each: true, message: 'Please select a job status from the list' })
  @ArrayMaxSize(JOB_STATUSES.length)
  jobStatuses?: JobStatus[];

  @ApiPropertyOptional({ maxLength: 30, description: 'Part of a phone number; only its digits are compared' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  @Matches(/^[\d+\-() ]*\d[\d+\-() ]*$/, { message: CONTACT_MESSAGES.phoneInvalidCharacters })
  phoneNumber?: string;

  @DateParam('Applied on or after') applicationFromDate?: string;
  @DateParam('Applied on or before') applicationToDate?: string;
  @DateParam('Last activity on or after') lastActivityFromDate?: string;
  @DateParam('Last activity on or before') lastActivityToDate?: string;
  @DateParam('Hired on or after') hiredFromDate?: string;
  @DateParam('Hired on or before') hiredToDate?: string;
  @DateParam('Job published on or after') jobPublishedDateFrom?: string;
  @DateParam('Job published on or before') jobPublishedDateTo?: string;

  @ApiPropertyOptional({
    type: 'string',
    maxLength: MAX_AS_IS_LENGTH,
    description: 'As-is JSON: [{"fieldId": "<custom field id>", "values": ["<option or text>", …]}]; each field narrows, any of its values matches',
  })
  @IsOptional()
  @MaxLength(MAX_AS_IS_LENGTH)
  @ValidateBy(
    { name: 'customFieldResponseFilters', validator: { validate: (value: unknown) => parseCustomFieldFilters(value) !== null } },
    { message: LIST_FILTER_MESSAGES.customFieldFilters },
  )
  customFieldResponseFilters?: string;

  @ApiPropertyOptional({ enum: Object.keys(CANDIDATE_LIST_SORTS), default: 'lastActivityAt' })
  @IsOptional()
  @IsIn(Object.keys(CANDIDATE_LIST_SORTS))
  sort?: CandidateListSort;

  @ApiPropertyOptional({ enum: ['ASC', 'DESC'], default: 'DESC' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @IsIn(['ASC', 'DESC'])
  order?: SortOrder;

  @ApiPropertyOptional({ enum: Object.keys(CANDIDATE_LIST_GROUPINGS), default: DEFAULT_GROUPING })
  @IsOptional()
  @IsIn(Object.keys(CANDIDATE_LIST_GROUPINGS))
  groupByValue?: CandidateListGrouping;

  @IdList('Referred by (team member ids)') referredBy?: string[];
  @IdList('Sourced by (team member ids)') sourcedBy?: string[];

  @ApiPropertyOptional({ type: 'string', description: `Genders joined with ",": ${GENDER_FILTER_VALUES.join(', ')}`, maxLength: 100 })
  @IsOptional()
  @Transform(commaList)
  @IsIn(GENDER_FILTER_VALUES as unknown as string[], { each: true, message: 'Please select a gender from the list' })
  @ArrayMaxSize(GENDER_FILTER_VALUES.length)
  gender?: string[];
  @IncludeUnspecified('gender') includeUnspecifiedGender?: string;

  @CountryList(`Nationalities joined with ",": ISO 3166-1 alpha-2 codes, or '${PREFER_NOT_TO_SAY}'`, true) nationality?: string[];
  @IncludeUnspecified('nationality') includeUnspecifiedNationality?: string;
  @CountryList('Countries of residence joined with ",": ISO 3166-1 alpha-2 codes', false) countryOfResidence?: string[];
  @IncludeUnspecified('country of residence') includeUnspecifiedCountryOfResidences?: string;

  @DateParam('With an interview starting on or after') interviewFromDate?: string;
  @DateParam('With an interview starting on or before') interviewToDate?: string;

  @ApiPropertyOptional({
    type: 'string',
    maxLength: MAX_AS_IS_LENGTH,
    description:
      'As-is JSON, the candidates’ answers to the stage tasks’ questions (shortlisting and collect-information): ' +
      '[{"questionId": "<question id>", "values": ["<answer>", …]}] matches any of the values (single select and text: equal; ' +
      'multi select: any chosen option; yes/no: "true" or "false"); for numeric and currency questions ' +
      '{"questionId": "<question id>", "min": <number>, "max": <number>} (either end optional) matches a number within. ' +
      `Items AND together; at most ${MAX_CANDIDATE_RESPONSE_FILTERS} items of at most ${MAX_CANDIDATE_RESPONSE_FILTER_VALUES} values. ` +
      'Only completed responses count, and a confidential answer only for a caller with confidential access at the application’s stage.',
  })
  @IsOptional()
  @MaxLength(MAX_AS_IS_LENGTH, { message: LIST_FILTER_MESSAGES.candidateResponseFilters })
  @ValidateBy(
    { name: 'candidateResponseFilters', validator: { validate: (value: unknown) => parseCandidateResponseFilters(value) !== null } },
    { message: LIST_FILTER_MESSAGES.candidateResponseFilters },
  )
  candidateResponseFilters?: string;

  @IdList('Agency ids: applications an agency of the company brought (origin agency)') agency?: string[];

  @ApiPropertyOptional({
    type: 'string',
    description: `Access types of the job's team members, joined with ",": ${TEAM_ACCESS_TYPES.join(', ')}. With teamMemberIds: those members' access types`,
    maxLength: 100,
  })
  @IsOptional()
  @Transform(commaList)
  @IsIn(TEAM_ACCESS_TYPES as unknown as TeamAccessType[], { each: true, message: LIST_FILTER_MESSAGES.accessType })
  @ArrayMaxSize(TEAM_ACCESS_TYPES.length)
  accessTypeIds?: TeamAccessType[];

  // AI score and parsed-CV filters (spec 02 §3.9): they arrive with the AI issue.
  @AiFilter('NONE') aiCVScoreOption?: string;
  @AiFilter() aiCVScoreRange?: string;
  @AiFilter() aiCVCriteria?: string;
  @AiFilter() aiCVCriteriaJobId?: string;
  @AiFilter('NONE') experienceRangeType?: string;
  @AiFilter('0') experienceStartRange?: string;
  @AiFilter('0') experienceEndRange?: string;
  @AiFilter() cvSkills?: string;
  @AiFilter() cvPositionEmployer?: string;
  @AiFilter('false') isCurrentEmployer?: string;
  @AiFilter() educationInstitution?: string;
  @AiFilter() educationFieldOfStudy?: string;
  @AiFilter() cvIndustry?: string;
  @AiFilter() cvSpokenLanguages?: string;
  @AiFilter('false') includeUnspecifiedSpokenLanguages?: string;
  @AiFilter() cvKeywords?: string;
  @AiFilter('false') includeUnParsedCVCandidates?: string;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A range from the query's two dates; a day given as `to` counts until its end (UTC). */
const rangeOf = (from?: string, to?: string): DateRange | undefined => {
  if (!from && !to) return undefined;
  const end = to ? new Date(DAY_ONLY.test(to) ? `${to}T23:59:59.999Z` : to) : undefined;
  return { from: from ? new Date(from) : undefined, to: end };
};

/** The filter object's criteria (the read model's names) from the query. */
export const candidateListCriteriaOf = (dto: CandidateListFiltersRequestDto): CandidateListCriteria & {
  sort: CandidateListSort;
  order: SortOrder;
  groupByValue: CandidateListGrouping;
} => ({
  statuses: dto.statuses,
  archivalReasonIds: dto.archivalReasonIds,
  origin: dto.origin,
  source: dto.source,
  owners: dto.owners,
  tags: dto.tag || dto.frequentTags ? [...(dto.tag ?? []), ...(dto.frequentTags ?? [])] : undefined,
  applicationIds: dto.applicationIds,
  unSelectedIds: dto.unSelectedIds,
  jobOwnerIds: dto.jobOwnerIds,
  teamMemberIds: dto.teamMemberIds,
  accessTypeIds: dto.accessTypeIds,
  locationIds: dto.locationIds,
  departmentIds: dto.departmentIds,
  stagePipelineTemplateIds: dto.stagePipelineTemplateIds,
  bulkAction: dto.bulkActionId ? { bulkActionId: dto.bulkActionId, applications: dto.bulkActionApplications ?? 'all' } : undefined,
  jobStatuses: dto.jobStatuses,
  phoneNumber: dto.phoneNumber,
  applied: rangeOf(dto.applicationFromDate, dto.applicationToDate),
  lastActivity: rangeOf(dto.lastActivityFromDate, dto.lastActivityToDate),
  hired: rangeOf(dto.hiredFromDate, dto.hiredToDate),
  jobPublished: rangeOf(dto.jobPublishedDateFrom, dto.jobPublishedDateTo),
  customFieldResponseFilters: dto.customFieldResponseFilters ? (parseCustomFieldFilters(dto.customFieldResponseFilters) ?? undefined) : undefined,
  candidateResponseFilters: dto.candidateResponseFilters ? (parseCandidateResponseFilters(dto.candidateResponseFilters) ?? undefined) : undefined,
  referredBy: dto.referredBy,
  sourcedBy: dto.sourcedBy,
  agency: dto.agency,
  gender: demographic(dto.gender, dto.includeUnspecifiedGender),
  nationality: demographic(dto.nationality, dto.includeUnspecifiedNationality),
  countryOfResidence: demographic(dto.countryOfResidence, dto.includeUnspecifiedCountryOfResidences),
  interview: rangeOf(dto.interviewFromDate, dto.interviewToDate),
  sort: dto.sort ?? 'lastActivityAt',
  order: dto.order ?? 'DESC',
  groupByValue: dto.groupByValue ?? DEFAULT_GROUPING,
});
