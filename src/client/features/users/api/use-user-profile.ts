import { useQuery } from '@tanstack/react-query';
import { UserProfileSchema, type UserProfile } from '#shared/users/users.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** `GET /api/users/{id}` path. */
export function userProfilePath(id: string): string {
  return `/api/users/${encodeURIComponent(id)}`;
}

/** Query key of one profile: its API path (SPEC §7). */
export function userProfileQueryKey(id: string) {
  return [userProfilePath(id)] as const;
}

/**
 * A user's profile: the full one for self and admins, a hospital's public profile (with bid
 * `stats`) for anyone else. Throws ApiError 404 for anything the caller may not see.
 */
export async function fetchUserProfile(id: string, signal?: AbortSignal): Promise<UserProfile> {
  return UserProfileSchema.parse(await fetchJson<unknown>(userProfilePath(id), { signal }));
}

/** The profile behind `/hospital/{id}` (SPEC §2.8). */
export function useUserProfile(id: string) {
  return useQuery({
    queryKey: userProfileQueryKey(id),
    queryFn: ({ signal }) => fetchUserProfile(id, signal),
  });
}
