import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#shared/notifications/notifications.schemas.ts';
import type { AdminDispute, BidDispute } from '#shared/payments/disputes.schemas.ts';
import type { ReconciliationReport } from '#shared/payments/ledger.schemas.ts';
import type { BidPayment } from '#shared/payments/payments.schemas.ts';
import type { BidPayout } from '#shared/payments/payouts.schemas.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { supportTickets } from '../../db/schema/support-tickets.ts';
import type { Actor } from '../../test/factories.ts';
import {
  DISPUTE_REASON,
  decide,
  openDisputeId,
  openDisputeOn,
  stripeMoneyOf,
} from './disputes-test-support.ts';
import {
  createAcceptedBid,
  payNextPart,
  startPaymentsTestApp,
  type AcceptedBid,
  type PaymentsTestApp,
} from './payments-test-support.ts';
import { onboardHospital, payInFull } from './payouts-test-support.ts';
import { releasePayout } from './payouts.service.ts';
import { createStripeGateway } from './stripe-gateway.ts';

// The factory's bid: 10,200 USD paid as a deposit of 1,020 (fee 170) and a balance of 9,180
// (fee 1,530); the hospital's share is 8,500 USD. Refunds return the fee in proportion.
const PAID_CENTS = 1_020_000;
const HOSPITAL_CENTS = 850_000;

