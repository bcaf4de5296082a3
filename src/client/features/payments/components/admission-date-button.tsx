import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SetAdmissionDateInputSchema } from '#shared/payments/payments.schemas.ts';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { FormDialog } from '#client/components/form-dialog.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { fieldRefusal } from '#client/lib/api-client.ts';
import { useSetAdmissionDate } from '#client/features/payments/api/use-set-admission-date.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** Tomorrow as `YYYY-MM-DD` (UTC), the earliest day the server takes. */
function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

/**
 * "Set admission date" / "Change" for the hospital whose bid was accepted (issue #16, ADR
 * 0049): a dialog with a date field; the server checks the day is after today and tells the
 * patient. Its errors (a past day, a cancelled booking) show under the field.
 */
export function AdmissionDateButton({
  bidId,
  admissionDate,
}: {
  bidId: string;
  admissionDate: string | null;
}) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const save = useSetAdmissionDate(bidId);
  const form = useForm({
    resolver: zodResolver(SetAdmissionDateInputSchema),
    defaultValues: { admissionDate: admissionDate ?? '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast({
        title: t('Admission date saved'),
        description: t('The patient has been told.'),
      });
      setIsOpen(false);
    } catch (err) {
      const message = fieldRefusal(err);
      if (message) form.setError('admissionDate', { type: 'server', message });
    }
  });

  return (
    <FormDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <>
          <CalendarDays aria-hidden="true" />
          {admissionDate ? t('Change admission date') : t('Set admission date')}
        </>
      }
      title={t('Admission date')}
      description={t(
        'The day you admit the patient. The balance is due before it, and the cancellation schedule counts back from it. The patient is notified.',
      )}
    >
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            control={form.control}
            name="admissionDate"
            render={({ field }) => (
              <FormFieldItem label={t('Admission date')}>
                <Input type="date" min={tomorrow()} {...field} />
              </FormFieldItem>
            )}
          />
          <DialogFooter>
            <SubmitButton isPending={form.formState.isSubmitting}>{t('Save Date')}</SubmitButton>
          </DialogFooter>
        </form>
      </Form>
    </FormDialog>
  );
}
