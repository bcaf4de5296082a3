import { Inbox, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import type { SupportTicketStatus, SupportTicketSummary } from '#shared/support/support.schemas.ts';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useSupportTickets } from '#client/features/support/api/use-support-tickets.ts';
import { GrievanceStatusBadge } from '#client/features/support/components/grievance-status-badge.tsx';
import { SupportTicketDialog } from '#client/features/support/components/support-ticket-dialog.tsx';
import { formatDate } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

type Filter = SupportTicketStatus | 'all';

const FILTERS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: 'open', label: msg('Open') },
  { value: 'closed', label: msg('Closed') },
  { value: 'all', label: msg('All') },
];

function QueueSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('Loading support tickets')} className="grid gap-3">
      {[0, 1].map((index) => (
        <div key={index} aria-hidden="true" className="grid gap-2 rounded-lg border p-4">
          <Skeleton className="h-4 w-56 max-w-full" />
          <Skeleton className="h-3 w-40 max-w-full" />
        </div>
      ))}
    </div>
  );
}

function TicketRow({
  ticket,
  onOpen,
}: {
  ticket: SupportTicketSummary;
  onOpen: (ticket: SupportTicketSummary) => void;
}) {
  const t = useT();
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words">{ticket.subject}</p>
          <GrievanceStatusBadge status={ticket.status} />
          <Badge variant="outline">
            {ticket.kind === 'grievance' ? t('Grievance') : t('Contact')}
          </Badge>
        </div>
        <p className="text-sm break-all text-muted-foreground">
          {ticket.name} · {ticket.email}
        </p>
        <p className="font-mono text-xs break-words text-muted-foreground">
          {ticket.referenceCode} · {formatDate(ticket.createdAt)}
        </p>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="self-start sm:self-center"
        onClick={() => onOpen(ticket)}
      >
        <MessageSquareText aria-hidden="true" />
        {ticket.status === 'open' ? t('Read & resolve') : t('Read')}
        <span className="sr-only"> {ticket.subject}</span>
      </Button>
    </li>
  );
}

/**
 * The admin support queue (issue #5): grievances and contact messages by status, newest first;
 * each opens a dialog to read it and close it with a resolution note, which the filer receives.
 */
export function AdminSupportQueue() {
  const t = useT();
  const [filter, setFilter] = useState<Filter>('open');
  const [selected, setSelected] = useState<SupportTicketSummary>();
  const tickets = useSupportTickets(filter);

  const list = () => {
    if (tickets.isPending) return <QueueSkeleton />;
    if (tickets.isError) {
      return (
        <QueryErrorState
          title={t("Couldn't load support tickets")}
          error={tickets.error}
          onRetry={() => void tickets.refetch()}
        />
      );
    }
    const items = tickets.data.pages.flatMap((page) => page.items);
    if (items.length === 0) {
      return (
        <EmptyState
          icon={Inbox}
          title={filter === 'open' ? t('No open support tickets') : t('No support tickets')}
          description={t('Grievances and contact-form messages appear here.')}
        />
      );
    }
    return (
      <Card className="gap-0 py-0">
        <CardContent className="px-0">
          <ul className="divide-y">
            {items.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} onOpen={setSelected} />
            ))}
          </ul>
          <div className="px-4 pb-4 empty:hidden">
            <LoadMoreButton
              hasNextPage={tickets.hasNextPage}
              isFetchingNextPage={tickets.isFetchingNextPage}
              fetchNextPage={tickets.fetchNextPage}
            />
          </div>
        </CardContent>
      </Card>
    );
  };

  return (
    <div className="grid gap-4">
      <div role="group" aria-label={t('Filter by status')} className="flex flex-wrap gap-2">
        {FILTERS.map((option) => (
          <Button
            key={option.value}
            size="sm"
            variant={filter === option.value ? 'default' : 'outline'}
            aria-pressed={filter === option.value}
            className={cn(filter === option.value && 'pointer-events-none')}
            onClick={() => setFilter(option.value)}
          >
            {t(option.label)}
          </Button>
        ))}
      </div>
      {list()}
      <SupportTicketDialog
        ticket={selected}
        onOpenChange={(open) => !open && setSelected(undefined)}
      />
    </div>
  );
}