describe('payment disputes (issue #16, ADR 0060)', () => {
  let s: PaymentsTestApp;
  beforeAll(async () => {
    s = await startPaymentsTestApp();
  });
  afterAll(() => s.close());

  /** An accepted bid of an onboarded hospital, paid in full. */
  async function paidDeal(): Promise<AcceptedBid> {
    const deal = await createAcceptedBid(s.t.app, s.admin);
    await onboardHospital(s.fake, deal.hospital);
    await payInFull(s.t.app, s.fake, deal);
    return deal;
  }
  const disputeView = async (viewer: Actor, deal: AcceptedBid) =>
    (await viewer.get(`/api/payments/bid/${deal.bidId}/dispute`)).json<BidDispute>();
  const payoutOf = async (deal: AcceptedBid) =>
    (await deal.patient.get(`/api/payouts/bid/${deal.bidId}`)).json<BidPayout>();
  const statusesOf = async (deal: AcceptedBid) =>
    (await deal.patient.get(`/api/payments/bid/${deal.bidId}`))
      .json<BidPayment>()
      .payments.map((payment) => `${payment.part} ${payment.status}`);
  const noticesOf = async (actor: Actor) =>
    (await actor.get('/api/notifications?limit=100'))
      .json<Notification[]>()
      .filter((notice) => notice.kind.startsWith('dispute_'));
  const gateway = () => {
    const config = s.t.app.config.stripe;
    if (!config) throw new Error('no Stripe config');
    return createStripeGateway(config);
  };

  it('opens a dispute: grievance filed, payout held, hospital and admin told, cancel refused', async () => {
    const deal = await paidDeal();
    expect(await disputeView(deal.patient, deal)).toEqual({ dispute: null, canOpen: true });
    expect(await disputeView(deal.hospital, deal)).toEqual({ dispute: null, canOpen: false });
    expect(
      (
        await deal.hospital.post(`/api/payments/bid/${deal.bidId}/dispute`, {
          reason: DISPUTE_REASON,
        })
      ).statusCode,
    ).toBe(403);
    const short = await openDisputeOn(deal, 'Too bad');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('at least 10 characters');
    expect((await disputeView(deal.patient, deal)).dispute).toBeNull();

    const opened = await openDisputeOn(deal);
    expect(opened.statusCode, opened.body).toBe(201);
    const view = opened.json<BidDispute>();
    expect(view).toMatchObject({
      canOpen: false,
      dispute: {
        status: 'open',
        reason: DISPUTE_REASON,
        outcome: null,
        paidCents: PAID_CENTS,
        refundedCents: 0,
        hospitalNetCents: HOSPITAL_CENTS,
      },
    });
    const reference = view.dispute?.grievanceReference ?? '';
    expect(reference).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{1,4})+$/);
    expect((await openDisputeOn(deal)).json()).toMatchObject({ code: 'DISPUTE_EXISTS' });

    // The grievance is support's: the patient gets its reference, support a notice.
    const [ticket] = await s.t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.email, deal.patient.email));
    expect(ticket?.message).toContain(DISPUTE_REASON);
    expect(ticket?.message).toContain(`/requests/${deal.requestId}`);
    const kinds = s.t.mail.sent.map((mail) => `${mail.kind} ${mail.to}`);
    expect(kinds).toContain(`grievance-acknowledgment ${deal.patient.email}`);
    expect(kinds.some((kind) => kind.startsWith('grievance-notice '))).toBe(true);
    expect((await noticesOf(deal.hospital)).map((n) => n.kind)).toEqual(['dispute_opened']);
    expect((await noticesOf(s.admin)).some((n) => n.kind === 'dispute_opened')).toBe(true);

    // The payout is held: no confirmation, no auto-release, no cancel.
    const confirm = await deal.patient.post(`/api/payouts/bid/${deal.bidId}/confirm`);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ code: 'PAYOUT_ON_HOLD' });
    await expect(releasePayout(s.t.db, gateway(), deal.bidId, 'auto_release')).rejects.toThrow(
      /dispute is open/,
    );
    expect((await payoutOf(deal)).state).toBe('on_hold');
    const cancel = await deal.patient.post(`/api/payments/bid/${deal.bidId}/cancel`);
    expect(cancel.json()).toMatchObject({ code: 'BOOKING_DISPUTED' });
    const [deposit] = (await deal.patient.get(`/api/payments/bid/${deal.bidId}`)).json<BidPayment>()
      .payments;
    const adminRefund = await s.admin.post(`/api/admin/payments/${deposit!.id}/refund`);
    expect(adminRefund.json()).toMatchObject({ code: 'BOOKING_DISPUTED' });
    expect(stripeMoneyOf(s.fake, deal.bidId)).toEqual({ transfers: [], refunds: [] });
  });

  it('refunds half on the admin’s decision: ledger, statuses, payout net of the fee, audit, e-mails', async () => {
    const deal = await paidDeal();
    const disputeId = await openDisputeId(deal);
    const listed = (await s.admin.get('/api/admin/disputes')).json<AdminDispute[]>();
    expect(listed.find((row) => row.id === disputeId)).toMatchObject({
      bidId: deal.bidId,
      treatmentRequestId: deal.requestId,
      patientName: expect.any(String),
      paidCents: PAID_CENTS,
    });
    const tooMuch = await decide(s.admin, disputeId, {
      outcome: 'partial_refund',
      refundCents: PAID_CENTS + 1,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'DISPUTE_REFUND_TOO_LARGE' });
    expect((await decide(deal.patient, disputeId, { outcome: 'release' })).statusCode).toBe(403);
    expect(stripeMoneyOf(s.fake, deal.bidId).refunds).toEqual([]);

    s.t.mail.sent.length = 0;
    const half = PAID_CENTS / 2;
    const decided = await decide(s.admin, disputeId, {
      outcome: 'partial_refund',
      refundCents: half,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<BidDispute>().dispute).toMatchObject({
      status: 'decided',
      outcome: 'partial_refund',
      decisionRefundCents: half,
      refundedCents: half,
    });
    // The refund comes out of the balance (9,180) first: it is partly refunded, the deposit kept.
    expect(await statusesOf(deal)).toEqual(['deposit succeeded', 'balance partially_refunded']);
    // 5,100 of the balance's 9,180 returns 5,100/9,180 of its 1,530 fee: 850.
    const expectedPayout = HOSPITAL_CENTS - half + Math.round((153_000 * half) / 918_000);
    expect(expectedPayout).toBe(HOSPITAL_CENTS / 2);
    expect(await payoutOf(deal)).toMatchObject({ state: 'paid_out', amountCents: expectedPayout });
    const money = stripeMoneyOf(s.fake, deal.bidId);
    expect(money.refunds.map((refund) => refund.amount)).toEqual([half]);
    expect(money.transfers.map((transfer) => transfer.amount)).toEqual([expectedPayout]);
    expect(
      s.fake.requests.filter((request) => request.path === '/v1/refunds').at(-1)?.idempotencyKey,
    ).toMatch(new RegExp(`^dispute-${disputeId}-`));

    const [audit] = await s.t.db.select().from(auditLog).where(eq(auditLog.targetId, disputeId));
    expect(audit).toMatchObject({
      action: 'dispute.decide',
      actorId: s.admin.id,
      details: { bidId: deal.bidId, outcome: 'partial_refund', refundCents: half },
    });
    const decisionMails = s.t.mail.sent.filter((mail) => mail.kind === 'dispute-decision');
    expect(decisionMails.map((mail) => mail.to).sort()).toEqual(
      [deal.patient.email, deal.hospital.email].sort(),
    );
    expect(decisionMails[0]?.text).toContain('$5,100.00');
    expect(decisionMails[0]?.text).toContain('$4,250.00');
    expect(decisionMails[0]?.text).not.toContain(DISPUTE_REASON);
    expect((await noticesOf(deal.patient)).map((n) => n.kind)).toEqual(['dispute_decided']);

    const again = await decide(s.admin, disputeId, { outcome: 'full_refund' });
    expect(again.json()).toMatchObject({ code: 'DISPUTE_NOT_OPEN' });
    const open = (await s.admin.get('/api/admin/disputes')).json<AdminDispute[]>();
    expect(open.map((row) => row.id)).not.toContain(disputeId);
    const report = (
      await s.admin.get('/api/admin/payments/reconciliation')
    ).json<ReconciliationReport>();
    expect(report.isReconciled).toBe(true);
  });

  it('refunds in full: both parts refunded, nothing paid out', async () => {
    const deal = await paidDeal();
    const decided = await decide(s.admin, await openDisputeId(deal), { outcome: 'full_refund' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<BidDispute>().dispute).toMatchObject({
      outcome: 'full_refund',
      decisionRefundCents: PAID_CENTS,
      refundedCents: PAID_CENTS,
      hospitalNetCents: 0,
    });
    expect(await statusesOf(deal)).toEqual(['deposit refunded', 'balance refunded']);
    expect((await payoutOf(deal)).state).toBe('not_due');
    const money = stripeMoneyOf(s.fake, deal.bidId);
    expect(money.transfers).toEqual([]);
    expect(money.refunds.map((refund) => refund.amount).sort()).toEqual([102_000, 918_000]);
    await expect(releasePayout(s.t.db, gateway(), deal.bidId, 'auto_release')).rejects.toThrow();
  });

  it('releases: the hospital is paid its whole share and nothing is refunded', async () => {
    const deal = await paidDeal();
    const decided = await decide(s.admin, await openDisputeId(deal), { outcome: 'release' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<BidDispute>().dispute).toMatchObject({
      outcome: 'release',
      decisionRefundCents: null,
    });
    expect(await payoutOf(deal)).toMatchObject({ state: 'paid_out', amountCents: HOSPITAL_CENTS });
    expect(stripeMoneyOf(s.fake, deal.bidId).refunds).toEqual([]);
  });

  it('on a deposit alone, a release lifts the hold and the balance is still due', async () => {
    const deal = await createAcceptedBid(s.t.app, s.admin);
    await payNextPart(s.t.app, s.fake, deal);
    const decided = await decide(s.admin, await openDisputeId(deal), { outcome: 'release' });
    expect(decided.statusCode, decided.body).toBe(200);
    const payment = (await deal.patient.get(`/api/payments/bid/${deal.bidId}`)).json<BidPayment>();
    expect(payment.nextPart).toBe('balance');
    expect(stripeMoneyOf(s.fake, deal.bidId).transfers).toEqual([]);
  });

  it('refuses a dispute on an unpaid, a cancelled or a paid-out booking', async () => {
    const unpaid = await createAcceptedBid(s.t.app, s.admin);
    expect((await openDisputeOn(unpaid)).json()).toMatchObject({ code: 'DISPUTE_NOT_PAID' });
    expect((await disputeView(unpaid.patient, unpaid)).canOpen).toBe(false);

    const cancelled = await createAcceptedBid(s.t.app, s.admin);
    await payNextPart(s.t.app, s.fake, cancelled);
    expect(
      (await cancelled.patient.post(`/api/payments/bid/${cancelled.bidId}/cancel`)).statusCode,
    ).toBe(200);
    expect((await openDisputeOn(cancelled)).json()).toMatchObject({ code: 'BOOKING_CANCELLED' });

    const paidOut = await paidDeal();
    expect(
      (await paidOut.patient.post(`/api/payouts/bid/${paidOut.bidId}/confirm`)).statusCode,
    ).toBe(200);
    expect((await openDisputeOn(paidOut)).json()).toMatchObject({ code: 'PAYOUT_ALREADY_SENT' });
    // A released payout also ends online cancelling and the admin's plain refund: the money is
    // the hospital's now.
    const cancelAfter = await paidOut.patient.post(`/api/payments/bid/${paidOut.bidId}/cancel`);
    expect(cancelAfter.json()).toMatchObject({ code: 'PAYOUT_RELEASED' });
    const paidOutPayments = (
      await paidOut.patient.get(`/api/payments/bid/${paidOut.bidId}`)
    ).json<BidPayment>().payments;
    const refundAfter = await s.admin.post(`/api/admin/payments/${paidOutPayments[0]!.id}/refund`);
    expect(refundAfter.json()).toMatchObject({ code: 'PAYOUT_RELEASED' });
    expect(await statusesOf(paidOut)).toEqual(['deposit succeeded', 'balance succeeded']);

    const stranger = await createAcceptedBid(s.t.app, s.admin);
    expect(
      (
        await stranger.patient.post(`/api/payments/bid/${unpaid.bidId}/dispute`, {
          reason: DISPUTE_REASON,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await decide(s.admin, '00000000-0000-4000-8000-000000000000', { outcome: 'release' }))
        .statusCode,
    ).toBe(404);
  });
});
