import { Undo2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { AdminDispute } from '#shared/payments/disputes.schemas.ts';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { FormDialog } from '#client/components/form-dialog.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { fieldRefusal } from '#client/lib/api-client.ts';
import { formatUsdCents } from '#client/lib/format.ts';
import { useDecideDispute } from '#client/features/payments/api/use-admin-disputes.ts';

/** Dollars as typed ("510", "510.50") → cents; NaN when it is not an amount. */
function toCents(typed: string): number {
  return /^\d+(\.\d{1,2})?$/.test(typed.trim()) ? Math.round(Number(typed) * 100) : Number.NaN;
}

/**
 * "Refund part" of a dispute (ADR 0060): the admin types an amount in dollars; the dialog states
 * what goes back to the patient and about what the hospital is then paid (its share shrinks in
 * proportion: the platform fee is returned with the refunded part), and refunds on confirm.
 */
export function PartialRefundButton({ dispute }: { dispute: AdminDispute }) {
  const t = useT();
  const inputId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideDispute(dispute);
  const refundable = dispute.paidCents - dispute.refundedCents;
  const cents = toCents(typed);
  const isValid = cents > 0 && cents <= refundable;
  const hospitalAfter =
    refundable > 0 ? Math.round((dispute.hospitalNetCents * (refundable - cents)) / refundable) : 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) {
      setError(t('Enter an amount between $0.01 and {max}.', { max: formatUsdCents(refundable) }));
      return;
    }
    try {
      await decide.mutateAsync({ outcome: 'partial_refund', refundCents: cents });
      toast({ title: t('Refunded {amount}', { amount: formatUsdCents(cents) }) });
      setIsOpen(false);
    } catch (err) {
      setError(fieldRefusal(err) ?? null);
    }
  };

  return (
    <FormDialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        setError(null);
      }}
      trigger={
        <>
          <Undo2 aria-hidden="true" />
          {t('Refund part')}
        </>
      }
      title={t('Refund part of the payment?')}
      description={t('Up to {max} can be refunded. This cannot be undone.', {
        max: formatUsdCents(refundable),
      })}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{t('Refund to the patient (USD)')}</Label>
          <Input
            id={inputId}
            inputMode="decimal"
            value={typed}
            aria-invalid={error !== null}
            aria-describedby={`${inputId}-effect`}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
          {error && (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
        </div>
        <p id={`${inputId}-effect`} className="text-sm" data-testid="partial-refund-effect">
          {isValid
            ? t(
                '{refund} goes back to the patient’s card; the hospital is then paid about {payout}, after the platform fee.',
                { refund: formatUsdCents(cents), payout: formatUsdCents(hospitalAfter) },
              )
            : t('Type the amount to see what each side gets.')}
        </p>
        <DialogFooter>
          <SubmitButton isPending={decide.isPending} variant="destructive">
            {isValid ? t('Refund {amount}', { amount: formatUsdCents(cents) }) : t('Refund part')}
          </SubmitButton>
        </DialogFooter>
      </form>
    </FormDialog>
  );
}
