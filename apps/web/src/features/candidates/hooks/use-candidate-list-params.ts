import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CandidateListFilters } from '../api/candidates-api';

/** Spec 02 §9: the list opens with page 1 and take 15; the user may pick 15, 25 or 50 rows. */
export const PAGE_SIZES = [15, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 15;
export const MIN_SEARCH_LENGTH = 2;

/** The CV search of spec 02 §3.9, in the URL as the API names it (cvFilterType, cvSearchItems joined with ','). */
export type CvFilterType = 'INCLUDES_ALL' | 'INCLUDES_ANY';
export type CvSearch = { cvFilterType: CvFilterType; cvSearchItems: string[] };

const cvSearchOf = (type: string | null, items: string[]): CvSearch | null =>
  items.length === 0 ? null : { cvFilterType: type === 'INCLUDES_ANY' ? 'INCLUDES_ANY' : 'INCLUDES_ALL', cvSearchItems: items };

const splitList = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

const positiveInt = (value: string | null, fallback: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/** The list's filters live in the URL (statuses/active/page/take are named by the spec), so links and Back work. */
export const useCandidateListParams = () => {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<CandidateListFilters>(() => {
    const take = positiveInt(params.get('take'), DEFAULT_PAGE_SIZE);
    const nameOrEmail = (params.get('nameOrEmail') ?? '').trim();
    return {
      jobRoleIds: splitList(params.get('jobRoleIds')),
      stages: splitList(params.get('stages')),
      active: params.get('active') !== 'false',
      nameOrEmail: nameOrEmail.length >= MIN_SEARCH_LENGTH ? nameOrEmail : '',
      page: positiveInt(params.get('page'), 1),
      take: (PAGE_SIZES as readonly number[]).includes(take) ? take : DEFAULT_PAGE_SIZE,
      cvSearch: cvSearchOf(params.get('cvFilterType'), splitList(params.get('cvSearchItems'))),
    };
  }, [params]);

  const update = useCallback(
    (changes: Partial<CandidateListFilters>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const set = (key: string, value: string | null) => {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          };
          if (changes.jobRoleIds) set('jobRoleIds', changes.jobRoleIds.join(','));
          if (changes.stages) set('stages', changes.stages.join(','));
          if (changes.active !== undefined) set('active', changes.active ? null : 'false');
          if (changes.nameOrEmail !== undefined) set('nameOrEmail', changes.nameOrEmail);
          if (changes.take !== undefined) set('take', changes.take === DEFAULT_PAGE_SIZE ? null : String(changes.take));
          if (changes.cvSearch !== undefined) {
            set('cvFilterType', changes.cvSearch?.cvFilterType ?? null);
            set('cvSearchItems', changes.cvSearch?.cvSearchItems.join(',') ?? null);
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

  return { filters, update, search: params.toString() };
};
