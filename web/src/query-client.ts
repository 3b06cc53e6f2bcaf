import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/problem';

/** The one cache of server state (TanStack Query), shared by the screens and the router's guard. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal (not found, forbidden, signed out) is an answer, not a failure worth repeating.
      retry: (count, error) => count < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
    },
  },
});
