import { useQuery } from '@tanstack/react-query';
import { UserProfileSchema, type UserProfile } from '#shared/users/users.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';
import { userProfileQueryKey } from '#client/lib/query-keys.ts';

/**
 * A user's profile: the full one for self and admins, a hospital's public profile (with bid
 * `stats`) for anyone else. Throws ApiError 404 for anything the caller may not see.
 */
export async function fetchUserProfile(id: string, signal?: AbortSignal): Promise<UserProfile> {
  return UserProfileSchema.parse(await fetchJson<unknown>(userProfileQueryKey(id)[0], { signal }));
}

/** The profile behind `/hospital/{id}` (SPEC §2.8). */
export function useUserProfile(id: string) {
  return useQuery({
    queryKey: userProfileQueryKey(id),
    queryFn: ({ signal }) => fetchUserProfile(id, signal),
  });
}
