import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema, type CurrentUser } from '#shared/auth/auth.schemas.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { translate } from '#client/i18n/i18n.ts';
import { msg } from '#client/i18n/msg.ts';
import { apiRequest, errorMessage } from '#client/lib/api-client.ts';
import { currentUserQueryKey } from '#client/lib/use-current-user.ts';

const SAVE_FAILED = msg('Could not save your language');

/**
 * `PUT /api/me/preferred-locale {preferredLocale}` → the current user (issue #17, ADR 0064).
 * Throws ApiError 400 for a code outside LOCALES, 401 signed out.
 */
export async function updatePreferredLocale(preferredLocale: Locale): Promise<CurrentUser> {
  return CurrentUserSchema.parse(
    await apiRequest<unknown>('PUT', '/api/me/preferred-locale', { preferredLocale }),
  );
}

/**
 * Saves the account's language; the current user's cache follows. A failure toasts in the
 * language active by then (the caller has usually switched the app already).
 */
export function useSavePreferredLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferredLocale,
    meta: { errorToast: false },
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
    onError: (error) =>
      toast({
        title: translate(SAVE_FAILED),
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
}
