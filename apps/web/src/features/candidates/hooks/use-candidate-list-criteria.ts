import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { QueryValue } from '@ats/web/app/api/api-client';

/**
 * The candidate list's filter object (spec 02 §3.9) beyond jobs, stages and search, with grouping and sort.
 * It lives in the URL at the API's own parameter names (02 §7.4: lists joined with ',', dates only when set),
 * so the saved view state (01 §4.14, app/shell/candidate-view-state) keeps it along with the rest.
 */
export const LIST_FILTER_PARAMS = [
  'statuses',
  'archivalReasonIds',
  'owners',
  'origin',
  'source',
  'tag',
  'jobStatuses',
  'jobOwnerIds',
  'locationIds',
  'departmentIds',
  'accessTypeIds',
  'referredBy',
  'sourcedBy',
  'agency',
  'gender',
  'nationality',
  'countryOfResidence',
] as const;
export type ListFilterParam = (typeof LIST_FILTER_PARAMS)[number];

export const DATE_PARAMS = [
  'applicationFromDate',
  'applicationToDate',
  'lastActivityFromDate',
  'lastActivityToDate',
  'hiredFromDate',
  'hiredToDate',
  'interviewFromDate',
  'interviewToDate',
] as const;
export type DateParam = (typeof DATE_PARAMS)[number];

/** 'Include unspecified' beside each demographic filter (spec 02 §3.9, default false): in the URL only when true. */
export const INCLUDE_UNSPECIFIED_PARAMS = ['includeUnspecifiedGender', 'includeUnspecifiedNationality', 'includeUnspecifiedCountryOfResidences'] as const;
export type IncludeUnspecifiedParam = (typeof INCLUDE_UNSPECIFIED_PARAMS)[number];

export const GROUPINGS = ['jobStatus', 'job', 'status', 'owner', 'origin', 'none'] as const;
export type Grouping = (typeof GROUPINGS)[number];
/** Spec 02 §9: the list groups by job status unless told otherwise. */
export const DEFAULT_GROUPING: Grouping = 'jobStatus';
export const SORTS = ['lastActivityAt', 'appliedAt', 'name', 'jobName', 'stageName'] as const;
export type Sort = (typeof SORTS)[number];
export type Order = 'ASC' | 'DESC';

export type CustomFieldFilter = { fieldId: string; values: string[] };

/**
 * A filter on the candidates' answers to a stage's question (the API's `candidateResponseFilters` item): any of
 * `values` (choices, text, YES_NO 'true' / 'false'), or, for NUMERIC / CURRENCY questions, a range.
 */
export type CandidateResponseFilter = { questionId: string; values?: string[]; min?: number; max?: number };

export type CandidateListCriteria = Record<ListFilterParam, string[]> &
  Record<DateParam, string> &
  Record<IncludeUnspecifiedParam, boolean> & {
    phoneNumber: string;
    customFieldResponseFilters: CustomFieldFilter[];
    candidateResponseFilters: CandidateResponseFilter[];
    groupByValue: Grouping;
    sort: Sort;
    order: Order;
  };

const splitList = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const customFieldFiltersOf = (value: string | null): CustomFieldFilter[] => {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is CustomFieldFilter =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as CustomFieldFilter).fieldId === 'string' &&
        Array.isArray((item as CustomFieldFilter).values) &&
        (item as CustomFieldFilter).values.every((entry) => typeof entry === 'string'),
    );
  } catch {
    // A hand-edited link with broken JSON filters nothing rather than failing the page.
    return [];
  }
};

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A response filter that filters something: some values, or an end of a range. */
const isSetResponseFilter = (filter: CandidateResponseFilter): boolean =>
  filter.values !== undefined ? filter.values.length > 0 : isNumber(filter.min) || isNumber(filter.max);

const candidateResponseFiltersOf = (value: string | null): CandidateResponseFilter[] => {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown): CandidateResponseFilter[] => {
      if (typeof item !== 'object' || item === null) return [];
      const { questionId, values, min, max } = item as Record<string, unknown>;
      if (typeof questionId !== 'string' || !questionId) return [];
      if (Array.isArray(values)) return values.every((entry) => typeof entry === 'string') && values.length ? [{ questionId, values: values as string[] }] : [];
      const range = { questionId, ...(isNumber(min) ? { min } : {}), ...(isNumber(max) ? { max } : {}) };
      return isSetResponseFilter(range) ? [range] : [];
    });
  } catch {
    // As with custom fields: a broken link filters nothing.
    return [];
  }
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** The criteria a URL's search parameters hold; unknown or malformed values fall back to the defaults. */
export const readCriteria = (params: URLSearchParams): CandidateListCriteria => {
  const lists = Object.fromEntries(LIST_FILTER_PARAMS.map((name) => [name, splitList(params.get(name))])) as Record<ListFilterParam, string[]>;
  const dates = Object.fromEntries(
    DATE_PARAMS.map((name) => {
      const value = params.get(name) ?? '';
      return [name, DAY.test(value) ? value : ''];
    }),
  ) as Record<DateParam, string>;
  const order = (params.get('order') ?? '').toUpperCase();
  const unspecified = Object.fromEntries(INCLUDE_UNSPECIFIED_PARAMS.map((name) => [name, params.get(name) === 'true'])) as Record<IncludeUnspecifiedParam, boolean>;
  return {
    ...lists,
    ...dates,
    ...unspecified,
    phoneNumber: (params.get('phoneNumber') ?? '').trim(),
    customFieldResponseFilters: customFieldFiltersOf(params.get('customFieldResponseFilters')),
    candidateResponseFilters: candidateResponseFiltersOf(params.get('candidateResponseFilters')),
    groupByValue: oneOf(GROUPINGS, params.get('groupByValue'), DEFAULT_GROUPING),
    sort: oneOf(SORTS, params.get('sort'), 'lastActivityAt'),
    order: order === 'ASC' ? 'ASC' : 'DESC',
  };
};

