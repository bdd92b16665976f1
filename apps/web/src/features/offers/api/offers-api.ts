import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';
import { fetchFile, uploadForm } from '@ats/web/app/api/file-transfer';
import type { ApplicationDetail } from '@ats/web/app/api/api-types';
import type { Schema } from '@ats/web/app/api/openapi-types';

/** Offers (/offers: list, make, details, letter, approve / reject, send, recall, mark as signed, reject on behalf). */
export type OfferListItem = Schema<'OfferListItemResponseDto'>;
export type OfferDetails = Schema<'OfferDetailsResponseDto'>;
export type CreateOfferBody = Schema<'CreateOfferRequestDto'>;
export type OfferEmail = Schema<'OfferEmailRequestDto'>;

export const offerKeys = {
  all: ['offers'] as const,
  ofApplication: (applicationId: string) => ['offers', 'application', applicationId] as const,
  company: ['offers', 'company'] as const,
  one: (offerId: string) => ['offers', 'one', offerId] as const,
};

const path = (id?: string, suffix = '') => (id ? `/offers/${encodeURIComponent(id)}${suffix}` : '/offers');

export const useApplicationOffers = (applicationId: string) =>
  useQuery({
    queryKey: offerKeys.ofApplication(applicationId),
    queryFn: ({ signal }) => api.get<{ items: OfferListItem[] }>(path(), { signal, query: { applicationId } }),
  });

/** The company-wide list's filters (its URL's query): a job, statuses, the 1-based page. */
export type CompanyOfferFilters = { jobId: string | null; statuses: OfferListItem['status'][]; page: number };
export const COMPANY_OFFERS_PAGE_SIZE = 20;

/** One page of the company's offers of the jobs the caller sees, by job and status, most recently changed first. */
export const useCompanyOffers = (filters: CompanyOfferFilters) =>
  useQuery({
    queryKey: [...offerKeys.company, filters] as const,
    queryFn: ({ signal }) =>
      api.get<Schema<'OfferListResponseDto'>>(path(), {
        signal,
        query: {
          ...(filters.jobId ? { jobId: filters.jobId } : {}),
          ...(filters.statuses.length ? { statuses: filters.statuses.join(',') } : {}),
          page: filters.page,
          take: COMPANY_OFFERS_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** Whether the company's offers need a requisition, and its open requisitions (the send-offer picker). */
export const useRequisitionsForOffer = () =>
  useQuery({
    queryKey: ['offers', 'requisitions'] as const,
    queryFn: ({ signal }) => api.get<Schema<'RequisitionsForOfferResponseDto'>>('/company/requisitions-for-offer', { signal }),
    meta: { toast: false },
  });

export const useOffer = (offerId: string) =>
  useQuery({ queryKey: offerKeys.one(offerId), queryFn: ({ signal }) => api.get<OfferDetails>(path(offerId), { signal }) });

const useOfferMutation = <Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }), meta: { toast: false } });
};

export const useCreateOffer = () =>
  useOfferMutation((body: CreateOfferBody) => api.post<{ id: string }>(path(), body, { idempotencyKey: newIdempotencyKey() }));

/** Where an approver answered: the offer's page opened from an inbox notification counts as the inbox. */
export type ApprovalChannel = 'INBOX' | 'DETAILS_PAGE';

export type OfferActionInput =
  | { kind: 'approve'; note?: string; round?: number; channel?: ApprovalChannel }
  | { kind: 'reject'; note: string; round?: number; channel?: ApprovalChannel }
  | { kind: 'send'; email: OfferEmail }
  | { kind: 'recall'; email: OfferEmail | null }
  | { kind: 'mark-as-signed'; file: File | null }
  | { kind: 'reject-on-behalf'; reason: string; comments?: string }
  | { kind: 'change-terms'; senderValues: Record<string, string> };

export const useOfferAction = (offerId: string) =>
  useOfferMutation((action: OfferActionInput) => {
    const key = { idempotencyKey: newIdempotencyKey() };
    switch (action.kind) {
      case 'approve':
      case 'reject':
        return api.post(path(offerId, `/${action.kind}`), { note: action.note, round: action.round, channel: action.channel ?? 'DETAILS_PAGE' }, key);
      case 'send':
        return api.post(path(offerId, '/send'), action.email, key);
      case 'recall':
        return api.post(path(offerId, '/recall'), { email: action.email }, key);
      case 'reject-on-behalf':
        return api.post(path(offerId, '/reject-on-behalf'), { reason: action.reason, comments: action.comments }, key);
      case 'change-terms':
        return api.put(path(offerId), { senderValues: action.senderValues }, key);
      case 'mark-as-signed': {
        const form = new FormData();
        if (action.file) form.append('file', action.file, action.file.name);
        return uploadForm(path(offerId, '/mark-as-signed'), form, key);
      }
    }
  });

export const fetchOfferLetter = (offerId: string, signal?: AbortSignal) => fetchFile(path(offerId, '/letter'), signal);

/** The candidate's offer page (candidate token pair): the offer, its letter, sign or reject. */
export type CandidateOffer = Schema<'CandidateOfferResponseDto'>;
export type SignOfferBody = Schema<'SignOfferRequestDto'>;

const candidatePath = (id: string, suffix = '') => `/candidate-offers/${encodeURIComponent(id)}${suffix}`;

export const useCandidateOffer = (offerId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['candidate-offer', offerId],
    queryFn: ({ signal }) => api.get<CandidateOffer>(candidatePath(offerId), { signal, auth: 'candidate' }),
    enabled,
    meta: { toast: false },
  });

export const useCandidateOfferAnswer = (offerId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { kind: 'sign'; body: SignOfferBody } | { kind: 'reject'; reason: string }) =>
      answer.kind === 'sign'
        ? api.post(candidatePath(offerId, '/sign'), answer.body, { auth: 'candidate' })
        : api.post(candidatePath(offerId, '/reject'), { reason: answer.reason }, { auth: 'candidate' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['candidate-offer', offerId] }),
    meta: { toast: false },
  });
};

export const fetchCandidateOfferLetter = (offerId: string, signal?: AbortSignal) => fetchFile(candidatePath(offerId, '/letter'), signal);

/** The application an offer is for (GET /job-applications/{id}): the candidate's name and the job. */
export const useOfferApplication = (applicationId: string) =>
  useQuery({
    queryKey: ['offers', 'for-application', applicationId],
    queryFn: ({ signal }) => api.get<ApplicationDetail>(`/job-applications/${encodeURIComponent(applicationId)}`, { signal }),
    meta: { toast: false },
  });
