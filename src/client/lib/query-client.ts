import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { fetchJson, isApiError } from '#client/lib/api-client.ts';

/**
 * The API path a query key stands for (SPEC §7: the key is the path). String and number
 * segments are joined with `/`: `['/api/bids/request', id]` → `/api/bids/request/{id}`.
 */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .join('/');
}

/**
 * Builds a query function that GETs the key's path. `on401: 'returnNull'` turns a 401 into
 * `null` (the current-user query: signed out is not an error); `'throw'` (default) rethrows.
 */
export function getQueryFn<T>({
  on401 = 'throw',
}: { on401?: 'returnNull' | 'throw' } = {}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await fetchJson<T>(queryKeyToPath(queryKey), { signal });
    } catch (err) {
      if (on401 === 'returnNull' && isApiError(err, 401)) return null;
      throw err;
    }
  };
}

/**
 * The app's QueryClient (SPEC §7): queries fetch their key's path, never go stale, never
 * refetch on focus and never retry; a 401 throws. Mutations do not retry either. Mutations
 * invalidate exactly the keys they change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The single client the app mounts (created once at module load). */
export const queryClient = createQueryClient();
