import { CircleCheck, Scale, TriangleAlert } from 'lucide-react';
import type { ReconciliationReport } from '#shared/payments/ledger.schemas.ts';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useReconciliation } from '#client/features/payments/api/use-reconciliation.ts';
import { formatDateTime, formatUsdCents } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

function Totals({ report }: { report: ReconciliationReport }) {
  const t = useT();
  const rows: Array<[string, number, number | undefined]> = [
    [t('Charges'), report.ledger.chargesCents, report.stripe.chargesCents],
    [t('Refunds'), report.ledger.refundsCents, report.stripe.refundsCents],
    [t('Payouts'), report.ledger.transfersCents, report.stripe.transfersCents],
    [
      t('Platform fees'),
      report.ledger.commissionCents - report.ledger.commissionReversalCents,
      undefined,
    ],
  ];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('Ledger totals against Stripe')}</caption>
      <thead>
        <tr className="text-start text-muted-foreground">
          <th scope="col" className="font-normal">
            {t('Movement')}
          </th>
          <th scope="col" className="text-end font-normal">
            {t('Ledger')}
          </th>
          <th scope="col" className="text-end font-normal">
            {t('Stripe')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, ledger, stripe]) => (
          <tr key={label}>
            <th scope="row" className="text-start font-normal">
              {label}
            </th>
            <td className="text-end tabular-nums">{formatUsdCents(ledger)}</td>
            <td className="text-end tabular-nums">
              {stripe === undefined ? '—' : formatUsdCents(stripe)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A mismatch's two amounts, formatted for its sentence. */
function amounts(m: ReconciliationReport['mismatches'][number]) {
  return { ledger: formatUsdCents(m.ledgerCents), stripe: formatUsdCents(m.stripeCents) };
}

function Mismatches({ report }: { report: ReconciliationReport }) {
  const t = useT();
  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-2 font-medium text-destructive">
        <TriangleAlert className="size-4" aria-hidden="true" />
        {report.mismatchCount === 1
          ? t('1 Stripe object differs from the ledger')
          : t('{count} Stripe objects differ from the ledger', { count: report.mismatchCount })}
      </p>
      <ul className="grid gap-1 text-sm">
        {report.mismatches.map((m) => (
          <li key={`${m.kind} ${m.stripeObjectId}`} className="grid gap-0.5 rounded border p-2">
            <span className="font-mono text-xs break-all" translate="no">
              {m.stripeObjectId}
            </span>
            <span>
              {m.kind === 'charge'
                ? t('Charge: ledger {ledger}, Stripe {stripe}', amounts(m))
                : t('Refund: ledger {ledger}, Stripe {stripe}', amounts(m))}
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
  const t = useT();
  const check = useReconciliation();
  const report = check.data;
  return (
    <section aria-labelledby="reconciliation-title" className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="reconciliation-title" className="font-semibold">
          {t('Ledger reconciliation')}
        </h3>
        <Button variant="outline" onClick={() => void check.refetch()} disabled={check.isFetching}>
          <Scale aria-hidden="true" />
          {check.isFetching ? t('Checking…') : t('Check against Stripe')}
        </Button>
      </div>
      <div aria-live="polite" className="grid gap-3">
        {check.isError && !check.isFetching ? (
          <QueryErrorState title={t("Couldn't reconcile with Stripe")} error={check.error} />
        ) : report ? (
          <>
            {report.isReconciled ? (
              <p className="flex items-center gap-2 font-medium text-green-700 dark:text-green-400">
                <CircleCheck className="size-4" aria-hidden="true" />
                {t('Ledger and Stripe agree')}
              </p>
            ) : (
              <Mismatches report={report} />
            )}
            <Totals report={report} />
            <p className="text-xs text-muted-foreground">
              {t('Checked {time}', { time: formatDateTime(report.checkedAt) })}
            </p>
          </>
        ) : (
          !check.isFetching && (
            <p className="text-sm text-muted-foreground">
              {t("Compares every charge and refund in the ledger with Stripe's records.")}
            </p>
          )
        )}
      </div>
    </section>
  );
}
