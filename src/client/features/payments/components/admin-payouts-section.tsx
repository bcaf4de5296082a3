import { Banknote, HandCoins, PiggyBank, Undo2 } from 'lucide-react';
import { CardListSkeleton } from '#client/components/card-list-skeleton.tsx';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { StatCard, StatGrid } from '#client/components/stat-card.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import {
  useAdminPayoutAccounts,
  useMoneyTotals,
} from '#client/features/payments/api/use-payouts.ts';
import {
  payoutAccountLabel,
  payoutAccountVariant,
} from '#client/features/payments/lib/payout-status.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** Cents as whole-and-fraction dollars for a stat card; undefined while loading. */
const usd = (cents: number | undefined) => (cents === undefined ? undefined : cents / 100);

/**
 * The admin dashboard's "Money and payouts" (issue #16, ADR 0056, 0057): the ledger's money in,
 * platform fees, refunds and payouts to hospitals, and each verified hospital's Stripe payout
 * setup (a hospital is paid out only once it is complete).
 */
export function AdminPayoutsSection() {
  const t = useT();
  const totals = useMoneyTotals();
  const accounts = useAdminPayoutAccounts();
  const data = totals.data;
  return (
    <DashboardSection
      id="payouts"
      title={t('Money and payouts')}
      description={t('From the ledger: money in, fees, refunds and payouts to hospitals.')}
    >
      {totals.isError ? (
        <QueryErrorState
          title={t("Couldn't load the money totals")}
          error={totals.error}
          onRetry={() => void totals.refetch()}
        />
      ) : (
        <StatGrid>
          <StatCard label={t('Money In (USD)')} value={usd(data?.chargedCents)} icon={Banknote} />
          <StatCard label={t('Fees (USD)')} value={usd(data?.feesCents)} icon={PiggyBank} />
          <StatCard label={t('Refunds (USD)')} value={usd(data?.refundedCents)} icon={Undo2} />
          <StatCard label={t('Paid Out (USD)')} value={usd(data?.paidOutCents)} icon={HandCoins} />
        </StatGrid>
      )}
      <h3 className="text-base font-semibold" id="payout-accounts-heading">
        {t('Hospital payout setup')}
      </h3>
      {accounts.isPending && <CardListSkeleton count={2} label={t('Loading payout setup')} />}
      {accounts.isError && (
        <QueryErrorState
          title={t("Couldn't load hospitals' payout setup")}
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
        />
      )}
      {accounts.isSuccess && accounts.data.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('No verified hospitals yet.')}</p>
      )}
      {accounts.isSuccess && accounts.data.length > 0 && (
        <ul className="grid gap-2 text-sm" aria-labelledby="payout-accounts-heading">
          {accounts.data.map((account) => (
            <li key={account.hospitalId} className="flex flex-wrap items-center gap-2">
              <span className="font-medium" translate="no">
                {account.hospitalName}
              </span>
              <Badge variant={payoutAccountVariant(account.status)}>
                {t(payoutAccountLabel(account.status))}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
