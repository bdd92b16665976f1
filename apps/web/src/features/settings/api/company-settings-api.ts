import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api/api-client';
import type { Schema } from '../../../app/api/openapi-types';

/** Locations and departments (GET/POST /locations, PATCH/DELETE /locations/:id; the same for /departments). */
export type Location = Schema<'LocationResponseDto'>;
export type Department = Schema<'DepartmentResponseDto'>;
export type DepartmentBody = Schema<'AddDepartmentRequestDto'>;
export type MemberOption = { id: string; fullName: string; isDeletedUser: boolean };

export type PlaceKind = 'locations' | 'departments';

export const placeKeys = { of: (kind: PlaceKind) => ['company-settings', kind] as const };

const path = (kind: PlaceKind, id?: string) => (id ? `/${kind}/${encodeURIComponent(id)}` : `/${kind}`);

export const useLocations = () =>
  useQuery({
    queryKey: placeKeys.of('locations'),
    queryFn: ({ signal }) => api.get<Location[]>('/locations', { signal }),
    meta: { toast: false },
  });

export const useDepartments = () =>
  useQuery({
    queryKey: placeKeys.of('departments'),
    queryFn: ({ signal }) => api.get<Department[]>('/departments', { signal }),
    meta: { toast: false },
  });

/** Team members for the head-of-department picker (deleted ones left out by the API). */
export const useMemberOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['company-users', 'dropdown'],
    queryFn: ({ signal }) => api.get<MemberOption[]>('/company-roles/company-users/dropdown', { signal }),
    enabled,
    meta: { toast: false },
  });

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
