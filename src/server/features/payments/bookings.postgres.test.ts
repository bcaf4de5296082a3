import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidPayment, PaymentStatus } from '#shared/payments/payments.schemas.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { payments } from '../../db/schema/payments.ts';
import {
  createActor,
  createBid,
  createRequest,
  createVerifiedHospital,
  type Actor,
} from '../../test/factories.ts';
import { isPostgresRun } from '../../test/test-app.ts';
import {
  dayIn,
  payNextPart,
  startPaymentsTestApp,
  type PaymentsTestApp,
} from './payments-test-support.ts';

const TRIALS = 100;
const SETUP_BATCH = 5;
const DEPOSIT_CENTS = 102_000;

/** What the ledger's refunds say the payment's status must be (ADR 0047). */
const statusOf = (refundedCents: number, totalCents: number): PaymentStatus =>
  refundedCents >= totalCents ? 'refunded' : refundedCents > 0 ? 'partially_refunded' : 'succeeded';

// Issue #16 reliability: concurrent cancels, a cancel racing a balance payment start, and a
// cancel racing an admin's refund, on one booking, end in exactly one consistent state: one
// cancellation refund, the ledger's refunds equal Stripe's, the status follows the ledger.
// Only PostgreSQL runs these concurrently (PGlite is one connection).
describe.skipIf(!isPostgresRun())('booking cancel races on PostgreSQL (ADR 0049)', () => {
  let stripe: PaymentsTestApp;
  let patient: Actor;
  let hospital: Actor;

  beforeAll(async () => {
    stripe = await startPaymentsTestApp();
    patient = await createActor(stripe.t.app, 'patient');
    hospital = await createVerifiedHospital(stripe.t.app, stripe.admin, 'Race Hospital');
  });
  afterAll(() => stripe.close());

  /** An accepted bid whose deposit is paid, admitted in 20 days (the 50 % step). */
  async function paidBooking() {
    const requestId = await createRequest(patient);
    const bidId = await createBid(hospital, requestId);
    expect((await patient.post(`/api/bids/${bidId}/accept`)).statusCode).toBe(200);
    const deal = { patient, hospital, requestId, bidId };
    const { session, intent } = await payNextPart(stripe.t.app, stripe.fake, deal);
    const dated = await hospital.request({
      method: 'PUT',
      url: `/api/payments/bid/${bidId}/admission-date`,
      body: { admissionDate: dayIn(20) },
    });
    expect(dated.statusCode).toBe(200);
    return { bidId, paymentId: session.paymentId, intentId: intent.id };
  }

  /** Stripe's refunds of the deposit equal the ledger's, and the status follows them. */
  async function expectConsistent(booking: { paymentId: string; intentId: string }) {
    const stripeCents = [...stripe.fake.refunds.values()]
      .filter((refund) => refund.payment_intent === booking.intentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const ledgerCents = (
      await stripe.t.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.paymentId, booking.paymentId))
    )
      .filter((row) => row.kind === 'refund')
      .reduce((sum, row) => sum + row.amountCents, 0);
    expect(ledgerCents).toBe(stripeCents);
    const [row] = await stripe.t.db
      .select()
      .from(payments)
      .where(eq(payments.id, booking.paymentId));
    expect(row?.stripePaymentStatus).toBe(statusOf(ledgerCents, DEPOSIT_CENTS));
    return ledgerCents;
  }

  const cancel = (bidId: string) => patient.post(`/api/payments/bid/${bidId}/cancel`);
  const cancellationRefunds = (intentId: string) =>
    [...stripe.fake.refunds.values()].filter(
      (refund) => refund.payment_intent === intentId && refund.amount === DEPOSIT_CENTS / 2,
    );

  it(`${TRIALS} trials: concurrent cancels, cancel vs balance start, cancel vs admin refund`, async () => {
    // The bookings are made first, a few at a time (making them is not what is tested).
    const made = [];
    for (let batch = 0; batch < TRIALS; batch += SETUP_BATCH) {
      made.push(...(await Promise.all(Array.from({ length: SETUP_BATCH }, paidBooking))));
    }
    for (const [trial, booking] of made.entries()) {
      const scenario = trial % 3;
      if (scenario === 0) {
        const answers = await Promise.all([1, 2, 3].map(() => cancel(booking.bidId)));
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
        expect(new Set(answers.map((a) => a.json<BidPayment>().cancelledAt)).size).toBe(1);
        expect(cancellationRefunds(booking.intentId)).toHaveLength(1);
        expect(await expectConsistent(booking)).toBe(DEPOSIT_CENTS / 2);
      } else if (scenario === 1) {
        const [cancelled, started] = await Promise.all([
          cancel(booking.bidId),
          patient.post('/api/payments', { bidId: booking.bidId }),
        ]);
        expect(cancelled.statusCode).toBe(200);
        expect([200, 409]).toContain(started.statusCode);
        const rows = await stripe.t.db
          .select()
          .from(payments)
          .where(eq(payments.bidId, booking.bidId));
        // The start before the cancel made a pending balance; one after it made nothing.
        expect(rows).toHaveLength(started.statusCode === 200 ? 2 : 1);
        if (started.statusCode === 409) {
          expect(started.json()).toMatchObject({ code: 'BOOKING_CANCELLED' });
        }
        const seen = (await patient.get(`/api/payments/bid/${booking.bidId}`)).json<BidPayment>();
        expect(seen.nextPart).toBeNull();
        expect(cancellationRefunds(booking.intentId)).toHaveLength(1);
        expect(await expectConsistent(booking)).toBe(DEPOSIT_CENTS / 2);
      } else {
        const [cancelled, refunded] = await Promise.all([
          cancel(booking.bidId),
          stripe.admin.post(`/api/admin/payments/${booking.paymentId}/refund`),
        ]);
        expect(cancelled.statusCode).toBe(200);
        expect(refunded.statusCode, refunded.body).toBe(200);
        // Either order returns the whole deposit once: the admin's refund alone, or the
        // cancel's half and then the admin's rest (also half).
        const refunds = [...stripe.fake.refunds.values()].filter(
          (refund) => refund.payment_intent === booking.intentId,
        );
        expect(refunds.length).toBeLessThanOrEqual(2);
        expect(await expectConsistent(booking)).toBe(DEPOSIT_CENTS);
      }
    }
  }, 120_000);
});
