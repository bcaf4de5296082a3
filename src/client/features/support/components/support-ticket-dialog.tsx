import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { CloseSupportTicketInputSchema } from '#shared/support/support.schemas.ts';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useCloseSupportTicket } from '#client/features/support/api/use-close-support-ticket.ts';
import { useSupportTicket } from '#client/features/support/api/use-support-ticket.ts';
import { GrievanceStatusBadge } from '#client/features/support/components/grievance-status-badge.tsx';
import { succeeded } from '#client/lib/query-client.ts';
import { formatDate } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** The resolution-note form: closing e-mails the note to the filer. */
function CloseTicketForm({ ticketId, onClosed }: { ticketId: string; onClosed: () => void }) {
  const t = useT();
  const close = useCloseSupportTicket();
  const form = useForm({
    resolver: zodResolver(CloseSupportTicketInputSchema),
    defaultValues: { resolutionNote: '' },
  });
  const submit = form.handleSubmit(async ({ resolutionNote }) => {
    if (await succeeded(close.mutateAsync({ id: ticketId, resolutionNote }))) {
      toast({
        title: t('Ticket closed'),
        description: t('The resolution has been e-mailed to the filer.'),
      });
      onClosed();
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField
          name="resolutionNote"
          control={form.control}
          render={({ field }) => (
            <FormFieldItem
              label={t('Resolution note')}
              description={t(
                'E-mailed to the filer when you close the ticket. Keep medical details out.',
              )}
            >
              <Textarea className="min-h-28" {...field} />
            </FormFieldItem>
          )}
        />
        <DialogFooter>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
            {t('Close ticket')}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}

function TicketBody({ ticketId, onClosed }: { ticketId: string; onClosed: () => void }) {
  const t = useT();
  const ticket = useSupportTicket(ticketId);
  if (ticket.isPending) {
    return (
      <div role="status" aria-label={t('Loading the ticket')} className="grid gap-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (ticket.isError) {
    return (
      <QueryErrorState
        title={t("Couldn't load the ticket")}
        error={ticket.error}
        onRetry={() => void ticket.refetch()}
      />
    );
  }
  const data = ticket.data;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('Reference')}</dt>
        <dd className="font-mono break-words">{data.referenceCode}</dd>
        <dt className="text-muted-foreground">{t('From')}</dt>
        <dd className="break-all">
          {data.name} &lt;{data.email}&gt;
        </dd>
        <dt className="text-muted-foreground">{t('Filed')}</dt>
        <dd>{formatDate(data.createdAt)}</dd>
        <dt className="text-muted-foreground">{t('Status')}</dt>
        <dd>
          <GrievanceStatusBadge status={data.status} />
        </dd>
      </dl>
      <p className="max-h-64 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap break-words">
        {data.message}
      </p>
      {data.status === 'closed' ? (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">
            {data.closedAt
              ? t('Resolution (closed {date})', { date: formatDate(data.closedAt) })
              : t('Resolution')}
          </p>
          <p className="whitespace-pre-wrap break-words text-muted-foreground">
            {data.resolutionNote}
          </p>
        </div>
      ) : (
        <CloseTicketForm ticketId={data.id} onClosed={onClosed} />
      )}
    </div>
  );
}

/** An admin's view of one support ticket: who wrote what, and closing it with a note. */
export function SupportTicketDialog({
  ticket,
  onOpenChange,
}: {
  ticket: { id: string; subject: string } | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <Dialog open={ticket !== undefined} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle className="break-words">{ticket?.subject}</DialogTitle>
          <DialogDescription>{t('Support ticket')}</DialogDescription>
        </DialogHeader>
        {ticket && <TicketBody ticketId={ticket.id} onClosed={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
