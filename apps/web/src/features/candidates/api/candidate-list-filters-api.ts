import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';
import { criteriaQuery } from '../hooks/use-candidate-list-criteria';
import type { CandidateListFilters } from './candidates-api';

export type CandidateListFilterOptions = Schema<'CandidateListFilterOptionsResponseDto'>;
export type FilterOption = Schema<'FilterOptionResponseDto'>;
/** A stage question the list can be filtered by (`candidateResponseFilters`), offered with exactly one job selected. */
export type CandidateResponseQuestion = Schema<'CandidateResponseQuestionResponseDto'>;

/** Every filter's options with how many applications of the tab match each, under the other filters. */
export const useCandidateListFilterOptions = (filters: CandidateListFilters) =>
  useQuery({
    queryKey: ['job-applications', 'filters', filters] as const,
    queryFn: ({ signal }) => {
      // The options take the list's filters only: no paging, sort or grouping.
      const { sort: _sort, order: _order, groupByValue: _groupByValue, ...criteria } = criteriaQuery(filters.criteria);
      return api.get<CandidateListFilterOptions>('/job-applications/filters', {
        query: {
          jobRoleIds: filters.jobRoleIds,
          stages: filters.stages,
          active: filters.active,
          nameOrEmail: filters.nameOrEmail,
          ...criteria,
        },
        signal,
        readYourWrites: true,
      });
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
