import { CircleAlert, CircleCheck, CreditCard, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { paths } from '#shared/navigation/paths.ts';
import { isPaymentSettled } from '#shared/payments/payments.policies.ts';
import type { PaymentStatus } from '#shared/payments/payments.schemas.ts';
import { BackLink } from '#client/components/back-link.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { errorMessage, isApiError } from '#client/lib/api-client.ts';
import { useBidPayment } from '#client/features/payments/api/use-bid-payment.ts';
import { useStartPayment } from '#client/features/payments/api/use-start-payment.ts';
import { PaymentReceipt } from '#client/features/payments/components/payment-receipt.tsx';
import { StripePaymentForm } from '#client/features/payments/components/stripe-payment-form.tsx';
import { PartSummary } from '#client/features/payments/components/payment-part-summary.tsx';
import { CancellationSchedule } from '#client/features/payments/components/cancellation-schedule.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';

/** How often the page asks for the status while Stripe's webhook is on its way. */
const CONFIRMING_POLL_MS = 2000;

/** The settled payment's heading (a catalogue message). */
function settledTitle(status: PaymentStatus): string {
  if (status === 'refunded') return msg('Payment refunded');
  if (status === 'partially_refunded') return msg('Payment partly refunded');
  return msg('Payment received');
}

function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <div className="grid gap-2">
        <BackLink href={paths.myRequests} label={t('Back to My Requests')} />
        <PageHeader
          className="pb-0"
          title={t('Pay for your treatment')}
          description={t('Your card details go straight to our payment provider, Stripe.')}
        />
      </div>
      {children}
    </div>
  );
}

/**
 * The payment page (`/pay/{bidId}`, issue #6, ADR 0014): starts (or resumes) the bid's
 * PaymentIntent, shows Stripe's Payment Element, confirms, then waits for the webhook to settle
 * the payment and shows the receipt. Without Stripe keys it says card payments are not
 * configured. Also the landing page of a redirect-based confirmation (`?redirect_status=`).
 */
export function PaymentPage({
  bidId,
  returnedFromStripe,
}: {
  bidId: string;
  returnedFromStripe: boolean;
}) {
  const t = useT();
  const [isConfirmed, setIsConfirmed] = useState(returnedFromStripe);
  const payment = useBidPayment(bidId, { pollMs: isConfirmed ? CONFIRMING_POLL_MS : false });
  const start = useStartPayment();
  const nextPart = payment.data?.nextPart ?? null;
  // The part this visit pays (the deposit, then on a later visit the balance, ADR 0048); after a
  // redirect back from Stripe nothing was started here, so it is the latest payment.
  const current = start.data
    ? payment.data?.payments.find((row) => row.id === start.data.paymentId)
    : payment.data?.payment;
  const isSettled =
    current !== undefined &&
    current !== null &&
    isPaymentSettled(current.status) &&
    (isConfirmed || nextPart === null);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!payment.isSuccess || nextPart === null || isConfirmed || hasStarted.current) return;
    hasStarted.current = true;
    start.mutate(bidId);
  }, [payment.isSuccess, nextPart, isConfirmed, bidId, start]);

  if (payment.isPending) {
    return (
      <Shell>
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t('Loading…')}
        </p>
      </Shell>
    );
  }
  if (payment.isError) {
    return (
      <Shell>
        <QueryErrorState
          title={t("Couldn't load this payment")}
          error={payment.error}
          onRetry={() => void payment.refetch()}
        />
      </Shell>
    );
  }
  if (current && isSettled) {
    return (
      <Shell>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CircleCheck className="size-5 text-success" aria-hidden="true" />
              <h2>{t(settledTitle(current.status))}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <PaymentReceipt payment={current} />
          </CardContent>
        </Card>
      </Shell>
    );
  }
  if (isConfirmed) {
    return (
      <Shell>
        <Card>
          <CardContent className="flex items-center gap-2 text-sm" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {t('Confirming your payment with Stripe…')}
          </CardContent>
        </Card>
      </Shell>
    );
  }
  if (start.isError) {
    const isOff = isApiError(start.error, 503);
    return (
      <Shell>
        <EmptyState
          icon={isOff ? CreditCard : CircleAlert}
          // The server's 503 says PAYMENTS_NOT_CONFIGURED_MESSAGE in English; the page shows its own
          // catalogue text for it.
          title={
            isOff ? t('Card payments are not configured') : t('The payment could not be started')
          }
          description={
            isOff
              ? t('Card payments are not available yet. The hospital will tell you how to pay.')
              : errorMessage(start.error)
          }
        />
      </Shell>
    );
  }
  return (
    <Shell>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('Card details')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {start.data && payment.data && <PartSummary part={start.data.part} data={payment.data} />}
          {payment.data && <CancellationSchedule admissionDate={payment.data.admissionDate} />}
          {current?.status === 'failed' && (
            <p className="text-sm text-destructive" role="alert">
              {t('Your last payment attempt failed. Please try again or use another card.')}
            </p>
          )}
          {start.data ? (
            <StripePaymentForm
              session={start.data}
              returnUrl={`${window.location.origin}${paths.pay(bidId)}`}
              onConfirmed={() => setIsConfirmed(true)}
            />
          ) : (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              {t('Preparing your payment…')}
            </p>
          )}
        </CardContent>
      </Card>
    </Shell>
  );
}
