import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { CardListSkeleton } from '#client/components/card-list-skeleton.tsx';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { formatDate, formatUsdCents } from '#client/lib/format.ts';
import { statementUrl, useHospitalPayouts } from '#client/features/payments/api/use-payouts.ts';
import { payoutStateLabel } from '#client/features/payments/lib/payout-status.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** The current UTC month as `YYYY-MM` (statements are per UTC calendar month). */
const currentMonth = () => new Date().toISOString().slice(0, 7);

/**
 * The hospital dashboard's "Payouts and statements" (issue #16, ADR 0057): per request what
 * patients paid, the platform's fees, refunds and the payout with its state and date, from the
 * ledger; and the monthly statement as a CSV download.
 */
export function HospitalPayoutsSection() {
  const t = useT();
  const payouts = useHospitalPayouts();
  const [month, setMonth] = useState(currentMonth);
  const monthId = useId();
  return (
    <DashboardSection
      id="payouts"
      title={t('Payouts and statements')}
      description={t(
        "What patients paid, the platform's fees, refunds and your payouts, per request.",
      )}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={monthId}>{t('Statement month')}</Label>
          <Input
            id={monthId}
            type="month"
            value={month}
            max={currentMonth()}
            onChange={(event) => setMonth(event.target.value)}
            className="w-44"
          />
        </div>
        <Button asChild variant="outline" disabled={!month}>
          <a href={statementUrl(month)} download>
            <Download aria-hidden="true" />
            {t('Download statement (CSV)')}
          </a>
        </Button>
      </div>
      {payouts.isPending && <CardListSkeleton count={2} label={t('Loading payouts')} />}
      {payouts.isError && (
        <QueryErrorState
          title={t("Couldn't load payouts")}
          error={payouts.error}
          onRetry={() => void payouts.refetch()}
        />
      )}
      {payouts.isSuccess && payouts.data.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('No payments received yet.')}</p>
      )}
      {payouts.isSuccess && payouts.data.length > 0 && (
        <Card className="py-2">
          <CardContent className="px-0">
            <ul className="divide-y" aria-label={t('Payouts per request')}>
              {payouts.data.map((row) => (
                <li
                  key={row.bidId}
                  className="grid gap-2 px-4 py-3 sm:px-6"
                  data-testid="payout-row"
                >
                  <Link
                    href={paths.request(row.treatmentRequestId)}
                    className="truncate font-medium underline-offset-4 hover:underline"
                  >
                    {row.procedureType}
                  </Link>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                    <div>
                      <dt className="text-muted-foreground">{t('Paid by patient')}</dt>
                      <dd className="tabular-nums">{formatUsdCents(row.chargedCents)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">{t('Platform fees')}</dt>
                      <dd className="tabular-nums">{formatUsdCents(row.feesCents)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">{t('Refunded')}</dt>
                      <dd className="tabular-nums">{formatUsdCents(row.refundedCents)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">{t('Your payout')}</dt>
                      <dd className="tabular-nums">{formatUsdCents(row.payoutCents)}</dd>
                    </div>
                  </dl>
                  <p className="text-sm text-muted-foreground">
                    {t(payoutStateLabel(row.state))}
                    {row.paidOutAt && ` ${t('on {date}', { date: formatDate(row.paidOutAt) })}`}
                  </p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </DashboardSection>
  );
}
