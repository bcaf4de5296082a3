import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

/** Stripe API calls give up after this (a hung provider must not hold the request). */
const STRIPE_TIMEOUT_MS = 15_000;

/** The few Stripe calls payments make (DESIGN §5), behind one seam the tests point at a fake. */
export interface StripeGateway {
  publishableKey: string;
  /** Creates (or, for a repeated `idempotencyKey`, returns again) a PaymentIntent. */
  createPaymentIntent(input: {
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string; clientSecret: string }>;
  /** An existing PaymentIntent's client secret. */
  retrievePaymentIntent(id: string): Promise<{ id: string; clientSecret: string }>;
  /**
   * A refund of a PaymentIntent: `amountCents` of it, or what is left of it when omitted; the
   * refund's id, Stripe status and amount in cents.
   */
  refundPaymentIntent(input: {
    paymentIntentId: string;
    idempotencyKey: string;
    amountCents?: number;
  }): Promise<StripeRefund>;
  /**
   * Every succeeded PaymentIntent this platform created (metadata `paymentId` set), with the
   * amount received in cents; pages through Stripe's list (reconciliation, ADR 0047).
   */
  listSucceededCharges(): Promise<StripeMoneyObject[]>;
  /** Every succeeded Refund on the account, in cents (reconciliation, ADR 0047). */
  listSucceededRefunds(): Promise<StripeMoneyObject[]>;
  /** Creates (or, for a repeated `idempotencyKey`, returns again) an Express connected account. */
  createConnectedAccount(input: {
    email: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string; status: ConnectedAccountStatus }>;
  /** A one-time onboarding link (Account Link) for the account; returns its URL. */
  createOnboardingLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<string>;
  /** The connected account's onboarding status as Stripe reports it now. */
  retrieveAccountStatus(accountId: string): Promise<ConnectedAccountStatus>;
  /** Creates (or, for a repeated `idempotencyKey`, returns again) a Transfer to an account. */
  createTransfer(input: {
    amountCents: number;
    currency: string;
    destination: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<StripeMoneyObject>;
  /** Every Transfer this platform made (metadata `bidId` set), in cents (reconciliation). */
  listTransfers(): Promise<StripeMoneyObject[]>;
  /**
   * Verifies a webhook's `Stripe-Signature` over the raw body (default tolerance 300 s) and
   * parses the event. @throws Stripe's signature error.
   */
  constructEvent(rawBody: Buffer, signature: string): Stripe.Event;
}

/** A Stripe object that moved money: its id and amount in cents. */
export interface StripeMoneyObject {
  id: string;
  amountCents: number;
}

/** A refund as Stripe answered it (`status` may be pending, succeeded, failed, canceled). */
export interface StripeRefund extends StripeMoneyObject {
  status: string | null;
  currency: string;
}

/** A connected account's onboarding as stored (ADR 0056). */
export type ConnectedAccountStatus = 'pending' | 'complete';

/**
 * Complete when Stripe says the hospital submitted its details and may take charges and
 * payouts (Stripe's own definition of a finished Express onboarding); pending otherwise.
 */
export function connectedAccountStatus(account: {
  details_submitted?: boolean | null;
  charges_enabled?: boolean | null;
  payouts_enabled?: boolean | null;
}): ConnectedAccountStatus {
  return account.details_submitted && account.charges_enabled && account.payouts_enabled
    ? 'complete'
    : 'pending';
}

/** Stripe's list page size (its maximum); the SDK's auto-pagination fetches the rest. */
const STRIPE_LIST_PAGE = 100;

/** A 502 naming the provider, never its raw answer (which may echo request data). */
function providerError(error: unknown, action: string): AppError {
  const type = error instanceof Stripe.errors.StripeError ? error.type : 'unknown';
  return Object.assign(
    new AppError(
      502,
      'PAYMENT_PROVIDER_ERROR',
      `The card payment provider could not ${action}. Please try again in a moment.`,
    ),
    { providerErrorType: type },
  );
}

function requireClientSecret(intent: Stripe.PaymentIntent): { id: string; clientSecret: string } {
  if (!intent.client_secret) throw new Error('PaymentIntent without client_secret');
  return { id: intent.id, clientSecret: intent.client_secret };
}

/**
 * The Stripe SDK configured from STRIPE_* (DESIGN §3); `apiBase` points it at a local stand-in
 * (DESIGN §8). Stripe's errors become 502 AppErrors.
 */
export function createStripeGateway(config: StripeConfig): StripeGateway {
  const stripe = new Stripe(config.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    ...(config.apiBase ?? {}),
  });
  return {
    publishableKey: config.publishableKey,
    async createPaymentIntent(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return requireClientSecret(intent);
      } catch (error) {
        throw providerError(error, 'start the payment');
      }
    },
    async retrievePaymentIntent(id) {
      try {
        return requireClientSecret(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        throw providerError(error, 'load the payment');
      }
    },
    async refundPaymentIntent(input) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            ...(input.amountCents === undefined ? {} : { amount: input.amountCents }),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return {
          id: refund.id,
          status: refund.status,
          amountCents: refund.amount,
          currency: refund.currency,
        };
      } catch (error) {
        throw providerError(error, 'refund the payment');
      }
    },
    async listSucceededCharges() {
      try {
        const charges: StripeMoneyObject[] = [];
        for await (const intent of stripe.paymentIntents.list({ limit: STRIPE_LIST_PAGE })) {
          if (intent.status === 'succeeded' && intent.metadata.paymentId) {
            charges.push({ id: intent.id, amountCents: intent.amount_received });
          }
        }
        return charges;
      } catch (error) {
        throw providerError(error, 'list the payments');
      }
    },
    async listSucceededRefunds() {
      try {
        const refunds: StripeMoneyObject[] = [];
        for await (const refund of stripe.refunds.list({ limit: STRIPE_LIST_PAGE })) {
          if (refund.status === 'succeeded')
            refunds.push({ id: refund.id, amountCents: refund.amount });
        }
        return refunds;
      } catch (error) {
        throw providerError(error, 'list the refunds');
      }
    },
    async createConnectedAccount(input) {
      try {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            email: input.email,
            capabilities: { transfers: { requested: true } },
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: account.id, status: connectedAccountStatus(account) };
      } catch (error) {
        throw providerError(error, 'set up the payout account');
      }
    },
    async createOnboardingLink(input) {
      try {
        const link = await stripe.accountLinks.create({
          account: input.accountId,
          refresh_url: input.refreshUrl,
          return_url: input.returnUrl,
          type: 'account_onboarding',
        });
        return link.url;
      } catch (error) {
        throw providerError(error, 'open the payout onboarding');
      }
    },
    async retrieveAccountStatus(accountId) {
      try {
        return connectedAccountStatus(await stripe.accounts.retrieve(accountId));
      } catch (error) {
        throw providerError(error, 'load the payout account');
      }
    },
    async createTransfer(input) {
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            destination: input.destination,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: transfer.id, amountCents: transfer.amount };
      } catch (error) {
        throw providerError(error, 'pay out to the hospital');
      }
    },
    async listTransfers() {
      try {
        const transfers: StripeMoneyObject[] = [];
        for await (const transfer of stripe.transfers.list({ limit: STRIPE_LIST_PAGE })) {
          if (transfer.metadata.bidId) {
            transfers.push({
              id: transfer.id,
              amountCents: transfer.amount - transfer.amount_reversed,
            });
          }
        }
        return transfers;
      } catch (error) {
        throw providerError(error, 'list the payouts');
      }
    },
    constructEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    },
  };
}
