import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountMessage,
  EmailChangeRequest,
  PasswordChange,
  PasswordResetConfirm,
} from '#shared/account/account.schemas.ts';
import { currentUserQueryKey } from '#client/lib/use-current-user.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { accountSettingsQueryKey } from '#client/features/auth/account/api/use-account-settings.ts';

/** `POST /api/auth/password-reset {email}` → 202 with the same sentence for any address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<AccountMessage>('POST', '/api/auth/password-reset', { email }),
    // The page shows a failure in the form.
    meta: { errorToast: false },
  });
}

/** `POST /api/auth/password-reset/confirm {token,password}` → 204; 400 for a bad link or password. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetConfirm) =>
      apiRequest<undefined>('POST', '/api/auth/password-reset/confirm', input),
    // The page shows a failure in the form.
    meta: { errorToast: false },
  });
}

/** `POST /api/me/password {currentPassword,newPassword}` → 204; other sessions end. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChange) => apiRequest<undefined>('POST', '/api/me/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSettingsQueryKey }),
  });
}

/** `POST /api/me/email {newEmail,currentPassword}` → 202 {message}: a link goes to the new address. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: EmailChangeRequest) =>
      apiRequest<AccountMessage>('POST', '/api/me/email', input),
  });
}

/** `POST /api/auth/email-change/confirm {token}` → 200 {message}; the current user is refetched. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<AccountMessage>('POST', '/api/auth/email-change/confirm', { token }),
    // The page shows a failure in place.
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
