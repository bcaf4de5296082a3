import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { fetchJson, isApiError } from '#client/lib/api-client.ts';

/** Query key of `GET /api/auth/user` (SPEC §7: the key is the path). */
export const currentUserQueryKey = ['/api/auth/user'] as const;

/**
 * `GET /api/auth/user` (DESIGN §4): the signed-in user, or `null` when the server answers 401
 * (signed out). Other failures throw ApiError. The body is parsed with the shared schema.
 * Free of the data cache, so the app's first render can ask it (ADR 0034).
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
