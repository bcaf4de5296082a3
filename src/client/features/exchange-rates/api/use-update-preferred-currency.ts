import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema, type CurrentUser } from '#shared/auth/auth.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { currentUserQueryKey } from '#client/lib/use-current-user.ts';

/**
 * `PUT /api/me/preferred-currency {preferredCurrency}` → the current user (issue #15). Throws
 * ApiError 400 for a currency without a rate.
 */
export async function updatePreferredCurrency(preferredCurrency: string): Promise<CurrentUser> {
  return CurrentUserSchema.parse(
    await apiRequest<unknown>('PUT', '/api/me/preferred-currency', { preferredCurrency }),
  );
}

/** Saves the preferred currency; every approximate price follows the current user's cache. */
export function useUpdatePreferredCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferredCurrency,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
