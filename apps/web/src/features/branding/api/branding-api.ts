import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import { uploadForm } from '@ats/web/app/api/file-transfer';
import type { Schema } from '@ats/web/app/api/openapi-types';

export type Branding = Schema<'BrandingResponseDto'>;
export type BrandingInput = Schema<'BrandingRequestDto'>;
export type CareerPageSettings = Schema<'CareerPageSettingsResponseDto'>;
export type CareerPageInput = Schema<'CareerPageContentRequestDto'>;
export type BrandImageKind = 'logo' | 'square-logo' | 'favicon';

export const brandingKeys = {
  branding: (companyId: string) => ['branding', companyId] as const,
  careerPage: (companyId: string) => ['career-page', companyId] as const,
};

/** Brand & Career page settings (spec 03 §2.4): the company's own. */
export const useBranding = (companyId: string) =>
  useQuery({ queryKey: brandingKeys.branding(companyId), queryFn: ({ signal }) => api.get<Branding>(`/branding/${companyId}`, { signal }) });

export const useCareerPageSettings = (companyId: string, enabled = true) =>
  useQuery({
    queryKey: brandingKeys.careerPage(companyId),
    queryFn: ({ signal }) => api.get<CareerPageSettings>(`/career-page/${companyId}`, { signal }),
    enabled,
  });

export const useSaveBranding = (companyId: string) => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandingInput) => api.put<{ id: string }>(`/branding/${companyId}`, input),
    onSuccess: () => queries.invalidateQueries({ queryKey: brandingKeys.branding(companyId) }),
    meta: { toast: false },
  });
};

/** A logo, square logo or favicon — or, with 'banner', the career page's banner. */
export const useUploadBrandImage = (companyId: string) => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: BrandImageKind | 'banner'; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const path = kind === 'banner' ? `/career-page/${companyId}/banner` : `/branding/${companyId}/images/${kind}`;
      return uploadForm<{ id: string }>(path, form, { method: 'PUT' });
    },
    onSuccess: (_answer, { kind }) =>
      queries.invalidateQueries({ queryKey: kind === 'banner' ? brandingKeys.careerPage(companyId) : brandingKeys.branding(companyId) }),
    meta: { toast: false },
  });
};

export const useSaveCareerPage = (companyId: string) => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: CareerPageInput) => api.put<{ id: string }>(`/career-page/${companyId}`, input),
    onSuccess: () => queries.invalidateQueries({ queryKey: brandingKeys.careerPage(companyId) }),
    meta: { toast: false },
  });
};
