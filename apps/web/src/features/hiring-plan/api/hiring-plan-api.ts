import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';

/** The hiring plan's API (spec 02 §2.16): requisitions, their approval, and the company's default approval flow. */
export type Requisition = Schema<'RequisitionResponseDto'>;
export type RequisitionListItem = Schema<'RequisitionListItemResponseDto'>;
export type RequisitionList = Schema<'RequisitionListResponseDto'>;
export type Highlights = Schema<'HiringPlanHighlightsResponseDto'>;
export type HistoryEntry = Schema<'RequisitionHistoryEntryResponseDto'>;
export type { ApprovalFlowBody, ApprovalFlowView } from '@ats/web/app/approval-flows/default-flow-api';
export type RequisitionBody = Schema<'CreateRequisitionRequestDto'>;
export type ApprovalLinkView = Schema<'ApprovalLinkResponseDto'>;
export type HiringPlanTab = 'TO_BE_HIRED' | 'HIRED' | 'PENDING_APPROVALS' | 'MY_REQUISITIONS' | 'REJECTED';
export const HIRING_PLAN_TABS: readonly HiringPlanTab[] = ['TO_BE_HIRED', 'HIRED', 'PENDING_APPROVALS', 'MY_REQUISITIONS', 'REJECTED'];

export const hiringPlanKeys = {
  all: ['hiring-plan'] as const,
  list: (tab: HiringPlanTab, search: string, page: number, perPage: number) => ['hiring-plan', 'list', tab, search, page, perPage] as const,
  highlights: ['hiring-plan', 'highlights'] as const,
  requisition: (id: string) => ['hiring-plan', 'requisition', id] as const,
  history: (id: string) => ['hiring-plan', 'requisition', id, 'history'] as const,
};

export const useRequisitionList = (tab: HiringPlanTab, search: string, page: number, perPage: number) =>
  useQuery({
    queryKey: hiringPlanKeys.list(tab, search, page, perPage),
    queryFn: ({ signal }) => api.get<RequisitionList>('/requisitions', { query: { tab, search: search || undefined, page, perPage }, signal }),
    placeholderData: keepPreviousData,
    meta: { toast: false },
  });

export const useHighlights = () =>
  useQuery({
    queryKey: hiringPlanKeys.highlights,
    queryFn: ({ signal }) => api.get<Highlights>('/requisitions/highlights', { signal }),
    meta: { toast: false },
  });

export const useRequisition = (id: string | undefined) =>
  useQuery({
    queryKey: hiringPlanKeys.requisition(id ?? ''),
    queryFn: ({ signal }) => api.get<Requisition>(`/requisitions/${encodeURIComponent(id!)}`, { signal, readYourWrites: true }),
    enabled: Boolean(id),
    meta: { toast: false },
  });

export const useRequisitionHistory = (id: string) =>
  useQuery({
    queryKey: hiringPlanKeys.history(id),
    queryFn: ({ signal }) => api.get<{ entries: HistoryEntry[] }>(`/requisitions/${encodeURIComponent(id)}/history`, { signal, readYourWrites: true }),
    meta: { toast: false },
  });

/** Every change refreshes the whole hiring plan: lists, tiles and the requisition itself. */
const useHiringPlanMutation = <Input, Output>(mutationFn: (input: Input, key: string) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => mutationFn(input, newIdempotencyKey()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiringPlanKeys.all }),
    meta: { toast: false },
  });
};


type CommandResult = { id: string; revision: number; position: string };

export const useCreateRequisition = () =>
  useHiringPlanMutation((body: RequisitionBody, key) => api.post<CommandResult>('/requisitions', body, { idempotencyKey: key }));

export const useUpdateRequisition = (id: string) =>
  useHiringPlanMutation((body: Schema<'UpdateRequisitionRequestDto'>, key) =>
    api.put<CommandResult>(`/requisitions/${encodeURIComponent(id)}`, body, { idempotencyKey: key }),
  );

export const useSubmitRequisition = (id: string) =>
  useHiringPlanMutation((_: void, key) => api.post<CommandResult>(`/requisitions/${encodeURIComponent(id)}/submit`, {}, { idempotencyKey: key }));

export const useDecideRequisition = (id: string) =>
  useHiringPlanMutation((input: { decision: 'approve' | 'reject'; round: number; note?: string; channel: 'INBOX' | 'DETAILS_PAGE' }, key) =>
    api.post<CommandResult>(
      `/requisitions/${encodeURIComponent(id)}/${input.decision}`,
      { round: input.round, note: input.note, channel: input.channel },
      { idempotencyKey: key },
    ),
  );

export const useMarkHired = (id: string) =>
  useHiringPlanMutation((body: Schema<'MarkRequisitionHiredRequestDto'>, key) =>
    api.post<CommandResult>(`/requisitions/${encodeURIComponent(id)}/mark-as-hired`, body, { idempotencyKey: key }),
  );

/** Spec 02 §9: the mark-as-hired search needs at least 3 characters. */
export const HIRED_SEARCH_MIN_LENGTH = 3;

export type HiredCandidateSearchItem = Schema<'ApplicationListItemResponseDto'> & { archived: boolean };

/**
 * 'Mark as Hired' searches the company's candidates by name or e-mail as the candidate list does, in both of its
 * tabs (spec 02 §7.4 `active` 'true' / 'false'): a hired candidate is often archived already. Active ones first.
 */
export const useHiredCandidateSearchQuery = (nameOrEmail: string) =>
  useQuery({
    queryKey: ['hiring-plan', 'hired-candidate-search', nameOrEmail],
    queryFn: async ({ signal }): Promise<HiredCandidateSearchItem[]> => {
      const tab = (active: boolean) =>
        api.get<Schema<'ApplicationListResponseDto'>>('/job-applications', { query: { nameOrEmail, active, page: 1, take: 10 }, signal });
      const [active, archived] = await Promise.all([tab(true), tab(false)]);
      return [...active.items.map((item) => ({ ...item, archived: false })), ...archived.items.map((item) => ({ ...item, archived: true }))];
    },
    enabled: nameOrEmail.length >= HIRED_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    meta: { toast: false },
  });

/** Links an approved requisition to a job of the company: its hiring is then in progress. */
export const useLinkRequisitionJob = (id: string) =>
  useHiringPlanMutation((body: Schema<'LinkRequisitionJobRequestDto'>, key) =>
    api.post<CommandResult>(`/requisitions/${encodeURIComponent(id)}/jobs`, body, { idempotencyKey: key }),
  );

export const useApprovalLink = (token: string) =>
  useQuery({
    queryKey: ['approval-link', token],
    queryFn: ({ signal }) => api.get<ApprovalLinkView>(`/approval-links/${encodeURIComponent(token)}`, { signal, auth: 'none' }),
    retry: false,
    meta: { toast: false },
  });

export const useDecideApprovalLink = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { decision: 'APPROVED' | 'REJECTED'; note?: string }) =>
      api.post<void>(`/approval-links/${encodeURIComponent(token)}/decision`, body, { auth: 'none' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['approval-link', token] }),
    meta: { toast: false },
  });
};
