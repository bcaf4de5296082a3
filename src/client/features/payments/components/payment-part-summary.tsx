import type { StoredPaymentPart } from '#shared/payments/deposit-policy.ts';
import type { BidPayment } from '#shared/payments/payments.schemas.ts';
import { formatUsd } from '#client/lib/format.ts';

/**
 * What the payment page charges now (ADR 0048): the deposit with the policy that sets it and
 * the balance still to come, or the balance as the rest of the price after the deposit.
 */
export function PartSummary({ part, data }: { part: StoredPaymentPart; data: BidPayment }) {
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
            Deposit now: {formatUsd(deposit.total)} of {price}
          </p>
          <p className="text-muted-foreground">
            The deposit is {percentage} % of the price, at least {formatUsd(minimum)}, and is
            deducted from it.
            {balance.total > 0 &&
              ` The balance of ${formatUsd(balance.total)} is due before your admission.`}
          </p>
        </>
      ) : (
        <>
          <p className="font-medium">
            Balance now: {formatUsd(balance.total)} of {price}
          </p>
          <p className="text-muted-foreground">
            Your deposit of {formatUsd(deposit.total)} is already deducted.
          </p>
        </>
      )}
    </div>
  );
}
