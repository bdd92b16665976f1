import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';

/** A candidate's custom-field responses on one application (GET/PUT /job-applications/:id/custom-fields). */
export type ApplicationCustomFields = Schema<'ApplicationCustomFieldsResponseDto'>;
export type CustomFieldResponse = Schema<'CustomFieldResponseValueDto'>;
export type CustomFieldValuesBody = Schema<'SetCustomFieldValuesRequestDto'>;

export const customFieldValueKeys = { of: (applicationId: string) => ['job-applications', 'custom-fields', applicationId] as const };

const path = (applicationId: string) => `/job-applications/${encodeURIComponent(applicationId)}/custom-fields`;

export const useApplicationCustomFields = (applicationId: string, enabled: boolean) =>
  useQuery({
    queryKey: customFieldValueKeys.of(applicationId),
    queryFn: ({ signal }) => api.get<ApplicationCustomFields>(path(applicationId), { signal }),
    enabled,
    meta: { toast: false },
  });

/** Sets the responses; the answer is the profile's fields as stored, put straight into the cache. */
export const useSetApplicationCustomFields = (applicationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomFieldValuesBody) => api.put<ApplicationCustomFields>(path(applicationId), body),
    onSuccess: (stored) => queryClient.setQueryData(customFieldValueKeys.of(applicationId), stored),
    meta: { toast: false },
  });
};
