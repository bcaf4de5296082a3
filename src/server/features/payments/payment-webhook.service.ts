import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_TRANSITIONS_FROM } from '#shared/payments/payments.policies.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { recordCharge, recordRefund, toCents } from './ledger.service.ts';
import { followRefunds } from './payment-refunds.service.ts';
import { applyAccountUpdate, sendPayoutsOfAccount } from './payout-accounts.service.ts';
import {
  findPaymentForIntent,
  lockPayment,
  recordStripeEvent,
  setPaymentIntentId,
  setStripeEventOutcome,
  transitionPayment,
} from './payments.repository.ts';
import {
  parseStripeEvent,
  type ParsedStripeEvent,
  type PaymentTransition,
  type RefundMovement,
} from './stripe-event-parsing.ts';
import type { StripeGateway } from './stripe-gateway.ts';

/** What one event did; stored with its id in `stripe_events`. */
export type WebhookOutcome = 'applied' | 'no_change' | 'mismatch' | 'unknown_payment' | 'ignored';

/** The outcome an event reports when its parts differ: the one an operator must see first. */
const OUTCOME_PRIORITY: readonly WebhookOutcome[] = [
  'mismatch',
  'unknown_payment',
  'applied',
  'no_change',
  'ignored',
];

function combineOutcomes(outcomes: readonly WebhookOutcome[]): WebhookOutcome {
  return OUTCOME_PRIORITY.find((outcome) => outcomes.includes(outcome)) ?? 'ignored';
}

async function applyTransition(tx: Queryable, event: PaymentTransition): Promise<WebhookOutcome> {
  const row = await findPaymentForIntent(tx, {
    intentId: event.intentId,
    paymentId: event.paymentId,
  });
  if (!row) return 'unknown_payment';
  if (
    event.amountCents !== toCents(row.totalAmount) ||
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
  // The money arrived even when a later state (refunded) came first: the ledger records it.
  const isCharged =
    event.to === 'succeeded' &&
    (await recordCharge(tx, {
      payment: row,
      intentId: event.intentId,
      amountCents: event.amountCents,
    }));
  return moved || isCharged ? 'applied' : 'no_change';
}

async function applyRefund(tx: Queryable, refund: RefundMovement): Promise<WebhookOutcome> {
  const row = await findPaymentForIntent(tx, { intentId: refund.intentId, paymentId: undefined });
  if (!row) return 'unknown_payment';
  if (
    refund.currency.toUpperCase() !== row.currency.toUpperCase() ||
    refund.amountCents > toCents(row.totalAmount)
  ) {
    return 'mismatch';
  }
  // Locked before the ledger insert: the insert's foreign-key check takes a share lock on the
  // payment row, and two refunds each holding one while asking for the update lock deadlock.
  await lockPayment(tx, row.id);
  const added = await recordRefund(tx, {
    payment: row,
    refundId: refund.refundId,
    amountCents: refund.amountCents,
  });
  if (!added) return 'no_change';
  await followRefunds(tx, row);
  return 'applied';
}

async function applyStripeEvent(tx: Queryable, event: ParsedStripeEvent): Promise<WebhookOutcome> {
  const outcomes: WebhookOutcome[] = [];
  if (event.transition) outcomes.push(await applyTransition(tx, event.transition));
  for (const refund of event.refunds) outcomes.push(await applyRefund(tx, refund));
  if (event.account) outcomes.push(await applyAccountUpdate(tx, event.account));
  return combineOutcomes(outcomes);
}

/**
 * A Stripe webhook delivery (DESIGN §5, ADR 0014, 0047): the signature over the raw body is
 * checked with STRIPE_WEBHOOK_SECRET (timestamps older than 300 s are refused), the event id
 * recorded in `stripe_events` (a redelivery, concurrent or not, changes nothing), the payment
 * moved by compare-and-set along PAYMENT_TRANSITIONS_FROM and the money it reports written to
 * the ledger (a refund moves the payment to `partially_refunded` or, once the refunds reach the
 * total, `refunded`), all in one transaction: a delivery during a database outage fails whole and
 * Stripe's retry applies it once. An amount or currency that differs from the row is recorded
 * as `mismatch`, logged (ids only) and not applied. Unknown event types are recorded as
 * `ignored`. `account.updated` stores a hospital's onboarding status and, once complete, sends
 * the payouts that waited for it (ADR 0056).
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
  let parsed: ParsedStripeEvent;
  try {
    parsed = parseStripeEvent(event);
  } catch {
    throw badRequest('Malformed Stripe event', 'WEBHOOK_EVENT_INVALID');
  }
  const outcome = await db.transaction(async (tx) => {
    if (!(await recordStripeEvent(tx, { id: event.id, type: event.type }))) return undefined;
    const result = await applyStripeEvent(tx, parsed);
    await setStripeEventOutcome(tx, event.id, result);
    return result;
  });
  // A payout that waited for this account's onboarding is sent once the event is committed.
  if (outcome && parsed.account?.status === 'complete') {
    await sendPayoutsOfAccount(db, gateway, parsed.account.stripeAccountId, input.log);
  }
  if (outcome === 'mismatch' || outcome === 'unknown_payment') {
    input.log.warn(
      { stripeEventId: event.id, stripeEventType: event.type, outcome },
      'stripe event not applied',
    );
  }
  return { received: true, duplicate: outcome === undefined, outcome };
}
