import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { currentUserQueryKey, fetchCurrentUser } from '#client/lib/current-user-request.ts';

// The request itself lives apart, free of the data cache, for the app's first render (ADR 0034).
export { currentUserQueryKey, fetchCurrentUser };

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
