import { useMutation } from '@tanstack/react-query';
import type { AccountDeletion } from '#shared/account/account.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** Where the data export downloads from (`GET /api/me/export`, a JSON attachment). */
export const ACCOUNT_EXPORT_HREF = '/api/me/export';

/** The same data with the medical record files, as a ZIP (`GET /api/me/export/archive`, ADR 0039). */
export const ACCOUNT_EXPORT_ARCHIVE_HREF = '/api/me/export/archive';

/** `DELETE /api/me {confirmation,currentPassword?}` → 204; the session is gone afterwards. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: AccountDeletion) => apiRequest<undefined>('DELETE', '/api/me', input),
  });
}
