import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { OpenDisputeInputSchema } from '#shared/payments/disputes.schemas.ts';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { FormDialog } from '#client/components/form-dialog.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { fieldRefusal } from '#client/lib/api-client.ts';
import { useOpenDispute } from '#client/features/payments/api/use-bid-dispute.ts';

/**
 * "Open a dispute" for the patient of a paid booking (issue #16, ADR 0060): a dialog asking
 * for the reason, which says what happens — the payout is held, support gets a grievance, an
 * administrator decides. The server's refusals (too short, not disputable now) show under the
 * field.
 */
export function OpenDisputeButton({ bidId }: { bidId: string }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const open = useOpenDispute(bidId);
  const form = useForm({
    resolver: zodResolver(OpenDisputeInputSchema),
    defaultValues: { reason: '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await open.mutateAsync(body);
      toast({
        title: t('Dispute opened'),
        description: t('The payout is on hold until an administrator decides.'),
      });
      setIsOpen(false);
    } catch (err) {
      const message = fieldRefusal(err);
      if (message) form.setError('reason', { type: 'server', message });
    }
  });

  return (
    <FormDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <>
          <ShieldAlert aria-hidden="true" />
          {t('Open a dispute')}
        </>
      }
      title={t('Open a payment dispute')}
      description={t(
        'Tell us what went wrong. The payout to the hospital is held until an administrator decides to release it, refund part of it or refund it in full. Support receives a grievance and you get its reference by e-mail.',
      )}
      className="sm:max-w-lg"
    >
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            control={form.control}
            name="reason"
            render={({ field }) => (
              <FormFieldItem label={t('Reason')}>
                <Textarea rows={5} {...field} />
              </FormFieldItem>
            )}
          />
          <DialogFooter>
            <SubmitButton isPending={form.formState.isSubmitting}>{t('Open dispute')}</SubmitButton>
          </DialogFooter>
        </form>
      </Form>
    </FormDialog>
  );
}
