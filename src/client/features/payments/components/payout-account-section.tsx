import { ExternalLink, Landmark } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import {
  usePayoutAccount,
  useRefreshPayoutAccount,
  useStartOnboarding,
} from '#client/features/payments/api/use-payouts.ts';
import {
  payoutAccountLabel,
  payoutAccountVariant,
} from '#client/features/payments/lib/payout-status.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The hospital's "Payouts" card on its settings (issue #16, ADR 0056): the Stripe Connect
 * onboarding status, and a button that opens Stripe's onboarding (a full page load to Stripe).
 * Stripe sends the hospital back with `?payouts=return` (or `refresh` when the link expired);
 * the card then asks the server to read the account from Stripe once.
 */
export function PayoutAccountSection() {
  const t = useT();
  const account = usePayoutAccount();
  const start = useStartOnboarding();
  const refresh = useRefreshPayoutAccount();
  const returned = new URLSearchParams(useSearch()).has('payouts');
  const refreshed = useRef(false);
  useEffect(() => {
    if (!returned || refreshed.current) return;
    refreshed.current = true;
    refresh.mutate(undefined, {
      onError: (error) =>
        toast({ title: t('Could not check your payout setup'), description: errorMessage(error) }),
    });
  }, [returned, refresh, t]);

  const status = refresh.data?.status ?? account.data?.status;
  const openOnboarding = () =>
    start.mutate(undefined, {
      onSuccess: (url) => window.location.assign(url),
      onError: (error) =>
        toast({ title: t('Could not open the payout setup'), description: errorMessage(error) }),
    });
  return (
    <Card role="region" aria-labelledby="payouts-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="payouts-heading" className="text-lg">
            {t('Payouts')}
          </h2>
        </CardTitle>
        <CardDescription>
          {t(
            'Patients pay the platform by card; your amount is transferred to your Stripe account once the patient confirms the treatment took place. Set up your account with Stripe to receive it.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {account.isPending ? (
          <div role="status" aria-label={t('Loading payout setup')}>
            <Skeleton className="h-9" />
          </div>
        ) : account.isError ? (
          <QueryErrorState
            title={t('Could not load your payout setup')}
            error={account.error}
            onRetry={() => void account.refetch()}
          />
        ) : (
          <div className="flex flex-wrap items-center gap-3" aria-live="polite">
            <span className="text-sm font-medium">{t('Stripe account:')}</span>
            {status && (
              <Badge variant={payoutAccountVariant(status)} data-testid="payout-account-status">
                {refresh.isPending ? t('Checking…') : t(payoutAccountLabel(status))}
              </Badge>
            )}
            {status !== 'complete' && (
              <Button size="sm" onClick={openOnboarding} disabled={start.isPending}>
                <Landmark aria-hidden="true" />
                {status === 'pending' ? t('Continue payout setup') : t('Set up payouts')}
                <ExternalLink aria-hidden="true" />
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
