import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { fetchJson, isApiError } from '#client/lib/api-client.ts';

/** Query key of `GET /api/auth/user` (SPEC §7: the key is the path). */
export const currentUserQueryKey = ['/api/auth/user'] as const;

/**
 * `GET /api/auth/user` (DESIGN §4): the signed-in user, or `null` when the server answers 401
 * (signed out). Other failures throw ApiError. The body is parsed with the shared schema.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    // The schema library loads alongside the request, off the landing page's path (ADR 0034).
    const [body, { CurrentUserSchema }] = await Promise.all([
      fetchJson<unknown>(currentUserQueryKey[0], { signal }),
      import('#shared/auth/auth.schemas.ts'),
    ]);
    return CurrentUserSchema.parse(body);
  } catch (err) {
    if (isApiError(err, 401)) return null;
    throw err;
  }
}

/**
 * The current user (SPEC §2.1, §7), which the shell and nearly every feature read (hence lib,
 * ADR 0032): `user` is null when signed out; `isLoading` is true until
 * the first answer. Never retries. After sign-in or role choice, set or invalidate
 * `currentUserQueryKey`.
 */
export function useCurrentUser(): {
  user: CurrentUser | null;
  isLoading: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
} {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
  });
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}
