import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSettings,
  EndedSessions,
  PreferencesUpdate,
  ProfileUpdate,
} from '#shared/account/account.schemas.ts';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { currentUserQueryKey } from '#client/lib/use-current-user.ts';
import { apiRequest, fetchJson } from '#client/lib/api-client.ts';

/** Query key of `GET /api/me/settings`. */
export const accountSettingsQueryKey = ['/api/me/settings'] as const;

/** `GET /api/me/settings` (issue #12): preferences, password and two-factor state, sessions. */
export function useAccountSettings() {
  return useQuery({
    queryKey: accountSettingsQueryKey,
    queryFn: ({ signal }) => fetchJson<AccountSettings>(accountSettingsQueryKey[0], { signal }),
  });
}

/** `PATCH /api/me/profile {firstName,lastName}` → the current user (cache updated). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) =>
      apiRequest<CurrentUser>('PATCH', '/api/me/profile', input),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}

/** `PATCH /api/me/preferences {messageEmails?, notificationEmails?}` → settings (cache updated). */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PreferencesUpdate) =>
      apiRequest<AccountSettings>('PATCH', '/api/me/preferences', input),
    onSuccess: (settings) => queryClient.setQueryData(accountSettingsQueryKey, settings),
  });
}

/** `POST /api/me/sessions/end-others` → how many sessions ended; settings refetched. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<EndedSessions>('POST', '/api/me/sessions/end-others'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSettingsQueryKey }),
  });
}
