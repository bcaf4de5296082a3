import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { CardListSkeleton } from '#client/components/card-list-skeleton.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { formatDate, formatUsd } from '#client/lib/format.ts';
import { useRecentPayments } from '#client/features/payments/api/use-payment-lists.ts';
import { PaymentStatusBadge } from '#client/features/payments/components/payment-status-badge.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The newest payments of one list on a dashboard (issue #6): procedure, hospital, amount
 * (`amountOf`: the total for patients and admins, `hospitalAmount` for hospitals), date and
 * status; each links to its request. Renders nothing while the list is empty.
 */
export function RecentPaymentsSection({
  path,
  title,
  amountLabel,
  amountOf,
}: {
  path: string;
  title: string;
  amountLabel: string;
  amountOf: (payment: Payment) => number;
}) {
  const t = useT();
  const payments = useRecentPayments(path);
  if (payments.isSuccess && payments.data.length === 0) return null;
  const headingId = `payments-${path.replace(/\W+/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-4">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {payments.isPending && <CardListSkeleton count={2} label={t('Loading payments')} />}
      {payments.isError && (
        <QueryErrorState
          title={t("Couldn't load payments")}
          error={payments.error}
          onRetry={() => void payments.refetch()}
        />
      )}
      {payments.isSuccess && (
        <Card className="py-2">
          <CardContent className="px-0">
            <ul className="divide-y">
              {payments.data.map((payment) => (
                <li
                  key={payment.id}
                  className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6"
                  data-testid="payment-row"
                >
                  <div className="grid min-w-0 gap-0.5">
                    <Link
                      href={paths.request(payment.treatmentRequestId)}
                      className="truncate font-medium underline-offset-4 hover:underline"
                    >
                      {payment.procedureType}
                    </Link>
                    <span className="truncate text-xs text-muted-foreground">
                      {payment.hospitalName ?? t('Hospital')} · {formatDate(payment.createdAt)}
                    </span>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="text-sm tabular-nums">
                      <span className="sr-only">{amountLabel}: </span>
                      {formatUsd(amountOf(payment))}
                    </span>
                    <PaymentStatusBadge status={payment.status} />
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </section>
  );
}
