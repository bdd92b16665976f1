import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { showErrorToast } from './toast-bus';

/**
 * `meta.toast === false` opts a query or mutation out of the shared error toast
 * (for example a form that shows the server's message beside its fields).
 */
declare module '@tanstack/react-query' {
  // Module augmentation merges into react-query's own interface, so this one has to be an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    queryMeta: { toast?: boolean };
    mutationMeta: { toast?: boolean };
  }
}

const isClientError = (error: unknown): boolean =>
  isApiError(error) && error.statusCode >= 400 && error.statusCode < 500;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.toast === false) return;
        showErrorToast(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.toast === false) return;
        showErrorToast(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
