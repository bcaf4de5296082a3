import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RecoveryCodes,
  TwoFactorDisable,
  TwoFactorSetup,
} from '#shared/account/account.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { accountSettingsQueryKey } from '#client/features/auth/account/api/use-account-settings.ts';

/** `POST /api/me/two-factor/setup` → a new secret, its URI and QR code (not yet in force). */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () => apiRequest<TwoFactorSetup>('POST', '/api/me/two-factor/setup'),
  });
}

/** `POST /api/me/two-factor/enable {code}` → the recovery codes, shown once. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<RecoveryCodes>('POST', '/api/me/two-factor/enable', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSettingsQueryKey }),
  });
}

/** `POST /api/me/two-factor/disable {currentPassword}` → 204. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorDisable) =>
      apiRequest<undefined>('POST', '/api/me/two-factor/disable', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSettingsQueryKey }),
  });
}
