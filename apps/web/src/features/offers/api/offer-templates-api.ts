import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import { fetchFile, uploadForm } from '@ats/web/app/api/file-transfer';
import type { Schema } from '@ats/web/app/api/openapi-types';

/** Offer letter templates (GET/POST /company-offer-templates, GET/PUT/DELETE /:id, PUT /:id/letter, GET /:id/preview). */
export type OfferTemplate = Schema<'OfferTemplateResponseDto'>;
export type OfferTemplatePlaceholder = OfferTemplate['placeholders'][number];

export const offerTemplateKeys = {
  all: ['offer-templates'] as const,
  one: (id: string) => ['offer-templates', id] as const,
};

const path = (id?: string, suffix = '') => (id ? `/company-offer-templates/${encodeURIComponent(id)}${suffix}` : '/company-offer-templates');

export const useOfferTemplates = () => useQuery({ queryKey: offerTemplateKeys.all, queryFn: ({ signal }) => api.get<OfferTemplate[]>(path(), { signal }) });

export const useOfferTemplate = (id: string | null) =>
  useQuery({
    queryKey: offerTemplateKeys.one(id ?? 'new'),
    queryFn: ({ signal }) => api.get<OfferTemplate>(path(id!), { signal }),
    enabled: id !== null,
  });

const useTemplateMutation = <Variables>(mutationFn: (variables: Variables) => Promise<{ id: string }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerTemplateKeys.all }),
    meta: { toast: false },
  });
};

/** Step 1: a new template from its name and .docx, or a new letter for an existing one. */
export const useUploadOfferLetter = () =>
  useTemplateMutation(({ id, name, file }: { id: string | null; name: string; file: File }) => {
    const form = new FormData();
    if (!id) form.append('name', name);
    form.append('file', file, file.name);
    return id ? uploadForm<{ id: string }>(path(id, '/letter'), form, { method: 'PUT' }) : uploadForm<{ id: string }>(path(), form);
  });

/** Step 2: the name and who fills each placeholder. */
export const useSaveOfferTemplate = () =>
  useTemplateMutation(({ id, name, placeholders }: { id: string; name: string; placeholders: OfferTemplatePlaceholder[] }) =>
    api.put<{ id: string }>(path(id), { name, placeholders }),
  );

export const useDeleteOfferTemplate = () => useTemplateMutation((id: string) => api.delete<{ id: string }>(path(id)));

/** Step 3: the letter as LibreOffice renders it. */
export const fetchOfferTemplatePreview = (id: string, signal?: AbortSignal) => fetchFile(path(id, '/preview'), signal);
