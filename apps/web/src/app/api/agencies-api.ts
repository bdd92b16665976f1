import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import type { Schema } from './openapi-types';

export type Agency = Schema<'AgencyResponseDto'>;

/** The company's agencies, as several features pick or show them (add candidate, the list's filter, settings). */
export const agencyKeys = { all: ['agencies'] as const };

export const useAgencies = (options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: agencyKeys.all,
    // After a change, the list waits for the jobs it wrote (read-your-writes).
    queryFn: ({ signal }) => api.get<Agency[]>('/agencies', { signal, readYourWrites: true }),
    staleTime: 30_000,
    enabled: options.enabled ?? true,
    // Each reader shows its own state (the settings table its error, a picker its empty list): no toast.
    meta: { toast: false },
  });
