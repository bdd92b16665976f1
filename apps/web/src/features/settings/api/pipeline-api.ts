import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';

/** Stage pipeline templates (GET/POST /pipeline-templates, GET/PUT/DELETE /pipeline-templates/:id). */
export type PipelineTemplate = Schema<'PipelineTemplateResponseDto'>;
export type TemplateBody = Schema<'PipelineTemplateRequestDto'>;

/** Archival reasons (GET /archival-reasons/company, POST /archival-reasons/, DELETE /archival-reasons/{id}). */
export type ArchivalReason = Schema<'ArchivalReasonResponseDto'>;

export const pipelineKeys = {
  templates: ['pipeline-templates'] as const,
  template: (id: string) => ['pipeline-templates', id] as const,
  reasons: ['archival-reasons', 'company'] as const,
};

export const usePipelineTemplates = () =>
  useQuery({
    queryKey: pipelineKeys.templates,
    queryFn: ({ signal }) => api.get<PipelineTemplate[]>('/pipeline-templates', { signal }),
    meta: { toast: false },
  });

export const usePipelineTemplate = (id: string | null) =>
  useQuery({
    queryKey: pipelineKeys.template(id ?? 'new'),
    queryFn: ({ signal }) =>
      api.get<PipelineTemplate>(`/pipeline-templates/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    meta: { toast: false },
  });

export const useSaveTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TemplateBody }) =>
      id
        ? api.put<{ id: string }>(`/pipeline-templates/${encodeURIComponent(id)}`, body)
        : api.post<{ id: string }>('/pipeline-templates', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.templates }),
    meta: { toast: false },
  });
};

export const useDeleteTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`/pipeline-templates/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.templates }),
    meta: { toast: false },
  });
};

export const useArchivalReasons = () =>
  useQuery({
    queryKey: pipelineKeys.reasons,
    queryFn: ({ signal }) => api.get<ArchivalReason[]>('/archival-reasons/company', { signal }),
    meta: { toast: false },
  });

export const useAddArchivalReason = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<{ id: string }>('/archival-reasons/', { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.reasons }),
    meta: { toast: false },
  });
};

export const useDeleteArchivalReason = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`/archival-reasons/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.reasons }),
    meta: { toast: false },
  });
};
