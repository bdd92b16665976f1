import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkActionKind as DomainBulkActionKind } from '@ats/domain/bulk-actions/bulk-action.kinds';
import { BULK_ACTION_PROGRESS_PUSH } from '@ats/domain/push/push-message';
import { usePush } from '../push/push-provider';
import { api, newIdempotencyKey, type QueryValue } from './api-client';
import { uploadForm } from './file-transfer';
import type { CommandResult } from './api-types';
import { recordAnsweredPosition } from './read-your-writes';

/** The API path segment of each kind the list's bulk menu offers (spec 02 §7.3): the domain's kinds but the undo, which the panel starts. */
export type BulkActionKind = Exclude<DomainBulkActionKind, 'undo'>;

export type ProgressBarStatus = 'started' | 'inprogress' | 'completed' | 'failed';

/** A panel item (spec 01 §3.10) as GET /bulk-actions/panel and /bulk-actions/status/{id} answer it. */
export type BulkActionStatus = {
  progressBarId: string;
  notificationType: string;
  kind: string;
  progressBarStatus: ProgressBarStatus;
  completedCount: number;
  failedCount: number;
  skippedCount: number;
  totalCount: number;
  link: string;
  cancelRequested: boolean;
  cancelled: boolean;
  finished: boolean;
  canUndo: boolean;
  undoOf: string | null;
  undoneBy: string | null;
  /** Send later: the action waits until then before its first item; cancelling meanwhile sends nothing. */
  scheduledAt?: string | null;
  createdAt: string;
};

/** Not applied (with why), or applied with an e-mail an undo cannot take back (SUCCEEDED, with that said). */
export type BulkActionItem = { applicationId: string; outcome: 'FAILED' | 'SKIPPED' | 'SUCCEEDED'; reason: string };

/** The ticked applications, or the list's filter ('Select top 500'). */
export type BulkSelection = { applicationIds: string[] } | { filter: Record<string, QueryValue> };

/** One query key for the whole panel: a pushed progress update refreshes just this key (and the action's items). */
export const bulkActionKeys = {
  panel: ['bulk-actions', 'panel'] as const,
  items: (id: string) => ['bulk-actions', 'items', id] as const,
};

/**
 * The panel follows pushed progress (spec 01 §3.10); while something runs it also asks every so often, which
 * only matters when the push stream is down (a proxy that drops server-sent events, a reconnect in progress).
 */
export const PANEL_FALLBACK_POLL_MS = 10_000;

const running = (items: readonly BulkActionStatus[] | undefined) => (items ?? []).some((item) => !item.finished);

export const useBulkActionPanel = (enabled: boolean) => {
  const queryClient = useQueryClient();
  usePush(BULK_ACTION_PROGRESS_PUSH, (message) => {
    // The update names the log position the panel's read model must reach: the next read waits for it.
    recordAnsweredPosition(message.payload);
    void queryClient.invalidateQueries({ queryKey: bulkActionKeys.panel });
    if (message.progressBarId) void queryClient.invalidateQueries({ queryKey: bulkActionKeys.items(message.progressBarId) });
  });
  return useQuery({
    queryKey: bulkActionKeys.panel,
    queryFn: ({ signal }) => api.get<BulkActionStatus[]>('/bulk-actions/panel', { signal, readYourWrites: true }),
    enabled,
    refetchInterval: (query) => (running(query.state.data) ? PANEL_FALLBACK_POLL_MS : false),
    meta: { toast: false },
  });
};

export const useBulkActionItems = (id: string | null) =>
  useQuery({
    queryKey: bulkActionKeys.items(id ?? ''),
    queryFn: ({ signal }) => api.get<{ items: BulkActionItem[] }>(`/bulk-actions/status/${encodeURIComponent(id!)}/items`, { signal }),
    enabled: id !== null,
  });

/** The list's filter as the API's query names, for a selection of 'Select top 500'. */
const selectionBody = (selection: BulkSelection) =>
  'applicationIds' in selection ? { applicationIds: selection.applicationIds } : { filter: compactFilter(selection.filter) };

/** The list's query values as the body's filter object: lists joined with ',' as in the URL, empty ones left out. */
export const compactFilter = (query: Record<string, QueryValue>): Record<string, string> => {
  const filter: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '' || key === 'page' || key === 'take') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) filter[key] = value.join(',');
    } else filter[key] = String(value);
  }
  return filter;
};

const useAfterBulkCommand = () => {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: bulkActionKeys.panel });
  };
};

/** Spec 02 §7.3: most kinds POST /bulk-actions/{kind}; delete is a DELETE with a body, parse CVs names the company. */
const requestOf = (kind: BulkActionKind, companyId: string, body: Record<string, unknown>) => {
  const options = { idempotencyKey: newIdempotencyKey() };
  if (kind === 'delete-applications') return api.delete<CommandResult>('/bulk-actions/delete-applications', { ...options, body });
  if (kind === 'parse-cvs') return api.post<CommandResult>(`/bulk-actions/companies/${encodeURIComponent(companyId)}/parse-cvs`, body, options);
  return api.post<CommandResult>(`/bulk-actions/${kind}`, body, options);
};

export const useRequestBulkAction = () => {
  const after = useAfterBulkCommand();
  return useMutation({
    mutationFn: ({ kind, selection, choice, companyId = '' }: { kind: BulkActionKind; selection: BulkSelection; choice: Record<string, unknown>; companyId?: string }) =>
      requestOf(kind, companyId, { ...selectionBody(selection), ...choice }),
    onSuccess: after,
    meta: { toast: false },
  });
};

export const useCancelBulkAction = () => {
  const after = useAfterBulkCommand();
  return useMutation({
    mutationFn: (id: string) => api.post<CommandResult>(`/bulk-actions/${encodeURIComponent(id)}/cancel`, {}, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: after,
  });
};

export const useUndoBulkAction = () => {
  const after = useAfterBulkCommand();
  return useMutation({
    mutationFn: (id: string) => api.post<CommandResult>(`/bulk-actions/${encodeURIComponent(id)}/undo`, {}, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: after,
  });
};

export const useClearBulkActionPanel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ cleared: number }>('/bulk-actions/panel', { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.setQueryData(bulkActionKeys.panel, []),
  });
};

/** A team member a bulk owner change may name. */
export type OwnerOption = { id: string; fullName: string; email: string; isDeletedUser?: boolean };

/** The owner picker of the bulk owner change: the company's staff (spec 01 §9: up to 1000), the deleted left out. */
export const useBulkOwnerOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['company-users', 'v1', 'bulk-owners'] as const,
    queryFn: async ({ signal }) => {
      const page = await api.get<{ data: OwnerOption[] }>('/company-roles/company-users/v1', {
        query: { page: 1, take: 1000, accessType: ['COMPANY_ADMIN', 'COMPANY_INTERVIEWER', 'COMPANY_RECRUITER'] },
        signal,
      });
      return page.data.filter((member) => !member.isDeletedUser);
    },
    enabled,
    staleTime: 60_000,
  });

/** A file uploaded for a bulk e-mail: named in `attachmentIds` of the send-email request. */
export type BulkEmailAttachment = { id: string; fileName: string; sizeBytes: number };

/** Uploads a bulk e-mail's attachment once; each candidate's e-mail then attaches a copy of it. */
export const useUploadBulkEmailAttachment = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadForm<BulkEmailAttachment>('/bulk-actions/email-attachments', form, { idempotencyKey: newIdempotencyKey() });
    },
    // The dialog shows the refusal beside its upload button.
    meta: { toast: false },
  });
