import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, type QueryValue } from '@ats/web/app/api/api-client';
import { isApiError } from '@ats/web/app/api/api-error';
import { jobKeys } from '@ats/web/app/api/jobs-api';
import type { Schema } from '@ats/web/app/api/openapi-types';
import type {
  JobDetail,
  JobFilterOptions,
  JobHistoryPage,
  JobListPage,
  JobTab,
  PipelineTemplateOption,
  PublishedType,
  SettingOption,
  TeamMemberOption,
  Visibility,
} from './job-types';

/** The jobs feature's queries; `company-roles` keys are shared with app/api/jobs-api.ts (job detail, dropdown). */
export const jobsKeys = {
  all: ['company-roles'] as const,
  lists: ['company-roles', 'v1', 'list'] as const,
  list: (filters: JobListFilters) => ['company-roles', 'v1', 'list', filters] as const,
  filters: ['company-roles', 'filters'] as const,
  detail: jobKeys.detail,
  history: (id: string) => ['company-roles', 'history', id] as const,
  insights: (id: string) => ['company-roles', 'stage-insights', id] as const,
  members: ['company-users', 'v1', 'job-pickers'] as const,
  locations: ['locations'] as const,
  departments: ['departments'] as const,
  pipelineTemplates: ['pipeline-templates'] as const,
};

export type JobListFilters = {
  tab: JobTab;
  search: string;
  departmentIds: string[];
  locationIds: string[];
  ownerIds: string[];
  recruiterIds: string[];
  hiringManagerIds: string[];
  publishedType: PublishedType | '';
  visibility: Visibility | '';
  publishedFrom: string;
  publishedTo: string;
  page: number;
  take: number;
};

/**
 * A read-your-writes query (docs/api.md) against a route that may not take `afterPosition` yet: the API
 * refuses an unknown query property with 400, so the call is made once more without it.
 */
export const getAfterWrites = async <T>(
  path: string,
  options: { query?: Record<string, QueryValue>; signal?: AbortSignal },
): Promise<T> => {
  try {
    return await api.get<T>(path, { ...options, readYourWrites: true });
  } catch (error) {
    if (isApiError(error) && error.statusCode === 400 && error.message.includes('afterPosition'))
      return api.get<T>(path, options);
    throw error;
  }
};

export const useJobList = (filters: JobListFilters) =>
  useQuery({
    queryKey: jobsKeys.list(filters),
    queryFn: ({ signal }) => getAfterWrites<JobListPage>('/company-roles/v1/list', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
    meta: { toast: false },
  });

export const useJobFilterOptions = () =>
  useQuery({
    queryKey: jobsKeys.filters,
    queryFn: ({ signal }) => api.get<JobFilterOptions>('/company-roles/filters', { signal }),
    staleTime: 60_000,
    meta: { toast: false },
  });

export const fetchJobDetail = (id: string, signal?: AbortSignal) =>
  getAfterWrites<JobDetail>(`/company-roles/${encodeURIComponent(id)}`, { signal });

/** The whole job, as every wizard tab reads it; `null` for a job not yet saved ('new'). */
export const useJobDetail = (id: string | null) =>
  useQuery({
    queryKey: jobsKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchJobDetail(id!, signal),
    enabled: id !== null,
    // The wizard renders its own not-found and error states.
    meta: { toast: false },
  });

export const HISTORY_PAGE_SIZE = 20;

export const useJobHistory = (id: string) =>
  useInfiniteQuery({
    queryKey: jobsKeys.history(id),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<JobHistoryPage>(`/company-roles/${encodeURIComponent(id)}/history`, {
        query: { page: pageParam, take: HISTORY_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? pages.length + 1 : undefined;
    },
    meta: { toast: false },
  });

type MemberPage = { data: TeamMemberOption[] };

/** Spec 02 §7.1, §9: the owner, recruiter and hiring manager pickers list up to 1000 staff. */
export const useTeamMemberOptions = () =>
  useQuery({
    queryKey: jobsKeys.members,
    queryFn: async ({ signal }) => {
      const page = await api.get<MemberPage>('/company-roles/company-users/v1', {
        query: { page: 1, take: 1000, accessType: ['COMPANY_ADMIN', 'COMPANY_INTERVIEWER', 'COMPANY_RECRUITER'] },
        signal,
      });
      return page.data.filter((member) => !member.isDeletedUser);
    },
    staleTime: 60_000,
  });

/** A settings list that may not exist yet on an older API: a 404 reads as an empty list. */
const settingsList = async <T>(path: string, signal: AbortSignal): Promise<T[]> => {
  try {
    const answer = await api.get<T[] | { items?: T[]; data?: T[] }>(path, { signal });
    if (Array.isArray(answer)) return answer;
    return answer.items ?? answer.data ?? [];
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return [];
    throw error;
  }
};

export const useLocations = () =>
  useQuery({
    queryKey: jobsKeys.locations,
    queryFn: ({ signal }) => settingsList<SettingOption>('/locations', signal),
    staleTime: 60_000,
  });

export const useDepartments = () =>
  useQuery({
    queryKey: jobsKeys.departments,
    queryFn: ({ signal }) => settingsList<SettingOption>('/departments', signal),
    staleTime: 60_000,
  });

export const usePipelineTemplates = () =>
  useQuery({
    queryKey: jobsKeys.pipelineTemplates,
    queryFn: ({ signal }) => settingsList<PipelineTemplateOption>('/pipeline-templates', signal),
    staleTime: 60_000,
    meta: { toast: false },
  });

/** StageInsightResponseDto (job-history.response.dto.ts): one stage's candidates (spec 02 §2.4, §4.3). */
export type StageInsight = Schema<'StageInsightResponseDto'>;

/** Candidates per stage; an empty list where the API has no insights yet. */
export const useStageInsights = (jobId: string) =>
  useQuery({
    queryKey: jobsKeys.insights(jobId),
    queryFn: async ({ signal }) => {
      try {
        return await getAfterWrites<StageInsight[]>(`/company-roles/${encodeURIComponent(jobId)}/stage-insights`, {
          signal,
        });
      } catch (error) {
        if (isApiError(error) && error.statusCode === 404) return [];
        throw error;
      }
    },
    meta: { toast: false },
  });
