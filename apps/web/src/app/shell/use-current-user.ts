import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';
import type { CurrentUser } from '../api/api-types';

export const currentUserQueryKey = ['users', 'me'] as const;

export const useCurrentUser = () =>
  useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => api.get<CurrentUser>('/users/me', { signal }),
    staleTime: 5 * 60_000,
  });

export const fullNameOf = (person: { firstName?: string | null; lastName?: string | null }): string =>
  [person.firstName, person.lastName].filter((part) => part && part.trim().length > 0).join(' ');
