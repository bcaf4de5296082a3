import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { CardListSkeleton } from '#client/components/card-list-skeleton.tsx';
import { DashboardSection } from '#client/components/dashboard-section.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { GrievanceReference } from '#client/features/payments/components/grievance-reference.tsx';
import { formatDate, formatUsdCents } from '#client/lib/format.ts';
import { useAdminDisputes } from '#client/features/payments/api/use-admin-disputes.ts';
import { DisputeDecisionButtons } from '#client/features/payments/components/dispute-decision-buttons.tsx';

/**
 * The admin dashboard's "Payment disputes" (issue #16, ADR 0060): each open dispute, oldest
 * first, with the request, the parties, the money paid and refunded, the patient's reason and
 * the grievance's reference, and the three decisions.
 */
export function AdminDisputesSection() {
  const t = useT();
  const disputes = useAdminDisputes();
  return (
    <DashboardSection
      id="disputes"
      title={t('Payment disputes')}
      description={t('Open disputes hold the hospital’s payout until you decide.')}
    >
      {disputes.isPending && <CardListSkeleton count={1} label={t('Loading disputes')} />}
      {disputes.isError && (
        <QueryErrorState
          title={t('Couldn’t load the disputes')}
          error={disputes.error}
          onRetry={() => void disputes.refetch()}
        />
      )}
      {disputes.isSuccess && disputes.data.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('No open disputes.')}</p>
      )}
      {disputes.isSuccess && disputes.data.length > 0 && (
        <ul className="grid gap-4">
          {disputes.data.map((dispute) => (
            <li
              key={dispute.id}
              className="grid gap-2 rounded-lg border p-4 text-sm"
              data-testid="dispute-row"
            >
              <div className="flex flex-wrap items-baseline gap-x-2">
                <Link
                  href={paths.request(dispute.treatmentRequestId)}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {dispute.procedureType}
                </Link>
                <span className="text-muted-foreground">
                  {t('{patient} with {hospital}, opened {date}', {
                    patient: dispute.patientName,
                    hospital: dispute.hospitalName,
                    date: formatDate(dispute.openedAt),
                  })}
                </span>
              </div>
              <p>
                {t('Paid {paid}, refunded {refunded}; the hospital’s share now {share}.', {
                  paid: formatUsdCents(dispute.paidCents),
                  refunded: formatUsdCents(dispute.refundedCents),
                  share: formatUsdCents(dispute.hospitalNetCents),
                })}
              </p>
              <blockquote className="border-s-2 ps-3 break-words whitespace-pre-line text-muted-foreground">
                {dispute.reason}
              </blockquote>
              {dispute.grievanceReference && (
                <GrievanceReference code={dispute.grievanceReference} />
              )}
              <DisputeDecisionButtons dispute={dispute} />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
