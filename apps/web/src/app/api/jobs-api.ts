import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import type { JobDropdownItem } from './api-types';

/** Jobs as several features pick them (add candidate, a team member's selected jobs). */
export const jobKeys = {
  dropdown: ['company-roles', 'dropdown'] as const,
  detail: (id: string) => ['company-roles', 'detail', id] as const,
};

export const useJobsDropdown = () =>
  useQuery({
    queryKey: jobKeys.dropdown,
    queryFn: ({ signal }) => api.get<JobDropdownItem[]>('/company-roles/dropdown', { signal }),
    staleTime: 60_000,
  });
