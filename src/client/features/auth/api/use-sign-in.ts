import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginInput, RegisterInput } from '#shared/auth/auth.schemas.ts';
import { currentUserQueryKey } from '#client/features/auth/api/use-current-user.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/**
 * `POST /api/auth/login {email,password}` (DESIGN §4) → 200 current user.
 * Throws ApiError 401 "Invalid email or password", 400 with `issues`, 429 rate limited.
 */
export function login(input: LoginInput): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/auth/login', input);
}

/**
 * `POST /api/auth/register {email,password,firstName,lastName}` (DESIGN §4) → 201 current
 * user, session started. Throws ApiError 409 when the e-mail exists, 400 with `issues`.
 */
export function register(input: RegisterInput): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/auth/register', input);
}

/** Login mutation; on success the answer becomes the `/api/auth/user` query data. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { errorTitle: 'Sign in failed' },
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}

/** Register mutation; on success the answer becomes the `/api/auth/user` query data. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    meta: { errorTitle: 'Could not create your account' },
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
