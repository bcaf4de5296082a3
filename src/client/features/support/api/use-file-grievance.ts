import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GrievanceStatusSchema,
  type GrievanceStatus,
  type SupportTicketInput,
} from '#shared/support/support.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { invalidateSupportQueue } from '#client/features/support/api/use-support-tickets.ts';
import { msg } from '#client/i18n/msg.ts';

/**
 * `POST /api/support` (SPEC §7) → 201 with the grievance's grouped reference code (`id`,
 * `referenceCode`), subject, status and dates. Throws ApiError 400 with field `issues`.
 */
export async function fileGrievance(input: SupportTicketInput): Promise<GrievanceStatus> {
  return GrievanceStatusSchema.parse(await apiRequest<unknown>('POST', '/api/support', input));
}

/** Files a grievance, then refreshes the admin support queue (when an admin files one). */
export function useFileGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileGrievance,
    meta: { errorDescription: msg('Failed to submit grievance. Please try again.') }, // SPEC §8
    onSuccess: () => invalidateSupportQueue(queryClient),
  });
}
