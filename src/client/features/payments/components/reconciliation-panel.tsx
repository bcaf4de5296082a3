import { CircleCheck, Scale, TriangleAlert } from 'lucide-react';
import type { ReconciliationReport } from '#shared/payments/ledger.schemas.ts';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useReconciliation } from '#client/features/payments/api/use-reconciliation.ts';
import { formatDateTime, formatUsdCents } from '#client/lib/format.ts';

function Totals({ report }: { report: ReconciliationReport }) {
  const rows: Array<[string, number, number | undefined]> = [
    ['Charges', report.ledger.chargesCents, report.stripe.chargesCents],
    ['Refunds', report.ledger.refundsCents, report.stripe.refundsCents],
    ['Payouts', report.ledger.transfersCents, report.stripe.transfersCents],
    [
      'Platform fees',
      report.ledger.commissionCents - report.ledger.commissionReversalCents,
      undefined,
    ],
  ];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Ledger totals against Stripe</caption>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="font-normal">
            Movement
          </th>
          <th scope="col" className="text-right font-normal">
            Ledger
          </th>
          <th scope="col" className="text-right font-normal">
            Stripe
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, ledger, stripe]) => (
          <tr key={label}>
            <th scope="row" className="text-left font-normal">
              {label}
            </th>
            <td className="text-right tabular-nums">{formatUsdCents(ledger)}</td>
            <td className="text-right tabular-nums">
              {stripe === undefined ? '—' : formatUsdCents(stripe)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Mismatches({ report }: { report: ReconciliationReport }) {
  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-2 font-medium text-destructive">
        <TriangleAlert className="size-4" aria-hidden="true" />
        {report.mismatchCount === 1
          ? '1 Stripe object differs from the ledger'
          : `${report.mismatchCount} Stripe objects differ from the ledger`}
      </p>
      <ul className="grid gap-1 text-sm">
        {report.mismatches.map((m) => (
          <li key={`${m.kind} ${m.stripeObjectId}`} className="grid gap-0.5 rounded border p-2">
            <span className="font-mono text-xs break-all">{m.stripeObjectId}</span>
            <span>
              {m.kind === 'charge' ? 'Charge' : 'Refund'}: ledger {formatUsdCents(m.ledgerCents)},
              Stripe {formatUsdCents(m.stripeCents)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The admin's reconciliation check (issue #16, ADR 0047): on request, the ledger's charges and
 * refunds against Stripe's, with every object that differs. Not run on page load: it reads
 * Stripe's lists in full.
 */
export function ReconciliationPanel() {
  const check = useReconciliation();
  const report = check.data;
  return (
    <section aria-labelledby="reconciliation-title" className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="reconciliation-title" className="font-semibold">
          Ledger reconciliation
        </h3>
        <Button variant="outline" onClick={() => void check.refetch()} disabled={check.isFetching}>
          <Scale aria-hidden="true" />
          {check.isFetching ? 'Checking…' : 'Check against Stripe'}
        </Button>
      </div>
      <div aria-live="polite" className="grid gap-3">
        {check.isError && !check.isFetching ? (
          <QueryErrorState title="Couldn't reconcile with Stripe" error={check.error} />
        ) : report ? (
          <>
            {report.isReconciled ? (
              <p className="flex items-center gap-2 font-medium text-green-700 dark:text-green-400">
                <CircleCheck className="size-4" aria-hidden="true" />
                Ledger and Stripe agree
              </p>
            ) : (
              <Mismatches report={report} />
            )}
            <Totals report={report} />
            <p className="text-xs text-muted-foreground">
              Checked {formatDateTime(report.checkedAt)}
            </p>
          </>
        ) : (
          !check.isFetching && (
            <p className="text-sm text-muted-foreground">
              Compares every charge and refund in the ledger with Stripe's records.
            </p>
          )
        )}
      </div>
    </section>
  );
}
