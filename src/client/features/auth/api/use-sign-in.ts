import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CurrentUser,
  LoginInput,
  RegisterInput,
  TwoFactorChallenge,
} from '#shared/auth/auth.schemas.ts';
import { currentUserQueryKey, fetchCurrentUser } from '#client/lib/use-current-user.ts';
import { activeLocale } from '#client/i18n/i18n.ts';
import { msg } from '#client/i18n/msg.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/**
 * `POST /api/auth/login {email,password}` (DESIGN §4) → 200 current user, or 202
 * `{twoFactorRequired: true}` when the account asks for its authenticator code next.
 * Throws ApiError 401 "Invalid email or password", 400 with `issues`, 429 rate limited.
 */
export function login(input: LoginInput): Promise<CurrentUser | TwoFactorChallenge> {
  return apiRequest<CurrentUser | TwoFactorChallenge>('POST', '/api/auth/login', input);
}

/** True when a sign-in answer asks for the second factor (202). */
export function isTwoFactorChallenge(
  answer: CurrentUser | TwoFactorChallenge,
): answer is TwoFactorChallenge {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired === true;
}

/**
 * `POST /api/auth/register {email,password,firstName,lastName}` (DESIGN §4) → 201 current
 * user, session started. A taken e-mail gets the same answer but no session (its owner is
 * e-mailed), so callers re-read `/api/auth/user`. Throws ApiError 400 with `issues`. The active
 * language goes along as `preferredLocale`, the new account's (ADR 0064).
 */
export function register(input: RegisterInput): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/auth/register', {
    ...input,
    preferredLocale: activeLocale(),
  });
}

/** Login mutation; a signed-in answer becomes the `/api/auth/user` query data. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { errorTitle: msg('Sign in failed') },
    onSuccess: (answer) => {
      if (!isTwoFactorChallenge(answer)) queryClient.setQueryData(currentUserQueryKey, answer);
    },
  });
}

/** `POST /api/auth/login/two-factor {code}` → the current user, which becomes the cache. */
export function useTwoFactorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<CurrentUser>('POST', '/api/auth/login/two-factor', { code }),
    meta: { errorTitle: msg('Sign in failed') },
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}

/**
 * Register mutation. Resolves to the signed-in user read back from `/api/auth/user` (cache
 * updated), or null when the registration started no session (the address had an account).
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      await register(input);
      return queryClient.fetchQuery({
        queryKey: currentUserQueryKey,
        queryFn: ({ signal }) => fetchCurrentUser(signal),
        staleTime: 0,
      });
    },
    meta: { errorTitle: msg('Could not create your account') },
  });
}
