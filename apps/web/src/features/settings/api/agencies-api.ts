import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyKeys } from '@ats/web/app/api/agencies-api';
import { api } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';

/** Agencies settings (POST /agencies, PATCH/DELETE /agencies/:id); the list is app/api's useAgencies. */
export type AddAgencyBody = Schema<'AddAgencyRequestDto'>;
export type AgencyChange = Schema<'AgencyChangeResponseDto'>;

/** Adds (no id) or changes (id) an agency; its answer's position makes the next list wait for its jobs. */
export const useSaveAgency = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AddAgencyBody }) =>
      id ? api.patch<AgencyChange>(`/agencies/${encodeURIComponent(id)}`, body) : api.post<AgencyChange>('/agencies', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.all }),
    meta: { toast: false },
  });
};

export const useDeleteAgency = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<AgencyChange>(`/agencies/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.all }),
    meta: { toast: false },
  });
};
