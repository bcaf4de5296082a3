import { Banknote, Landmark, PiggyBank, Undo2 } from 'lucide-react';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { StatCard, StatGrid } from '#client/components/stat-card.tsx';
import { adminPaymentsPath } from '#client/features/payments/api/use-payment-lists.ts';
import { usePaymentsSummary } from '#client/features/payments/api/use-payments-summary.ts';
import { ReconciliationPanel } from '#client/features/payments/components/reconciliation-panel.tsx';
import { RecentPaymentsSection } from '#client/features/payments/components/recent-payments-section.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The admin dashboard's payments (issue #6): collected, owed to hospitals, platform fees and
 * refunded totals over settled payments, the ledger's reconciliation with Stripe (ADR 0047),
 * then the newest payments.
 */
export function AdminPaymentsSection() {
  const t = useT();
  const summary = usePaymentsSummary();
  const data = summary.data;
  return (
    <DashboardSection
      id="payments"
      title={t('Payments')}
      description={t('Card payments through Stripe.')}
    >
      {summary.isError ? (
        <QueryErrorState
          title={t("Couldn't load payment totals")}
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <StatGrid>
          <StatCard label={t('Collected (USD)')} value={data?.collectedTotal} icon={Banknote} />
          <StatCard
            label={t('Platform Fees (USD)')}
            value={data?.platformFeeTotal}
            icon={PiggyBank}
          />
          <StatCard
            label={t('Owed to Hospitals (USD)')}
            value={data?.hospitalTotal}
            icon={Landmark}
          />
          <StatCard label={t('Refunded (USD)')} value={data?.refundedTotal} icon={Undo2} />
        </StatGrid>
      )}
      <ReconciliationPanel />
      <RecentPaymentsSection
        path={adminPaymentsPath}
        title={t('Recent Payments')}
        amountLabel={t('Total')}
        amountOf={(payment) => payment.totalAmount}
      />
    </DashboardSection>
  );
}
