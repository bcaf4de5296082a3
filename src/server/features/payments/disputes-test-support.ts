import type { BidDispute } from '#shared/payments/disputes.schemas.ts';
import type { FakeStripe } from '../../test/fake-stripe-server.ts';
import type { Actor } from '../../test/factories.ts';
import type { AcceptedBid } from './payments-test-support.ts';

/** A reason long enough for the schema (10–2000 characters). */
export const DISPUTE_REASON =
  'The surgery was postponed twice and the implant was not the one quoted.';

/** The patient opens a dispute on `deal`'s bid; the raw answer. */
export function openDisputeOn(deal: AcceptedBid, reason = DISPUTE_REASON) {
  return deal.patient.post(`/api/payments/bid/${deal.bidId}/dispute`, { reason });
}

/** The patient opens a dispute on `deal`'s bid and returns its id; throws unless 201. */
export async function openDisputeId(deal: AcceptedBid): Promise<string> {
  const opened = await openDisputeOn(deal);
  if (opened.statusCode !== 201) throw new Error(`dispute: ${opened.body}`);
  const id = opened.json<BidDispute>().dispute?.id;
  if (!id) throw new Error('no dispute in the answer');
  return id;
}

/** The admin's decision on a dispute; the raw answer. */
export function decide(admin: Actor, disputeId: string, body: Record<string, unknown>) {
  return admin.post(`/api/admin/disputes/${disputeId}/decision`, body);
}

/** Stripe's transfers of one bid and its refunds of one bid's intents (cents), at the fake. */
export function stripeMoneyOf(fake: FakeStripe, bidId: string) {
  const intentIds = new Set(
    [...fake.intents.values()].filter((i) => i.metadata.bidId === bidId).map((i) => i.id),
  );
  return {
    transfers: [...fake.transfers.values()].filter((t) => t.metadata.bidId === bidId),
    refunds: [...fake.refunds.values()].filter((r) => intentIds.has(r.payment_intent)),
  };
}
