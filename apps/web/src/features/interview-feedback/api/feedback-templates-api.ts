import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';

/** Interview feedback templates (GET/POST /feedback-templates, GET/PUT/DELETE /feedback-templates/{id}). */
export type FeedbackTemplate = Schema<'FeedbackTemplateResponseDto'>;
export type FeedbackTemplateForm = Schema<'FeedbackTemplateRequestDto'>;

export const feedbackTemplateKeys = {
  all: ['feedback-templates'] as const,
  one: (id: string) => ['feedback-templates', id] as const,
};

const path = (id?: string) => (id ? `/feedback-templates/${encodeURIComponent(id)}` : '/feedback-templates');

export const useFeedbackTemplates = () =>
  useQuery({ queryKey: feedbackTemplateKeys.all, queryFn: ({ signal }) => api.get<FeedbackTemplate[]>(path(), { signal }) });

export const useFeedbackTemplate = (id: string | null) =>
  useQuery({
    queryKey: feedbackTemplateKeys.one(id ?? 'new'),
    queryFn: ({ signal }) => api.get<FeedbackTemplate>(path(id!), { signal }),
    enabled: id !== null,
  });

const useTemplateMutation = <Variables>(mutationFn: (variables: Variables) => Promise<{ id: string }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackTemplateKeys.all }),
    meta: { toast: false },
  });
};

export const useSaveFeedbackTemplate = () =>
  useTemplateMutation(({ id, form }: { id: string | null; form: FeedbackTemplateForm }) =>
    id ? api.put<{ id: string }>(path(id), form) : api.post<{ id: string }>(path(), form),
  );

export const useDeleteFeedbackTemplate = () => useTemplateMutation((id: string) => api.delete<{ id: string }>(path(id)));

/** The company's pending-feedback reminder cadence (GET/PUT /feedback-reminder-settings). */
export type FeedbackReminderSettings = { cadenceDays: number };
const reminderKey = ['feedback-reminder-settings'] as const;

export const useFeedbackReminderSettings = () =>
  useQuery({ queryKey: reminderKey, queryFn: ({ signal }) => api.get<FeedbackReminderSettings>('/feedback-reminder-settings', { signal }) });

export const useSaveFeedbackReminderSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: FeedbackReminderSettings) => api.put<FeedbackReminderSettings>('/feedback-reminder-settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(reminderKey, saved),
    meta: { toast: false },
  });
};
