import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { JobListFilters } from '../api/jobs-api';
import { JOB_TABS, type JobTab, type PublishedType, type Visibility } from '../api/job-types';

/** Spec 02 §2.2, §9: page 1, 10 per page. */
export const JOBS_PAGE_SIZE = 10;
export const DEFAULT_TAB: JobTab = 'PUBLISHED';

const LIST_KEYS = ['departmentIds', 'locationIds', 'ownerIds', 'recruiterIds', 'hiringManagerIds'] as const;
export type JobListKey = (typeof LIST_KEYS)[number];

const splitList = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

const positiveInt = (value: string | null, fallback: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

/** The jobs list's tab, search, filters and page live in the URL, so links, Back and a reload keep them. */
export const useJobListParams = () => {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<JobListFilters>(
    () => ({
      tab: oneOf(params.get('tab'), JOB_TABS) || DEFAULT_TAB,
      search: (params.get('search') ?? '').trim(),
      departmentIds: splitList(params.get('departmentIds')),
      locationIds: splitList(params.get('locationIds')),
      ownerIds: splitList(params.get('ownerIds')),
      recruiterIds: splitList(params.get('recruiterIds')),
      hiringManagerIds: splitList(params.get('hiringManagerIds')),
      publishedType: oneOf<PublishedType>(params.get('publishedType'), ['careerPage', 'employeePortal']),
      visibility: oneOf<Visibility>(params.get('visibility'), ['public', 'confidential']),
      publishedFrom: isDay(params.get('publishedFrom')) ? params.get('publishedFrom')! : '',
      publishedTo: isDay(params.get('publishedTo')) ? params.get('publishedTo')! : '',
      page: positiveInt(params.get('page'), 1),
      take: JOBS_PAGE_SIZE,
    }),
    [params],
  );

  const update = useCallback(
    (changes: Partial<Omit<JobListFilters, 'take'>>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const set = (key: string, value: string | null) => {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          };
          for (const [key, value] of Object.entries(changes)) {
            if (key === 'page') continue;
            if (key === 'tab') set('tab', value === DEFAULT_TAB ? null : String(value));
            else set(key, Array.isArray(value) ? value.join(',') : String(value ?? ''));
          }
          // Any change other than paging starts again from the first page.
          const page = changes.page ?? 1;
          set('page', page === 1 ? null : String(page));
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const hasFilters =
    filters.search !== '' ||
    LIST_KEYS.some((key) => filters[key].length > 0) ||
    filters.publishedType !== '' ||
    filters.visibility !== '' ||
    filters.publishedFrom !== '' ||
    filters.publishedTo !== '';

  const clearFilters = () =>
    update({
      search: '',
      departmentIds: [],
      locationIds: [],
      ownerIds: [],
      recruiterIds: [],
      hiringManagerIds: [],
      publishedType: '',
      visibility: '',
      publishedFrom: '',
      publishedTo: '',
    });

  return { filters, update, hasFilters, clearFilters };
};
