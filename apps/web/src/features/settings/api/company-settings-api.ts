import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeKeys, type PlaceKind } from '@ats/web/app/api/company-options';
import { api } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';

/** Locations and departments (GET/POST /locations, PATCH/DELETE /locations/:id; the same for /departments). */
export {
  placeKeys,
  useDepartments,
  useLocations,
  useMemberOptions,
  type Department,
  type Location,
  type MemberOption,
  type PlaceKind,
} from '@ats/web/app/api/company-options';
export type DepartmentBody = Schema<'AddDepartmentRequestDto'>;

const path = (kind: PlaceKind, id?: string) => (id ? `/${kind}/${encodeURIComponent(id)}` : `/${kind}`);

/** Adds (no id) or changes (id) a location or department; refreshes its list. */
export const useSavePlace = <Body extends { name: string }>(kind: PlaceKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Body }) =>
      id ? api.patch<{ id: string }>(path(kind, id), body) : api.post<{ id: string }>(path(kind), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placeKeys.of(kind) }),
    meta: { toast: false },
  });
};

export const useDeletePlace = (kind: PlaceKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(path(kind, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placeKeys.of(kind) }),
    meta: { toast: false },
  });
};
