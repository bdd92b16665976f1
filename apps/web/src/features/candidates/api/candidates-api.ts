import { keepPreviousData, useInfiniteQuery, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey, type QueryValue } from '@ats/web/app/api/api-client';
import type {
  ApplicationDetail,
  ApplicationList,
  ArchivalReason,
  CommandResult,
  HistoryPage,
  Job,
} from '@ats/web/app/api/api-types';
import { jobKeys } from '@ats/web/app/api/jobs-api';
import type { RequestBodyOf, ResponseOf, Schema } from '@ats/web/app/api/openapi-types';
import type { CvSearch } from '../hooks/use-candidate-list-params';
import { criteriaQuery, type CandidateListCriteria } from '../hooks/use-candidate-list-criteria';

export const candidateKeys = {
  all: ['job-applications'] as const,
  lists: ['job-applications', 'list'] as const,
  list: (filters: CandidateListFilters) => ['job-applications', 'list', filters] as const,
  detail: (id: string) => ['job-applications', 'detail', id] as const,
  history: (id: string) => ['job-applications', 'history', id] as const,
};

export const archivalReasonKeys = { company: ['archival-reasons', 'company'] as const };

export type CandidateListFilters = {
  jobRoleIds: string[];
  stages: string[];
  active: boolean;
  nameOrEmail: string;
  page: number;
  take: number;
  /** The CV search (hooks/use-candidate-list-params), when one is applied. */
  cvSearch?: CvSearch | null;
  /** The rest of the filter object, grouping and sort (hooks/use-candidate-list-criteria). */
  criteria?: CandidateListCriteria;
  /** A bulk action's result link (spec 01 §2.7): only its applications, all or those that failed or succeeded. */
  bulkAction?: { bulkActionId: string; bulkActionApplications: 'all' | 'failed' | 'success' } | null;
};

const fetchJob = (id: string, signal: AbortSignal) => api.get<Job>(`/company-roles/${encodeURIComponent(id)}`, { signal });

export const useJob = (id: string | null) =>
  useQuery({
    queryKey: jobKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchJob(id!, signal),
    enabled: id !== null && id !== '',
    staleTime: 60_000,
  });

/** The stages of every selected job, for the list's stage filter. */
export const useJobs = (ids: readonly string[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: jobKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchJob(id, signal),
      staleTime: 60_000,
    })),
  });

/** The list's filters at the API's names; the CSV export sends the same, without the paging. */
export const candidateListQuery = (filters: CandidateListFilters): Record<string, QueryValue> => ({
  jobRoleIds: filters.jobRoleIds,
  stages: filters.stages,
  active: filters.active,
  nameOrEmail: filters.nameOrEmail,
  page: filters.page,
  take: filters.take,
  cvFilterType: filters.cvSearch?.cvFilterType,
  cvSearchItems: filters.cvSearch?.cvSearchItems,
  ...criteriaQuery(filters.criteria),
  bulkActionId: filters.bulkAction?.bulkActionId,
  bulkActionApplications: filters.bulkAction?.bulkActionApplications,
});

export const useCandidateList = (filters: CandidateListFilters) =>
  useQuery({
    queryKey: candidateKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<ApplicationList>('/job-applications', {
        query: candidateListQuery(filters),
        signal,
        readYourWrites: true,
      }),
    placeholderData: keepPreviousData,
  });

export const useApplication = (id: string) =>
  useQuery({
    queryKey: candidateKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<ApplicationDetail>(`/job-applications/${encodeURIComponent(id)}`, { signal, readYourWrites: true }),
    // The page renders its own not-found and error states.
    meta: { toast: false },
  });

export const HISTORY_PAGE_SIZE = 50;

export const useApplicationHistory = (id: string) =>
  useInfiniteQuery({
    queryKey: candidateKeys.history(id),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      // Read straight from the application's stream, so it is always current: no afterPosition needed.
      api.get<HistoryPage>(`/job-applications/${encodeURIComponent(id)}/history`, {
        query: { page: pageParam, take: HISTORY_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? pages.length + 1 : undefined;
    },
  });

export const useArchivalReasons = (enabled: boolean) =>
  useQuery({
    queryKey: archivalReasonKeys.company,
    queryFn: ({ signal }) => api.get<ArchivalReason[]>('/archival-reasons/company', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

/**
 * After a command: refetch what it changed. Not the inbox:
 * nobody is notified of their own action, and the owner's notification arrives later, through Kafka.
 */
export const useAfterCommand = () => {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: candidateKeys.all });
  };
};

export type AddCandidateInput = RequestBodyOf<'/api/job-applications', 'post'>;

export const useAddCandidate = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: (input: AddCandidateInput) =>
      api.post<ResponseOf<'/api/job-applications', 'post'>>('/job-applications', input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: afterCommand,
    // The form shows the server's message beside its fields.
    meta: { toast: false },
  });
};

export type MoveToStageInput = { applicationId: string } & Schema<'MoveToStageRequestDto'>;
export type ArchiveInput = { applicationId: string } & Schema<'ArchiveApplicationRequestDto'>;
export type UnarchiveInput = { applicationId: string } & Schema<'UnarchiveApplicationRequestDto'>;

export const useMoveToStage = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ applicationId, ...body }: MoveToStageInput) =>
      api.post<CommandResult>(`/job-applications/${encodeURIComponent(applicationId)}/move-to-stage`, body, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: afterCommand,
  });
};

export const useArchiveApplication = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ applicationId, ...body }: ArchiveInput) =>
      api.post<CommandResult>(`/job-applications/${encodeURIComponent(applicationId)}/archive`, body, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: afterCommand,
  });
};

export const useUnarchiveApplication = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ applicationId, ...body }: UnarchiveInput) =>
      api.post<CommandResult>(`/job-applications/${encodeURIComponent(applicationId)}/unarchive`, body, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: afterCommand,
  });
};

/**
 * Duplicate detection for the add form (spec 02 §2.12): how many applications the company's candidate holding
 * this e-mail already has (GET /job-applications/duplicates; ADR 0016).
 */
export const useApplicationsForEmail = (email: string | null) =>
  useQuery({
    queryKey: ['job-applications', 'by-email', email],
    enabled: email !== null,
    queryFn: async ({ signal }) =>
      (await api.get<ResponseOf<'/api/job-applications/duplicates', 'get'>>('/job-applications/duplicates', { query: { email }, signal })).count,
    meta: { toast: false },
    staleTime: 30_000,
  });
