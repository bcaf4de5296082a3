import { useQuery } from '@tanstack/react-query';
import { SupportTicketSchema, type SupportTicket } from '#shared/support/support.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** `GET /api/admin/support-tickets/{id}` path. */
export function supportTicketPath(id: string): string {
  return `/api/admin/support-tickets/${encodeURIComponent(id)}`;
}

/** One whole support ticket (admin only). Throws ApiError 404 "Support ticket not found". */
export async function fetchSupportTicket(id: string, signal?: AbortSignal): Promise<SupportTicket> {
  return SupportTicketSchema.parse(await fetchJson<unknown>(supportTicketPath(id), { signal }));
}

/** A support ticket with its message and resolution note, for the admin's ticket dialog. */
export function useSupportTicket(id: string) {
  return useQuery({
    queryKey: [supportTicketPath(id)],
    queryFn: ({ signal }) => fetchSupportTicket(id, signal),
  });
}
