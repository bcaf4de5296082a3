import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { PAYMENT_TRANSITIONS_FROM } from '#shared/payments/payments.policies.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import {
  findPaymentForIntent,
  recordStripeEvent,
  setPaymentIntentId,
  setStripeEventOutcome,
  transitionPayment,
} from './payments.repository.ts';
import type { StripeGateway } from './stripe-gateway.ts';

/** What one event did; stored with its id in `stripe_events`. */
export type WebhookOutcome = 'applied' | 'no_change' | 'mismatch' | 'unknown_payment' | 'ignored';

/** The PaymentIntent fields the webhook reads (validated: CONVENTIONS 3). */
const IntentObjectSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string().length(3),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_method_types: z.array(z.string()).nullish(),
});

/** The Charge fields `charge.refunded` needs. */
const ChargeObjectSchema = z.object({
  amount: z.number().int(),
  currency: z.string().length(3),
  refunded: z.boolean(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});

/** The part of a verified event the state machine needs, or undefined for other events. */
interface PaymentEvent {
  to: 'succeeded' | 'failed' | 'refunded';
  intentId: string;
  paymentId: string | undefined;
  amountCents: number;
  currency: string;
  paymentMethod: string | undefined;
}

function toPaymentEvent(event: { type: string; data: { object: unknown } }) {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = IntentObjectSchema.parse(event.data.object);
      const types = intent.payment_method_types ?? [];
      return {
        to: event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed',
        intentId: intent.id,
        paymentId: intent.metadata?.paymentId,
        amountCents: intent.amount,
        currency: intent.currency,
        paymentMethod: types.length === 1 ? types[0] : undefined,
      } satisfies PaymentEvent;
    }
    case 'charge.refunded': {
      const charge = ChargeObjectSchema.parse(event.data.object);
      const intent = charge.payment_intent;
      // Full refunds only (issue #6); a partial one leaves the payment as it is.
      if (!charge.refunded || !intent) return undefined;
      return {
        to: 'refunded',
        intentId: typeof intent === 'string' ? intent : intent.id,
        paymentId: undefined,
        amountCents: charge.amount,
        currency: charge.currency,
        paymentMethod: undefined,
      } satisfies PaymentEvent;
    }
    default:
      return undefined;
  }
}

async function applyPaymentEvent(tx: Queryable, event: PaymentEvent): Promise<WebhookOutcome> {
  const row = await findPaymentForIntent(tx, {
    intentId: event.intentId,
    paymentId: event.paymentId,
  });
  if (!row) return 'unknown_payment';
  if (
    event.amountCents !== row.totalAmount * 100 ||
    event.currency.toUpperCase() !== row.currency.toUpperCase()
  ) {
    return 'mismatch';
  }
  if (!row.stripePaymentIntentId) await setPaymentIntentId(tx, row.id, event.intentId);
  const moved = await transitionPayment(tx, {
    id: row.id,
    from: PAYMENT_TRANSITIONS_FROM[event.to],
    to: event.to,
    paymentMethod: event.paymentMethod,
  });
  return moved ? 'applied' : 'no_change';
}

/**
 * A Stripe webhook delivery (DESIGN §5, ADR 0014): the signature over the raw body is checked
 * with STRIPE_WEBHOOK_SECRET (timestamps older than 300 s are refused), the event id recorded
 * in `stripe_events` (a redelivery, concurrent or not, changes nothing) and the payment moved
 * by compare-and-set along PAYMENT_TRANSITIONS_FROM, all in one transaction. An amount or
 * currency that differs from the row is recorded as `mismatch`, logged (ids only) and not
 * applied. Unknown event types are recorded as `ignored`.
 * @throws 400 missing or invalid signature, or a malformed event; 503 payments not configured.
 */
export async function handleStripeWebhook(
  db: Database,
  gateway: StripeGateway | undefined,
  input: { rawBody: Buffer; signature: string | undefined; log: FastifyBaseLogger },
): Promise<{ received: true; duplicate: boolean; outcome: WebhookOutcome | undefined }> {
  if (!gateway) throw new AppError(503, 'PAYMENTS_NOT_CONFIGURED', 'Payments are not configured');
  if (!input.signature) throw badRequest('Missing Stripe signature', 'WEBHOOK_SIGNATURE_INVALID');
  let event;
  try {
    event = gateway.constructEvent(input.rawBody, input.signature);
  } catch {
    throw badRequest('Invalid Stripe signature', 'WEBHOOK_SIGNATURE_INVALID');
  }
  let paymentEvent: PaymentEvent | undefined;
  try {
    paymentEvent = toPaymentEvent(event);
  } catch {
    throw badRequest('Malformed Stripe event', 'WEBHOOK_EVENT_INVALID');
  }
  const outcome = await db.transaction(async (tx) => {
    if (!(await recordStripeEvent(tx, { id: event.id, type: event.type }))) return undefined;
    const result = paymentEvent ? await applyPaymentEvent(tx, paymentEvent) : 'ignored';
    await setStripeEventOutcome(tx, event.id, result);
    return result;
  });
  if (outcome === 'mismatch' || outcome === 'unknown_payment') {
    input.log.warn(
      { stripeEventId: event.id, stripeEventType: event.type, outcome },
      'stripe event not applied',
    );
  }
  return { received: true, duplicate: outcome === undefined, outcome };
}
