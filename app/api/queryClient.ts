import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api-spec/client';

/**
 * Server state cache. Reads retry once on network or server errors, never on a 4xx
 * (the answer will not change); mutations never retry (a retried POST could book twice,
 * which is also why reservation creates carry an Idempotency-Key).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
