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
import { FormDialog } from '#client/components/form-dialog.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
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
import { fieldRefusal } from '#client/lib/api-client.ts';
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
      const message = fieldRefusal(err);
      if (message) form.setError('bidDeadline', { type: 'server', message });
    }
  });

  return (
    <FormDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <>
          <CalendarPlus aria-hidden="true" />
          {t('Extend')}
          <span className="sr-only"> {t('the bid deadline')}</span>
        </>
      }
      title={t('Extend the bid deadline')}
      description={t(
        'Currently {date}. Pick a later date and time, at most {days} days from now. Hospitals can bid until then.',
        { date: formatDateTime(request.bidDeadline), days: MAX_BID_DEADLINE_DAYS },
      )}
    >
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
    </FormDialog>
  );
}
