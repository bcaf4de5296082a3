import { MutationCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { translate } from '#client/i18n/i18n.ts';
import { msg } from '#client/i18n/msg.ts';
import { errorMessage, fetchJson, isApiError } from '#client/lib/api-client.ts';

/**
 * How a mutation's failure is shown (`useMutation({ meta })`). By default the app shows one
 * destructive toast titled "Error" with the server's message (SPEC §8), so call sites handle
 * only success.
 */
export interface MutationErrorMeta extends Record<string, unknown> {
  /** False when the caller shows the failure itself (inline, next to fields) or it stays silent. */
  errorToast?: boolean;
  /** The toast's title instead of "Error" (SPEC §8: "Failed to send email"), in English. */
  errorTitle?: string;
  /** A fixed description instead of the server's message (SPEC §8's grievance text). */
  errorDescription?: string;
  /** The description when no server message came (the network failed), instead of its text. */
  offlineDescription?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationErrorMeta;
  }
}

/**
 * The toast for a failed mutation, per its meta, in the active language (English messages the
 * catalogues lack, such as most of the server's, stay English); null when the meta turns it off.
 */
export function mutationErrorToast(
  error: unknown,
  meta: MutationErrorMeta = {},
): { title: string; description: string } | null {
  if (meta.errorToast === false) return null;
  const description =
    meta.errorDescription ??
    (isApiError(error) ? error.detail : (meta.offlineDescription ?? errorMessage(error)));
  return { title: translate(meta.errorTitle ?? msg('Error')), description: translate(description) };
}

/**
 * Resolves true when the mutation succeeded and false when it failed. Its failure was already
 * shown by the app's one error toast (see createQueryClient), so callers only branch on it:
 * `if (await succeeded(accept.mutateAsync(id))) toast({ title: 'Bid accepted successfully' })`.
 */
export async function succeeded(mutation: Promise<unknown>): Promise<boolean> {
  try {
    await mutation;
    return true;
  } catch {
    return false;
  }
}

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
 * refetch on focus and never retry; a 401 throws. Mutations do not retry either, invalidate
 * exactly the keys they change, and a failed one shows the one error toast (SPEC §8) unless its
 * meta says otherwise (MutationErrorMeta).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const shown = mutationErrorToast(error, mutation.meta);
        if (shown) toast({ ...shown, variant: 'destructive' });
      },
    }),
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
