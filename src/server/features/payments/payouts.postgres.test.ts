import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidPayout } from '#shared/payments/payouts.schemas.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { payments } from '../../db/schema/payments.ts';
import { createBid, createRequest } from '../../test/factories.ts';
import { isPostgresRun } from '../../test/test-app.ts';
import {
  createAcceptedBid,
  startPaymentsTestApp,
  type AcceptedBid,
  type PaymentsTestApp,
} from './payments-test-support.ts';
import { onboardHospital, payInFull } from './payouts-test-support.ts';

const TRIALS = 100;
const CONCURRENT = 4;

// Issue #16's reliability bar (ADR 0056): concurrent confirmations of one paid bid end in one
// Stripe Transfer and one ledger row, every time. Only PostgreSQL runs them concurrently.
describe.skipIf(!isPostgresRun())('payouts: concurrent confirmations on PostgreSQL', () => {
  let s: PaymentsTestApp;
  beforeAll(async () => {
    s = await startPaymentsTestApp();
  });
  afterAll(() => s.close());

  const transfersTo = (accountId: string) =>
    [...s.fake.transfers.values()].filter((transfer) => transfer.destination === accountId);

  /** A new request of `deal`'s patient with an accepted bid of the same hospital. */
  async function acceptedBidOf(deal: AcceptedBid): Promise<AcceptedBid> {
    const requestId = await createRequest(deal.patient);
    const bidId = await createBid(deal.hospital, requestId);
    const accepted = await deal.patient.post(`/api/bids/${bidId}/accept`);
    if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
    return { ...deal, requestId, bidId };
  }

  it(`${TRIALS} trials × ${CONCURRENT} concurrent confirms give one transfer and one ledger row`, async () => {
    // One patient and one onboarded hospital; a new request and accepted bid per trial.
    const first = await createAcceptedBid(s.t.app, s.admin);
    const accountId = await onboardHospital(s.fake, first.hospital);
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const deal = trial === 0 ? first : await acceptedBidOf(first);
      const before = transfersTo(accountId).length;
      await payInFull(s.t.app, s.fake, deal);
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, () =>
          deal.patient.post(`/api/payouts/bid/${deal.bidId}/confirm`),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(CONCURRENT).fill(200));
      expect(new Set(answers.map((a) => a.json<BidPayout>().state))).toEqual(new Set(['paid_out']));
      const transfers = transfersTo(accountId).slice(before);
      expect(transfers, `trial ${trial}`).toHaveLength(1);
      expect(transfers[0]?.metadata.bidId).toBe(deal.bidId);
      const rows = await s.t.db
        .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
        .where(eq(payments.bidId, deal.bidId));
      expect(
        rows.filter((row) => row.kind === 'transfer'),
        `trial ${trial}`,
      ).toEqual([{ kind: 'transfer', amountCents: transfers[0]?.amount }]);
    }
  }, 600_000);
});
