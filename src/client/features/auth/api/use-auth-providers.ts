import { useQuery } from '@tanstack/react-query';
import { AuthProvidersSchema, type AuthProviders } from '#shared/auth/oidc.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** Query key of `GET /api/auth/providers` (the key is the path). */
export const authProvidersQueryKey = ['/api/auth/providers'] as const;

/** `GET /api/auth/providers` (ADR 0015), parsed with the shared schema. */
export async function fetchAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return AuthProvidersSchema.parse(await fetchJson<unknown>(authProvidersQueryKey[0], { signal }));
}

/**
 * Whether single sign-on is offered; `false` while loading or when the answer fails, so the
 * local form is never held up by it. Fixed for the server's lifetime, so fetched once.
 */
export function useIsSingleSignOnAvailable(): boolean {
  const query = useQuery({
    queryKey: authProvidersQueryKey,
    queryFn: ({ signal }) => fetchAuthProviders(signal),
    staleTime: Infinity,
    retry: false,
  });
  return query.data?.oidc === true;
}
