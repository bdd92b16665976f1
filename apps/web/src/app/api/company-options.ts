import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import type { Schema } from './openapi-types';

/** Shared by the settings pages and the forms that pick a location, a department or a team member (jobs, hiring plan). */
export type Location = Schema<'LocationResponseDto'>;
export type Department = Schema<'DepartmentResponseDto'>;
export type MemberOption = { id: string; fullName: string; isDeletedUser: boolean };

export type PlaceKind = 'locations' | 'departments';

export const placeKeys = { of: (kind: PlaceKind) => ['company-settings', kind] as const };

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

/** The company's interview booking links for pickers (self-scheduling, its bulk action): id and name. */
export const useBookingLinkOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['interview-booking-links'],
    queryFn: ({ signal }) => api.get<Array<{ id: string; name: string }>>('/interview-booking-links', { signal }),
    enabled,
    meta: { toast: false },
  });

/** Team members for pickers (head of department, approvers, hiring manager; deleted ones left out by the API). */
export const useMemberOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['company-users', 'dropdown'],
    queryFn: ({ signal }) => api.get<MemberOption[]>('/company-roles/company-users/dropdown', { signal }),
    enabled,
    meta: { toast: false },
  });

