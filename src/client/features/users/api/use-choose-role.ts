import { useMutation } from '@tanstack/react-query';
import type { ChooseRoleInput } from '#shared/users/users.schemas.ts';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/**
 * `POST /api/users/role {role}` (SPEC §7, DESIGN §5): sets the caller's role once. Resolves to
 * the server's answer (the updated user); throws ApiError (400 admin refused, 409 already set).
 */
export function chooseRole(input: ChooseRoleInput): Promise<CurrentUser | undefined> {
  return apiRequest<CurrentUser | undefined>('POST', '/api/users/role', input);
}

/** Mutation over chooseRole; the caller refreshes `/api/auth/user` and `/api/referrals/my`. */
export function useChooseRole() {
  return useMutation({ mutationFn: chooseRole });
}
