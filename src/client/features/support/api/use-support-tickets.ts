import type { QueryClient } from '@tanstack/react-query';
import {
  SupportTicketSummarySchema,
  type SupportTicketStatus,
} from '#shared/support/support.schemas.ts';
import { usePagedList } from '#client/lib/use-paged-list.ts';

const SUPPORT_TICKETS_PATH = '/api/admin/support-tickets';

/**
 * Refreshes every cached view of the admin support queue and its tickets. Each status filter is
 * its own path (`…?status=open`), so this matches keys by their path prefix.
 */
export function invalidateSupportQueue(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(SUPPORT_TICKETS_PATH),
  });
}

/** `GET /api/admin/support-tickets[?status=]` path. */
export function supportTicketsPath(status: SupportTicketStatus | 'all'): string {
  return status === 'all' ? SUPPORT_TICKETS_PATH : `${SUPPORT_TICKETS_PATH}?status=${status}`;
}

/** The admin support queue of one status (or all), newest first, page by page. */
export function useSupportTickets(status: SupportTicketStatus | 'all') {
  return usePagedList(supportTicketsPath(status), SupportTicketSummarySchema);
}
