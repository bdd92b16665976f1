import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';

/** Custom fields (GET /custom-fields?entity=, POST /custom-fields, PATCH/DELETE /custom-fields/:id). */
export type CustomField = Schema<'CustomFieldResponseDto'>;
export type CustomFieldEntity = CustomField['entity'];
export type AddCustomFieldBody = Schema<'AddCustomFieldRequestDto'>;
export type EditCustomFieldBody = Schema<'EditCustomFieldRequestDto'>;

export const customFieldKeys = {
  all: ['company-settings', 'custom-fields'] as const,
  of: (entity: CustomFieldEntity) => ['company-settings', 'custom-fields', entity] as const,
};

export const useCustomFields = (entity: CustomFieldEntity) =>
  useQuery({
    queryKey: customFieldKeys.of(entity),
    queryFn: ({ signal }) => api.get<CustomField[]>(`/custom-fields?entity=${entity}`, { signal }),
    meta: { toast: false },
  });

/** Adds (no id) or changes (id) a field; refreshes the lists. */
export const useSaveCustomField = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AddCustomFieldBody | EditCustomFieldBody }) =>
      id ? api.patch<{ id: string }>(`/custom-fields/${encodeURIComponent(id)}`, body) : api.post<{ id: string }>('/custom-fields', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldKeys.all }),
    meta: { toast: false },
  });
};

export const useDeleteCustomField = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`/custom-fields/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldKeys.all }),
    meta: { toast: false },
  });
};
