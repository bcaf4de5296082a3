import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SupportTicketSchema, type SupportTicket } from '#shared/support/support.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { invalidateSupportQueue } from '#client/features/support/api/use-support-tickets.ts';

/**
 * `POST /api/admin/support-tickets/{id}/close` with the resolution note, which is e-mailed to
 * the filer. Throws ApiError 409 when the ticket is already closed, 404 when it is unknown.
 */
export async function closeSupportTicket(input: {
  id: string;
  resolutionNote: string;
}): Promise<SupportTicket> {
  const body = await apiRequest<unknown>(
    'POST',
    `/api/admin/support-tickets/${encodeURIComponent(input.id)}/close`,
    { resolutionNote: input.resolutionNote },
  );
  return SupportTicketSchema.parse(body);
}

/** Closes a ticket, then refreshes the queue and the ticket. */
export function useCloseSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeSupportTicket,
    onSuccess: () => invalidateSupportQueue(queryClient),
  });
}