/** Writes `changes` into `params` (defaults and empty values leave the URL). */
export const writeCriteria = (params: URLSearchParams, changes: Partial<CandidateListCriteria>): URLSearchParams => {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value === '' ? next.delete(key) : next.set(key, value));
  for (const [key, value] of Object.entries(changes)) {
    if (key === 'customFieldResponseFilters') {
      const filters = (value as CustomFieldFilter[]).filter((filter) => filter.values.length > 0);
      set(key, filters.length ? JSON.stringify(filters) : '');
    } else if (key === 'candidateResponseFilters') {
      const filters = (value as CandidateResponseFilter[]).filter(isSetResponseFilter);
      set(key, filters.length ? JSON.stringify(filters) : '');
    } else if (Array.isArray(value)) set(key, value.join(','));
    else if (typeof value === 'boolean') set(key, value ? 'true' : '');
    else if (key === 'groupByValue') set(key, value === DEFAULT_GROUPING ? '' : String(value));
    else if (key === 'sort') set(key, value === 'lastActivityAt' ? '' : String(value));
    else if (key === 'order') set(key, value === 'DESC' ? '' : String(value));
    else set(key, String(value ?? ''));
  }
  return next;
};

/** How many filters of the criteria are set (grouping and sort are not filters). */
export const activeFilterCount = (criteria: CandidateListCriteria): number =>
  LIST_FILTER_PARAMS.filter((name) => criteria[name].length > 0).length +
  DATE_PARAMS.filter((name) => criteria[name] !== '').length +
  (criteria.phoneNumber ? 1 : 0) +
  criteria.customFieldResponseFilters.length +
  criteria.candidateResponseFilters.length;

/** The empty filter object: what "Clear filters" writes. */
export const NO_FILTERS: Partial<CandidateListCriteria> = {
  ...Object.fromEntries(LIST_FILTER_PARAMS.map((name) => [name, []])),
  ...Object.fromEntries(DATE_PARAMS.map((name) => [name, ''])),
  ...Object.fromEntries(INCLUDE_UNSPECIFIED_PARAMS.map((name) => [name, false])),
  phoneNumber: '',
  customFieldResponseFilters: [],
  candidateResponseFilters: [],
};

/** The criteria as the API's query (the api client joins lists with ',' and leaves empty values out). */
export const criteriaQuery = (criteria: CandidateListCriteria | undefined): Record<string, QueryValue> => {
  if (!criteria) return {};
  const { customFieldResponseFilters, candidateResponseFilters, includeUnspecifiedGender, includeUnspecifiedNationality, includeUnspecifiedCountryOfResidences, ...rest } = criteria;
  return {
    ...rest,
    // Sent only when true: false is the API's default.
    includeUnspecifiedGender: includeUnspecifiedGender || undefined,
    includeUnspecifiedNationality: includeUnspecifiedNationality || undefined,
    includeUnspecifiedCountryOfResidences: includeUnspecifiedCountryOfResidences || undefined,
    customFieldResponseFilters: customFieldResponseFilters.length ? JSON.stringify(customFieldResponseFilters) : undefined,
    candidateResponseFilters: candidateResponseFilters.length ? JSON.stringify(candidateResponseFilters) : undefined,
  };
};

/**
 * The criteria of the current URL and a setter that starts again from the first page. `via` (e.g.
 * getting-started) and `bulkActionApplications` (failed|success, from bulk-action result links) are accepted
 * and kept in the URL; the latter filters nothing until bulk actions exist.
 */
export const useCandidateListCriteria = () => {
  const [params, setParams] = useSearchParams();
  const criteria = useMemo(() => readCriteria(params), [params]);
  const update = useCallback(
    (changes: Partial<CandidateListCriteria>) =>
      setParams(
        (previous) => {
          const next = writeCriteria(previous, changes);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { criteria, update, via: params.get('via'), bulkActionApplications: params.get('bulkActionApplications') };
};
