import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { PayoutAccountStatus, PayoutReleaseReason } from '#shared/payments/payouts.schemas.ts';
import type { LedgerEntryKind } from '#shared/payments/ledger.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { bids } from '../../db/schema/bids.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { payments } from '../../db/schema/payments.ts';
import { hospitalPayoutAccounts, payouts } from '../../db/schema/payouts.ts';
import { treatmentRequests } from '../../db/schema/treatment-requests.ts';
import { users } from '../../db/schema/users.ts';

/** A payouts row (ADR 0056). */
export type PayoutRow = typeof payouts.$inferSelect;
/** A hospital_payout_accounts row. */
export type PayoutAccountRow = typeof hospitalPayoutAccounts.$inferSelect;

/** The hospital's connected account, or undefined before onboarding started. */
export async function findPayoutAccount(
  db: Queryable,
  hospitalId: string,
): Promise<PayoutAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(hospitalPayoutAccounts)
    .where(eq(hospitalPayoutAccounts.hospitalId, hospitalId))
    .limit(1);
  return row;
}

/** A connected account by its Stripe id, or undefined when it is not a hospital's here. */
export async function findPayoutAccountByStripeId(
  db: Queryable,
  stripeAccountId: string,
): Promise<PayoutAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(hospitalPayoutAccounts)
    .where(eq(hospitalPayoutAccounts.stripeAccountId, stripeAccountId))
    .limit(1);
  return row;
}

/**
 * Stores the hospital's connected account unless it has one, then returns its one row: two
 * concurrent starts created the same Stripe account (same idempotency key) and converge here.
 */
export async function insertPayoutAccountOnce(
  db: Queryable,
  values: { hospitalId: string; stripeAccountId: string; status: PayoutAccountStatus },
): Promise<PayoutAccountRow> {
  await db
    .insert(hospitalPayoutAccounts)
    .values({ ...values, status: values.status === 'complete' ? 'complete' : 'pending' })
    .onConflictDoNothing({ target: hospitalPayoutAccounts.hospitalId });
  const row = await findPayoutAccount(db, values.hospitalId);
  if (!row) throw new Error('payout account row missing after insert');
  return row;
}

/** Sets a connected account's status by its Stripe id; the row, or undefined when unknown. */
export async function setPayoutAccountStatus(
  db: Queryable,
  stripeAccountId: string,
  status: 'pending' | 'complete',
): Promise<{ row: PayoutAccountRow; changed: boolean } | undefined> {
  const [before] = await db
    .select()
    .from(hospitalPayoutAccounts)
    .where(eq(hospitalPayoutAccounts.stripeAccountId, stripeAccountId))
    .for('update');
  if (!before) return undefined;
  if (before.status === status) return { row: before, changed: false };
  const [row] = await db
    .update(hospitalPayoutAccounts)
    .set({ status })
    .where(eq(hospitalPayoutAccounts.stripeAccountId, stripeAccountId))
    .returning();
  return row ? { row, changed: true } : undefined;
}

/** Every verified hospital with its connected account's status (null: not started), by name. */
export function listVerifiedHospitalAccounts(db: Queryable) {
  return db
    .select({
      hospitalId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      status: hospitalPayoutAccounts.status,
    })
    .from(users)
    .leftJoin(hospitalPayoutAccounts, eq(hospitalPayoutAccounts.hospitalId, users.id))
    .where(and(eq(users.role, 'hospital'), isNotNull(users.hospitalVerifiedAt)))
    .orderBy(users.firstName, users.lastName, users.id);
}

/** A bid's payout, or undefined before it is released. */
export async function findPayout(db: Queryable, bidId: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.bidId, bidId)).limit(1);
  return row;
}

/** Releases a bid's payout unless it was released before (UNIQUE bid_id); true when now. */
export async function insertPayoutOnce(
  db: Queryable,
  values: { bidId: string; hospitalId: string; reason: PayoutReleaseReason },
): Promise<boolean> {
  const rows = await db
    .insert(payouts)
    .values(values)
    .onConflictDoNothing({ target: payouts.bidId })
    .returning({ bidId: payouts.bidId });
  return rows.length === 1;
}

/** Records the transfer that paid the payout out. */
export async function markPayoutPaid(
  db: Queryable,
  input: { bidId: string; stripeTransferId: string; amountCents: number },
): Promise<void> {
  await db
    .update(payouts)
    .set({
      stripeTransferId: input.stripeTransferId,
      amountCents: input.amountCents,
      paidOutAt: new Date(),
    })
    .where(and(eq(payouts.bidId, input.bidId), isNull(payouts.stripeTransferId)));
}

/** The hospital's released payouts not yet paid out (sent once its onboarding completes). */
export async function listWaitingPayoutBidIds(db: Queryable, hospitalId: string) {
  const rows = await db
    .select({ bidId: payouts.bidId })
    .from(payouts)
    .where(and(eq(payouts.hospitalId, hospitalId), isNull(payouts.stripeTransferId)));
  return rows.map((row) => row.bidId);
}

