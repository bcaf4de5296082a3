import { HandCoins } from 'lucide-react';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { succeeded } from '#client/lib/query-client.ts';
import { formatDate, formatUsdCents } from '#client/lib/format.ts';
import { useBidPayout, useConfirmTreatment } from '#client/features/payments/api/use-payouts.ts';
import { payoutStateLabel } from '#client/features/payments/lib/payout-status.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The hospital's payout on an accepted bid (issue #16, ADR 0056), for the patient, the hospital
 * and admins: waiting for the patient's confirmation, waiting for the hospital's payout setup,
 * or paid out with amount and date. The patient confirms the treatment took place from here
 * (asked first: it releases the money to the hospital). Nothing shows before it is paid in full.
 */
export function BidPayoutPanel({ bidId }: { bidId: string }) {
  const t = useT();
  const payout = useBidPayout(bidId);
  const confirm = useConfirmTreatment(bidId);
  if (!payout.isSuccess || payout.data.state === 'not_due') return null;
  const { state, amountCents, paidOutAt, canConfirm } = payout.data;
  return (
    <div className="grid w-full gap-2 text-sm" data-testid="bid-payout" aria-live="polite">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t('Payout to the hospital:')}</span>
        <span className="tabular-nums">{formatUsdCents(amountCents)}</span>
        <span className="text-muted-foreground">
          {t(payoutStateLabel(state))}
          {paidOutAt && ` ${t('on {date}', { date: formatDate(paidOutAt) })}`}
        </span>
      </div>
      {canConfirm && (
        <div>
          <ConfirmButton
            buttonProps={{ size: 'sm', disabled: confirm.isPending }}
            title={t('Confirm your treatment took place?')}
            description={t(
              'The hospital is then paid {amount}. Confirm only once you have had the treatment; this cannot be undone.',
              { amount: formatUsdCents(amountCents) },
            )}
            confirmLabel={t('Confirm treatment')}
            onConfirm={async () => {
              if (await succeeded(confirm.mutateAsync())) {
                toast({ title: t('Thank you — treatment confirmed') });
              }
            }}
          >
            <HandCoins aria-hidden="true" />
            {t('Confirm treatment took place')}
          </ConfirmButton>
        </div>
      )}
    </div>
  );
}
