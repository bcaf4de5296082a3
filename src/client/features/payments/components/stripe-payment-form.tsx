import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Loader2, Lock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PaymentIntentSession } from '#shared/payments/payments.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { formatUsd } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * Stripe's Payment Element for one PaymentIntent (ADR 0014). Stripe.js is loaded here, on the
 * payment page only (its CSP allows js.stripe.com); card data goes from Stripe's frame to
 * Stripe, never through this app. `returnUrl` is where a redirect-based method comes back to.
 * Calls `onConfirmed` once Stripe accepted the confirmation; the webhook then settles it.
 */
export function StripePaymentForm({
  session,
  returnUrl,
  onConfirmed,
}: {
  session: PaymentIntentSession;
  returnUrl: string;
  onConfirmed: () => void;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const t = useT();
  // Stripe's own refusal (in Stripe's words) or ours; a failed load is its own state, as the
  // effect that loads Stripe.js must not depend on the language.
  const [error, setError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    let isCancelled = false;
    let unmount: (() => void) | undefined;
    loadStripe(session.publishableKey)
      .then((loaded) => {
        if (isCancelled || !loaded || !mountRef.current) return;
        const elements = loaded.elements({ clientSecret: session.clientSecret });
        const element = elements.create('payment');
        element.mount(mountRef.current);
        unmount = () => element.destroy();
        setStripe({ stripe: loaded, elements });
      })
      .catch(() => {
        if (!isCancelled) setLoadFailed(true);
      });
    return () => {
      isCancelled = true;
      unmount?.();
    };
  }, [session.publishableKey, session.clientSecret]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe) return;
    setIsSubmitting(true);
    setError(null);
    const result = await stripe.stripe.confirmPayment({
      elements: stripe.elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    setIsSubmitting(false);
    if (result.error) {
      setError(result.error.message ?? t('The payment did not go through. Please try again.'));
      return;
    }
    onConfirmed();
  };

  const shownError = loadFailed
    ? t('The card form could not be loaded. Please try again later.')
    : error;
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div ref={mountRef} className="min-h-24" data-testid="payment-element" />
      {!stripe && !shownError && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t('Loading the secure card form…')}
        </p>
      )}
      {shownError && (
        <p className="text-sm text-destructive" role="alert">
          {shownError}
        </p>
      )}
      <Button type="submit" disabled={!stripe || isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Lock aria-hidden="true" />
        )}
        {t('Pay {amount}', { amount: formatUsd(session.amount) })}
      </Button>
    </form>
  );
}
