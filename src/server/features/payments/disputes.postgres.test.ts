import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationReport } from '#shared/payments/ledger.schemas.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { payments } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import {
  createBid,
  createRequest,
  createVerifiedHospital,
  createActor,
  type Actor,
} from '../../test/factories.ts';
import { isPostgresRun } from '../../test/test-app.ts';
import { DISPUTE_REASON, stripeMoneyOf } from './disputes-test-support.ts';
import {
  DAY_MS,
  dayIn,
  startPaymentsTestApp,
  type PaymentsTestApp,
} from './payments-test-support.ts';
import { releaseDuePayouts } from './payout-auto-release.service.ts';
import { onboardHospital, payInFull } from './payouts-test-support.ts';
import { releasePayout, sendPayout } from './payouts.service.ts';
import { createStripeGateway } from './stripe-gateway.ts';

const TRIALS = 100;
const SETUP_BATCH = 5;

// Issue #16 reliability (ADR 0061): concurrent confirm, dispute and cancel on one paid booking
// end in exactly one consistent state, every time — paid out, XOR refunded by the cancel, XOR
// disputed with the payout held — never a transfer and a refund of the same money, the ledger
// equal to Stripe. Only PostgreSQL runs them concurrently (PGlite is one connection).
describe.skipIf(!isPostgresRun())('confirm / dispute / cancel races on PostgreSQL', () => {
  let s: PaymentsTestApp;
  let patient: Actor;
  let hospital: Actor;
  beforeAll(async () => {
    s = await startPaymentsTestApp();
    patient = await createActor(s.t.app, 'patient');
    hospital = await createVerifiedHospital(s.t.app, s.admin, 'Race Hospital');
    await onboardHospital(s.fake, hospital);
  });
  afterAll(() => s.close());

  const gateway = () => {
    const config = s.t.app.config.stripe;
    if (!config) throw new Error('no Stripe config');
    return createStripeGateway(config);
  };

  /** A bid accepted, paid in full, admitted in `inDays` days (cancel refunds half the deposit). */
  async function paidBooking(inDays = 20) {
    const requestId = await createRequest(patient);
    const bidId = await createBid(hospital, requestId);
    expect((await patient.post(`/api/bids/${bidId}/accept`)).statusCode).toBe(200);
    const dated = await hospital.request({
      method: 'PUT',
      url: `/api/payments/bid/${bidId}/admission-date`,
      body: { admissionDate: dayIn(inDays) },
    });
    expect(dated.statusCode).toBe(200);
    await payInFull(s.t.app, s.fake, { patient, hospital, requestId, bidId });
    return bidId;
  }

  /** The ledger's refund and transfer cents of a bid equal Stripe's objects for it. */
  async function expectLedgerMatchesStripe(bidId: string) {
    const paymentIds = (
      await s.t.db.select({ id: payments.id }).from(payments).where(eq(payments.bidId, bidId))
    ).map((row) => row.id);
    const rows = await s.t.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.paymentId, paymentIds));
    const sum = (kind: string) =>
      rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.amountCents, 0);
    const money = stripeMoneyOf(s.fake, bidId);
    expect(sum('refund')).toBe(money.refunds.reduce((total, r) => total + r.amount, 0));
    expect(sum('transfer')).toBe(money.transfers.reduce((total, t) => total + t.amount, 0));
    return money;
  }

  it(`${TRIALS} trials of concurrent confirm + dispute + cancel end in exactly one outcome`, async () => {
    const bidIds: string[] = [];
    for (let batch = 0; batch < TRIALS; batch += SETUP_BATCH) {
      bidIds.push(...(await Promise.all(Array.from({ length: SETUP_BATCH }, () => paidBooking()))));
    }
    const winners = { confirm: 0, dispute: 0, cancel: 0 };
    for (const [trial, bidId] of bidIds.entries()) {
      const [confirmed, disputed, cancelled] = await Promise.all([
        patient.post(`/api/payouts/bid/${bidId}/confirm`),
        patient.post(`/api/payments/bid/${bidId}/dispute`, { reason: DISPUTE_REASON }),
        patient.post(`/api/payments/bid/${bidId}/cancel`),
      ]);
      const codes = [confirmed.statusCode, disputed.statusCode, cancelled.statusCode];
      expect(
        codes.filter((code) => code < 300),
        `trial ${trial}: ${codes.join(' ')}`,
      ).toHaveLength(1);
      expect(codes.filter((code) => code >= 300).every((code) => code === 409)).toBe(true);
      const money = await expectLedgerMatchesStripe(bidId);
      // Never a transfer and a refund of the same money.
      expect(money.transfers.length === 0 || money.refunds.length === 0, `trial ${trial}`).toBe(
        true,
      );
      if (confirmed.statusCode === 200) {
        winners.confirm += 1;
        expect(money.transfers.map((t) => t.amount)).toEqual([850_000]);
        expect(money.refunds).toEqual([]);
      } else if (disputed.statusCode === 201) {
        winners.dispute += 1;
        expect(money).toEqual({ transfers: [], refunds: [] });
        expect(await s.t.db.select().from(payouts).where(eq(payouts.bidId, bidId))).toEqual([]);
      } else {
        winners.cancel += 1;
        // 20 days ahead: half the deposit (51,000) and the whole balance (918,000) back.
        expect(money.refunds.map((r) => r.amount).sort((a, b) => a - b)).toEqual([51_000, 918_000]);
        // A cancelled booking is never paid out: not by a late confirmation, the job or a sender.
        await expect(releasePayout(s.t.db, gateway(), bidId, 'patient_confirmed')).rejects.toThrow(
          /cancelled/,
        );
        await sendPayout(s.t.db, gateway(), bidId);
        expect(stripeMoneyOf(s.fake, bidId).transfers).toEqual([]);
        expect(await s.t.db.select().from(payouts).where(eq(payouts.bidId, bidId))).toEqual([]);
      }
    }
    // Each outcome happened (the order is the database's), and the whole ledger reconciles.
    console.info('race winners', winners);
    expect(winners.confirm + winners.dispute + winners.cancel).toBe(TRIALS);
    const report = (
      await s.admin.get('/api/admin/payments/reconciliation')
    ).json<ReconciliationReport>();
    expect(report.isReconciled).toBe(true);
  }, 600_000);

  it('two auto-release passes at once pay each due booking once', async () => {
    const bidIds = await Promise.all(Array.from({ length: 6 }, () => paidBooking(3)));
    const now = new Date(Date.now() + 20 * DAY_MS);
    const passes = await Promise.all(
      [1, 2].map(() =>
        releaseDuePayouts({ db: s.t.db, gateway: gateway(), days: 14, log: s.t.app.log, now }),
      ),
    );
    expect(passes.reduce((total, released) => total + released, 0)).toBe(bidIds.length);
    for (const bidId of bidIds) {
      expect(stripeMoneyOf(s.fake, bidId).transfers).toHaveLength(1);
    }
  }, 120_000);
});