/** Cents per ledger kind as SQL: `sum(amount_cents) filter (where kind = …)`, 0 when none. */
const centsOf = (kind: LedgerEntryKind) =>
  sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = ${kind}), 0)`;

/** The ledger's cents per kind over one bid's payments (charges, commission, refunds, …). */
export async function readBidLedgerCents(db: Queryable, bidId: string) {
  const [row] = await db
    .select({
      charge: centsOf('charge'),
      commission: centsOf('commission'),
      refund: centsOf('refund'),
      commissionReversal: centsOf('commission_reversal'),
      transfer: centsOf('transfer'),
    })
    .from(ledgerEntries)
    .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(eq(payments.bidId, bidId));
  return {
    charge: Number(row?.charge ?? 0),
    commission: Number(row?.commission ?? 0),
    refund: Number(row?.refund ?? 0),
    commissionReversal: Number(row?.commissionReversal ?? 0),
    transfer: Number(row?.transfer ?? 0),
  };
}

/** At most this many requests are listed on the hospital's payouts (newest first). */
export const HOSPITAL_PAYOUT_ROWS = 100;

/**
 * The hospital's money per bid it was paid on, newest first: the ledger's cents per kind, the
 * payout, and whether every part is received and none refunded in full with the balance (or a
 * whole-price payment) among them.
 */
export function listHospitalBidMoney(db: Queryable, hospitalId: string) {
  return db
    .select({
      bidId: payments.bidId,
      treatmentRequestId: bids.treatmentRequestId,
      procedureType: treatmentRequests.procedureType,
      charge: centsOf('charge'),
      commission: centsOf('commission'),
      refund: centsOf('refund'),
      commissionReversal: centsOf('commission_reversal'),
      paidInFull: sql<boolean>`bool_and(${payments.stripePaymentStatus} in ('succeeded', 'partially_refunded')) and bool_or(${payments.part} in ('balance', 'full'))`,
      isDisputed: sql<boolean>`exists (select 1 from ${disputes} where ${disputes.bidId} = ${payments.bidId} and ${disputes.status} = 'open')`,
      releasedAt: payouts.releasedAt,
      paidOutAt: payouts.paidOutAt,
      payoutCents: payouts.amountCents,
    })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, bids.treatmentRequestId))
    .leftJoin(ledgerEntries, eq(ledgerEntries.paymentId, payments.id))
    .leftJoin(payouts, eq(payouts.bidId, payments.bidId))
    .where(eq(payments.hospitalId, hospitalId))
    .groupBy(
      payments.bidId,
      bids.treatmentRequestId,
      treatmentRequests.procedureType,
      payouts.releasedAt,
      payouts.paidOutAt,
      payouts.amountCents,
    )
    .orderBy(desc(sql`max(${payments.createdAt})`), payments.bidId)
    .limit(HOSPITAL_PAYOUT_ROWS);
}

/** The ledger rows of the hospital's payments recorded in [from, to), oldest first. */
export function listHospitalLedgerEntries(
  db: Queryable,
  input: { hospitalId: string; from: Date; to: Date },
) {
  return db
    .select({
      createdAt: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      currency: ledgerEntries.currency,
      treatmentRequestId: bids.treatmentRequestId,
      procedureType: treatmentRequests.procedureType,
    })
    .from(ledgerEntries)
    .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(treatmentRequests, eq(treatmentRequests.id, bids.treatmentRequestId))
    .where(
      and(
        eq(payments.hospitalId, input.hospitalId),
        gte(ledgerEntries.createdAt, input.from),
        lt(ledgerEntries.createdAt, input.to),
      ),
    )
    .orderBy(ledgerEntries.createdAt, ledgerEntries.id);
}

/**
 * Up to `limit` bids whose payout the auto-release job may release (ADR 0061): admitted before
 * `admittedBefore` (a calendar day `YYYY-MM-DD`), not cancelled, the bid accepted, every part
 * received and none refunded in full, the balance (or a whole-price payment) among them or the
 * deposit the whole price, no payout released and no dispute open. Oldest admission first. The
 * caller re-checks each under the booking's lock (another instance may be releasing it).
 */
export async function listAutoReleaseBidIds(
  db: Queryable,
  input: { admittedBefore: string; limit: number },
): Promise<string[]> {
  const ofBid = sql`${payments.bidId} = ${bookings.bidId}`;
  const rows = await db
    .select({ bidId: bookings.bidId })
    .from(bookings)
    .innerJoin(bids, eq(bids.id, bookings.bidId))
    .where(
      and(
        isNull(bookings.cancelledAt),
        lt(bookings.admissionDate, input.admittedBefore),
        eq(bids.status, 'accepted'),
        sql`not exists (select 1 from ${payouts} where ${payouts.bidId} = ${bookings.bidId})`,
        sql`not exists (select 1 from ${disputes} where ${disputes.bidId} = ${bookings.bidId} and ${disputes.status} = 'open')`,
        sql`not exists (select 1 from ${payments} where ${ofBid} and ${payments.stripePaymentStatus} not in ('succeeded', 'partially_refunded'))`,
        sql`exists (select 1 from ${payments} where ${ofBid} and (${payments.part} in ('balance', 'full') or ${payments.totalAmount} = ${bids.totalPrice}))`,
      ),
    )
    .orderBy(asc(bookings.admissionDate), asc(bookings.bidId))
    .limit(input.limit);
  return rows.map((row) => row.bidId);
}
