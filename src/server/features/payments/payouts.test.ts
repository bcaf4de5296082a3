import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationReport } from '#shared/payments/ledger.schemas.ts';
import type {
  AdminPayoutAccount,
  BidPayout,
  HospitalPayoutRow,
  MoneyTotals,
} from '#shared/payments/payouts.schemas.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { createActor } from '../../test/factories.ts';
import { signStripeEvent } from '../../test/fake-stripe-server.ts';
import {
  createAcceptedBid,
  deliverWebhook,
  startPaymentsTestApp,
  type PaymentsTestApp,
} from './payments-test-support.ts';
import { onboardHospital, payInFull } from './payouts-test-support.ts';
import { releasePayout } from './payouts.service.ts';
import { createStripeGateway } from './stripe-gateway.ts';

// The factory's bid: 8,500 + 20 % commission = 10,200 USD, paid as a deposit of 1,020 and a
// balance of 9,180; the hospital's share is 8,500 USD = 850,000 cents.
const HOSPITAL_CENTS = 850_000;

describe('payouts to hospitals (issue #16, ADR 0056, 0057)', () => {
  let s: PaymentsTestApp;
  beforeAll(async () => {
    s = await startPaymentsTestApp();
  });
  afterAll(() => s.close());

  const transfersTo = (accountId: string) =>
    [...s.fake.transfers.values()].filter((transfer) => transfer.destination === accountId);

  it('onboards a verified hospital once, follows Stripe on return, and the admin sees it', async () => {
    const deal = await createAcceptedBid(s.t.app, s.admin);
    expect((await deal.hospital.get('/api/payouts/account')).json()).toEqual({
      status: 'not_started',
      updatedAt: null,
    });
    const first = await deal.hospital.post('/api/payouts/account/onboarding');
    const again = await deal.hospital.post('/api/payouts/account/onboarding');
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    const accounts = [...s.fake.accounts.values()].filter(
      (account) => account.metadata.hospitalId === deal.hospital.id,
    );
    expect(accounts).toHaveLength(1);
    const link = new URL(first.json<{ url: string }>().url);
    expect(link.origin).toBe(s.fake.url);
    expect(link.searchParams.get('return_url')).toMatch(/\/settings\?payouts=return$/);

    const pending = await deal.hospital.post('/api/payouts/account/refresh');
    expect(pending.json<{ status: string }>().status).toBe('pending');
    s.fake.completeOnboarding(accounts[0]?.id ?? '');
    const complete = await deal.hospital.post('/api/payouts/account/refresh');
    expect(complete.json<{ status: string }>().status).toBe('complete');
    expect((await deal.hospital.post('/api/payouts/account/onboarding')).statusCode).toBe(409);

    const listed = (await s.admin.get('/api/admin/payouts/accounts')).json<AdminPayoutAccount[]>();
    expect(listed.find((row) => row.hospitalId === deal.hospital.id)?.status).toBe('complete');
  });

  it('refuses onboarding to an unverified hospital and to other roles', async () => {
    const unverified = await createActor(s.t.app, 'hospital');
    const refused = await unverified.post('/api/payouts/account/onboarding');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('HOSPITAL_NOT_VERIFIED');
    expect(s.fake.accounts.size).toBeGreaterThan(0);
    const patient = await createActor(s.t.app, 'patient');
    expect((await patient.post('/api/payouts/account/onboarding')).statusCode).toBe(403);
  });

  it('pays the hospital out once when the patient confirms a bid paid in full', async () => {
    const deal = await createAcceptedBid(s.t.app, s.admin);
    const accountId = await onboardHospital(s.fake, deal.hospital);
    const early = await deal.patient.post(`/api/payouts/bid/${deal.bidId}/confirm`);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string }>().code).toBe('PAYOUT_NOT_DUE');

    await payInFull(s.t.app, s.fake, deal);
    const before = (await deal.patient.get(`/api/payouts/bid/${deal.bidId}`)).json<BidPayout>();
    expect(before).toMatchObject({
      state: 'awaiting_confirmation',
      amountCents: HOSPITAL_CENTS,
      canConfirm: true,
    });
    const hospitalView = await deal.hospital.get(`/api/payouts/bid/${deal.bidId}`);
    expect(hospitalView.json<BidPayout>().canConfirm).toBe(false);
    expect((await deal.hospital.post(`/api/payouts/bid/${deal.bidId}/confirm`)).statusCode).toBe(
      403,
    );
    const stranger = await createActor(s.t.app, 'patient');
    expect((await stranger.post(`/api/payouts/bid/${deal.bidId}/confirm`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/payouts/bid/${deal.bidId}`)).statusCode).toBe(404);

    const confirmed = await deal.patient.post(`/api/payouts/bid/${deal.bidId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<BidPayout>()).toMatchObject({
      state: 'paid_out',
      amountCents: HOSPITAL_CENTS,
      canConfirm: false,
    });
    expect(confirmed.json<BidPayout>().paidOutAt).not.toBeNull();
    const repeat = await deal.patient.post(`/api/payouts/bid/${deal.bidId}/confirm`);
    expect(repeat.statusCode).toBe(200);
    // The auto-release job's call after the confirmation changes nothing either.
    const stripeConfig = s.t.app.config.stripe;
    if (!stripeConfig) throw new Error('no Stripe config');
    await releasePayout(s.t.db, createStripeGateway(stripeConfig), deal.bidId, 'auto_release');

    const transfers = transfersTo(accountId);
    expect(transfers.map((transfer) => transfer.amount)).toEqual([HOSPITAL_CENTS]);
    expect(s.fake.requests.find((r) => r.path === '/v1/transfers')?.idempotencyKey).toBe(
      `payout-${deal.bidId}`,
    );
    const transferRows = await s.t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.stripeObjectId, transfers[0]?.id ?? ''));
    expect(transferRows.map((row) => [row.kind, row.amountCents])).toEqual([
      ['transfer', HOSPITAL_CENTS],
    ]);
  });

  it('holds a confirmed payout until onboarding completes, then sends it on account.updated', async () => {
    const deal = await createAcceptedBid(s.t.app, s.admin);
    const accountId = await onboardHospital(s.fake, deal.hospital, { complete: false });
    await payInFull(s.t.app, s.fake, deal);
    const confirmed = await deal.patient.post(`/api/payouts/bid/${deal.bidId}/confirm`);
    expect(confirmed.json<BidPayout>().state).toBe('awaiting_onboarding');
    expect(transfersTo(accountId)).toEqual([]);

    const account = s.fake.completeOnboarding(accountId);
    const event = signStripeEvent('account.updated', { ...account });
    const delivered = await deliverWebhook(s.t.app, event);
    expect(delivered.json()).toEqual({ received: true, duplicate: false, outcome: 'applied' });
    expect((await deliverWebhook(s.t.app, event)).json<{ duplicate: boolean }>().duplicate).toBe(
      true,
    );
    expect(transfersTo(accountId).map((transfer) => transfer.amount)).toEqual([HOSPITAL_CENTS]);
    const seen = (await deal.hospital.get(`/api/payouts/bid/${deal.bidId}`)).json<BidPayout>();
    expect(seen.state).toBe('paid_out');
    expect(
      (await deal.hospital.get('/api/payouts/account')).json<{ status: string }>().status,
    ).toBe('complete');
  });

  it('refuses an account.updated with a bad signature', async () => {
    const event = signStripeEvent(
      'account.updated',
      { id: 'acct_x', details_submitted: true },
      { secret: 'whsec_wrong' },
    );
    expect((await deliverWebhook(s.t.app, event)).statusCode).toBe(400);
  });

  it('pays out what refunds left, lists it for the hospital, and the statement has it', async () => {
    const deal = await createAcceptedBid(s.t.app, s.admin);
    await onboardHospital(s.fake, deal.hospital);
    await payInFull(s.t.app, s.fake, deal);
    // A partial refund of 1,000 USD of the balance (of which 1/6 is commission given back).
    const intent = [...s.fake.intents.values()].find(
      (i) => i.metadata.bidId === deal.bidId && i.metadata.part === 'balance',
    );
    if (!intent) throw new Error('no balance');
    const refund = await fetch(`${s.fake.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_careabroad_fake',
        'idempotency-key': `partial-${intent.id}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_intent: intent.id, amount: '100000' }),
    });
    const refundObject = (await refund.json()) as Record<string, unknown>;
    await deliverWebhook(s.t.app, signStripeEvent('refund.created', refundObject));
    const reversal = Math.round((153_000 * 100_000) / 918_000);
    const net = HOSPITAL_CENTS - 100_000 + reversal;

    const confirmed = await deal.patient.post(`/api/payouts/bid/${deal.bidId}/confirm`);
    expect(confirmed.json<BidPayout>()).toMatchObject({ state: 'paid_out', amountCents: net });

    const rows = (await deal.hospital.get('/api/payouts/hospital')).json<HospitalPayoutRow[]>();
    expect(rows).toEqual([
      expect.objectContaining({
        bidId: deal.bidId,
        chargedCents: 1_020_000,
        refundedCents: 100_000,
        feesCents: 170_000 - reversal,
        payoutCents: net,
        state: 'paid_out',
      }),
    ]);

    const month = new Date().toISOString().slice(0, 7);
    const statement = await deal.hospital.get(`/api/payouts/statement?month=${month}`);
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toMatch(/^text\/csv/);
    expect(statement.headers['content-disposition']).toBe(
      `attachment; filename="careabroad-statement-${month}.csv"`,
    );
    const lines = parse(statement.body) as string[][];
    expect(lines[0]).toEqual([
      'Date (UTC)',
      'Procedure',
      'Request ID',
      'Entry',
      'Amount',
      'Currency',
    ]);
    const entries = lines.slice(1, -1).map((line) => `${line[3]} ${line[4]}`);
    expect(entries.sort()).toEqual(
      [
        'Patient payment 1020.00',
        'Patient payment 9180.00',
        'Platform fee -170.00',
        'Platform fee -1530.00',
        'Refund to patient -1000.00',
        `Platform fee returned ${(reversal / 100).toFixed(2)}`,
        `Payout to your Stripe account ${(-net / 100).toFixed(2)}`,
      ].sort(),
    );
    expect(lines.at(-1)?.slice(3)).toEqual([`Net for ${month}`, '0.00', 'USD']);
    const empty = await deal.hospital.get('/api/payouts/statement?month=2020-01');
    expect((parse(empty.body) as string[][]).length).toBe(2);
    const bad = await deal.hospital.get('/api/payouts/statement?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('YYYY-MM');
    expect((await deal.patient.get(`/api/payouts/statement?month=${month}`)).statusCode).toBe(403);
  });

  it('reconciles transfers with Stripe and totals them for the admin', async () => {
    const report = (
      await s.admin.get('/api/admin/payments/reconciliation')
    ).json<ReconciliationReport>();
    expect(report.stripe.transfersCents).toBeGreaterThan(0);
    expect(report.ledger.transfersCents).toBe(report.stripe.transfersCents);
    expect(report.mismatches).toEqual([]);
    const totals = (await s.admin.get('/api/admin/payouts/totals')).json<MoneyTotals>();
    expect(totals.paidOutCents).toBe(report.ledger.transfersCents);
    expect(totals.chargedCents).toBe(report.ledger.chargesCents);
    expect(totals.refundedCents).toBe(report.ledger.refundsCents);

    // A transfer Stripe holds that the ledger lacks is a mismatch.
    const stray = [...s.fake.transfers.values()][0];
    if (!stray) throw new Error('no transfer');
    s.fake.transfers.set('tr_fake_stray', { ...stray, id: 'tr_fake_stray' });
    const behind = (
      await s.admin.get('/api/admin/payments/reconciliation')
    ).json<ReconciliationReport>();
    expect(behind.mismatches).toContainEqual({
      kind: 'transfer',
      stripeObjectId: 'tr_fake_stray',
      ledgerCents: 0,
      stripeCents: stray.amount,
    });
    s.fake.transfers.delete('tr_fake_stray');
    const patient = await createActor(s.t.app, 'patient');
    expect((await patient.get('/api/admin/payouts/totals')).statusCode).toBe(403);
  });
});
