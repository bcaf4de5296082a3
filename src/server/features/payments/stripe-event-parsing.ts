import { z } from 'zod';
import { connectedAccountStatus, type ConnectedAccountStatus } from './stripe-gateway.ts';

/** The PaymentIntent fields the webhook reads (validated: CONVENTIONS 3). */
const IntentObjectSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string().length(3),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_method_types: z.array(z.string()).nullish(),
});

const IntentRefSchema = z.union([z.string(), z.object({ id: z.string() })]).nullish();

/** The Refund fields the ledger needs. */
const RefundObjectSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  status: z.string().nullish(),
  payment_intent: IntentRefSchema,
});

/** The Charge fields `charge.refunded` needs; `refunds` is present on older API versions. */
const ChargeObjectSchema = z.object({
  amount: z.number().int(),
  currency: z.string().length(3),
  refunded: z.boolean(),
  payment_intent: IntentRefSchema,
  refunds: z.object({ data: z.array(RefundObjectSchema) }).nullish(),
});

/** The Account fields `account.updated` needs (ADR 0056). */
const AccountObjectSchema = z.object({
  id: z.string().min(1),
  details_submitted: z.boolean().nullish(),
  charges_enabled: z.boolean().nullish(),
  payouts_enabled: z.boolean().nullish(),
});

/** A connected account's onboarding status an event reports. */
export interface AccountUpdate {
  stripeAccountId: string;
  status: ConnectedAccountStatus;
}

/** A payment state change an event asks for. */
export interface PaymentTransition {
  to: 'succeeded' | 'failed' | 'refunded';
  intentId: string;
  paymentId: string | undefined;
  amountCents: number;
  currency: string;
  paymentMethod: string | undefined;
}

/** A succeeded refund an event reports, for the ledger. */
export interface RefundMovement {
  refundId: string;
  intentId: string;
  amountCents: number;
  currency: string;
}

/** What a verified event means for payments: at most one transition, any number of refunds. */
export interface ParsedStripeEvent {
  transition: PaymentTransition | undefined;
  refunds: RefundMovement[];
  /** A connected account's new status (`account.updated`). */
  account?: AccountUpdate;
}

const intentIdOf = (ref: z.infer<typeof IntentRefSchema>) =>
  typeof ref === 'string' ? ref : ref?.id;

function succeededRefunds(refunds: Array<z.infer<typeof RefundObjectSchema>>): RefundMovement[] {
  return refunds.flatMap((refund) => {
    const intentId = intentIdOf(refund.payment_intent);
    if (refund.status !== 'succeeded' || !intentId) return [];
    return [
      { refundId: refund.id, intentId, amountCents: refund.amount, currency: refund.currency },
    ];
  });
}

/**
 * Reads the parts of a verified Stripe event payments use (ADR 0014, 0047):
 * `payment_intent.succeeded` / `payment_intent.payment_failed` move the payment;
 * `charge.refunded` moves it to refunded when the charge is fully refunded and reports the
 * refunds it lists; `refund.created`, `refund.updated` and `charge.refund.updated` report a
 * succeeded refund; `account.updated` reports a connected account's status (ADR 0056). Other
 * types mean nothing here.
 * @throws ZodError when a used event's object is malformed.
 */
export function parseStripeEvent(event: {
  type: string;
  data: { object: unknown };
}): ParsedStripeEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = IntentObjectSchema.parse(event.data.object);
      const types = intent.payment_method_types ?? [];
      const transition: PaymentTransition = {
        to: event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed',
        intentId: intent.id,
        paymentId: intent.metadata?.paymentId,
        amountCents: intent.amount,
        currency: intent.currency,
        paymentMethod: types.length === 1 ? types[0] : undefined,
      };
      return { transition, refunds: [] };
    }
    case 'charge.refunded': {
      const charge = ChargeObjectSchema.parse(event.data.object);
      const intentId = intentIdOf(charge.payment_intent);
      const refunds = succeededRefunds(charge.refunds?.data ?? []);
      // Only a full refund moves the payment; a partial one is a ledger movement alone.
      if (!charge.refunded || !intentId) return { transition: undefined, refunds };
      const transition: PaymentTransition = {
        to: 'refunded',
        intentId,
        paymentId: undefined,
        amountCents: charge.amount,
        currency: charge.currency,
        paymentMethod: undefined,
      };
      return { transition, refunds };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'charge.refund.updated':
      return {
        transition: undefined,
        refunds: succeededRefunds([RefundObjectSchema.parse(event.data.object)]),
      };
    case 'account.updated': {
      const account = AccountObjectSchema.parse(event.data.object);
      return {
        transition: undefined,
        refunds: [],
        account: { stripeAccountId: account.id, status: connectedAccountStatus(account) },
      };
    }
    default:
      return { transition: undefined, refunds: [] };
  }
}
