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

/** 503 'read-model-behind': the API's read model has not yet reached the user's last change (docs/api.md). */
const isReadModelBehind = (error: unknown): boolean => isApiError(error) && error.errorCode === 'read-model-behind';

/** A read model behind is asked again every second, a few times, before the user is told; other server errors once. */
export const READ_MODEL_BEHIND_RETRIES = 5;
export const retryQuery = (failureCount: number, error: unknown): boolean =>
  isReadModelBehind(error) ? failureCount < READ_MODEL_BEHIND_RETRIES : !isClientError(error) && failureCount < 1;
export const queryRetryDelay = (failureCount: number, error: unknown): number =>
  isReadModelBehind(error) ? 1000 : Math.min(1000 * 2 ** failureCount, 30_000);

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
        retry: retryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: { retry: false },
    },
  });
