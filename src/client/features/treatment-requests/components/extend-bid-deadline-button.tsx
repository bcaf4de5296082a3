import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MAX_BID_DEADLINE_DAYS } from '#shared/common/constants.ts';
import {
  ExtendBidDeadlineInputSchema,
  type TreatmentRequest,
} from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useExtendBidDeadline } from '#client/features/treatment-requests/api/use-extend-bid-deadline.ts';
import {
  parseBidDeadlineInput,
  toDateTimeLocalValue,
} from '#client/features/treatment-requests/lib/bid-deadline-input.ts';
import { formatDateTime } from '#client/lib/format.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';

/** The dialog's form: a local date and time, later than `current`, checked by the shared schema. */
function extendFormSchema(current: string) {
  return z
    .object({ bidDeadline: z.string() })
    .transform((values) => ({ bidDeadline: parseBidDeadlineInput(values.bidDeadline) }))
    .pipe(
      ExtendBidDeadlineInputSchema.refine(
        (input) => new Date(input.bidDeadline) > new Date(current),
        {
          path: ['bidDeadline'],
          message: msg('The new bid deadline must be later than the current one'),
        },
      ),
    );
}

/**
 * "Extend" for the owner of an open request with a bid deadline (issue #15): a dialog asking
 * for a later deadline (at most 180 days ahead). A passed deadline can be extended too, which
 * lets hospitals bid again.
 */
export function ExtendBidDeadlineButton({
  request,
}: {
  request: TreatmentRequest & { bidDeadline: string };
}) {
  const [isOpen, setIsOpen] = useState(false);
  const extend = useExtendBidDeadline();
  const t = useT();
  const form = useForm({
    resolver: zodResolver(extendFormSchema(request.bidDeadline)),
    defaultValues: { bidDeadline: toDateTimeLocalValue(request.bidDeadline) },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await extend.mutateAsync({ id: request.id, body });
      toast({ title: t('Bid deadline extended') });
      setIsOpen(false);
    } catch (err) {
      if (isApiError(err, 400) || isApiError(err, 409))
        form.setError('bidDeadline', { type: 'server', message: err.message });
    }
  });

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <CalendarPlus aria-hidden="true" />
          {t('Extend')}
          <span className="sr-only"> {t('the bid deadline')}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('Extend the bid deadline')}</DialogTitle>
          <DialogDescription>
            {t(
              'Currently {date}. Pick a later date and time, at most {days} days from now. Hospitals can bid until then.',
              { date: formatDateTime(request.bidDeadline), days: MAX_BID_DEADLINE_DAYS },
            )}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="bidDeadline"
              render={({ field }) => (
                <FormFieldItem label={t('New bid deadline')}>
                  <Input type="datetime-local" {...field} />
                </FormFieldItem>
              )}
            />
            <DialogFooter>
              <SubmitButton isPending={form.formState.isSubmitting}>
                {t('Save Deadline')}
              </SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
