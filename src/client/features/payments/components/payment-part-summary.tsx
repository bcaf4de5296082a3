import type { StoredPaymentPart } from '#shared/payments/deposit-policy.ts';
import type { BidPayment } from '#shared/payments/payments.schemas.ts';
import { formatUsd } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * What the payment page charges now (ADR 0048): the deposit with the policy that sets it and
 * the balance still to come, or the balance as the rest of the price after the deposit.
 */
export function PartSummary({ part, data }: { part: StoredPaymentPart; data: BidPayment }) {
  const t = useT();
  const { deposit, balance, percentage, minimum } = data.plan;
  const price = formatUsd(deposit.total + balance.total);
  if (part === 'full') return null;
  return (
    <div
      className="grid gap-1 rounded-lg border bg-muted/40 p-3 text-sm"
      data-testid="part-summary"
    >
      {part === 'deposit' ? (
        <>
          <p className="font-medium">
            {t('Deposit now: {amount} of {price}', { amount: formatUsd(deposit.total), price })}
          </p>
          <p className="text-muted-foreground">
            {t(
              'The deposit is {percentage} % of the price, at least {minimum}, and is deducted from it.',
              {
                percentage,
                minimum: formatUsd(minimum),
              },
            )}
            {balance.total > 0 &&
              ` ${t('The balance of {amount} is due before your admission.', { amount: formatUsd(balance.total) })}`}
          </p>
        </>
      ) : (
        <>
          <p className="font-medium">
            {t('Balance now: {amount} of {price}', { amount: formatUsd(balance.total), price })}
          </p>
          <p className="text-muted-foreground">
            {t('Your deposit of {amount} is already deducted.', {
              amount: formatUsd(deposit.total),
            })}
          </p>
        </>
      )}
    </div>
  );
}
