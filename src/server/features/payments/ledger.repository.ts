import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LedgerEntryKind, LedgerTotals } from '#shared/payments/ledger.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';

/** A ledger row to record (ADR 0047); `amountCents` > 0. */
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

/**
 * Records ledger rows, skipping any whose (kind, Stripe object) is recorded already; the number
 * of rows actually added. Concurrent recorders of one object wait on the unique index, so
 * exactly one adds it.
 */
export async function insertLedgerEntries(
  db: Queryable,
  entries: readonly NewLedgerEntry[],
): Promise<number> {
  if (entries.length === 0) return 0;
  const rows = await db
    .insert(ledgerEntries)
    .values([...entries])
    .onConflictDoNothing({ target: [ledgerEntries.kind, ledgerEntries.stripeObjectId] })
    .returning({ id: ledgerEntries.id });
  return rows.length;
}

/** The ledger's sum per kind, in cents. */
export async function readLedgerTotals(db: Queryable): Promise<LedgerTotals> {
  const rows = await db
    .select({
      kind: ledgerEntries.kind,
      cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.kind);
  const sumOf = (kind: LedgerEntryKind) => Number(rows.find((r) => r.kind === kind)?.cents ?? 0);
  return {
    chargesCents: sumOf('charge'),
    commissionCents: sumOf('commission'),
    refundsCents: sumOf('refund'),
    commissionReversalCents: sumOf('commission_reversal'),
    transfersCents: sumOf('transfer'),
  };
}

/** The ledger's cents per Stripe object, for the given kinds. */
export async function readLedgerObjectSums(
  db: Queryable,
  kinds: readonly LedgerEntryKind[],
): Promise<Array<{ kind: LedgerEntryKind; stripeObjectId: string; cents: number }>> {
  const rows = await db
    .select({
      kind: ledgerEntries.kind,
      stripeObjectId: ledgerEntries.stripeObjectId,
      cents: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.kind, [...kinds]))
    .groupBy(ledgerEntries.kind, ledgerEntries.stripeObjectId);
  return rows.map((row) => ({ ...row, cents: Number(row.cents) }));
}

/** One payment's ledger rows, oldest first (tests and statements). */
export function listLedgerEntriesOfPayment(db: Queryable, paymentId: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.paymentId, paymentId))
    .orderBy(ledgerEntries.createdAt, ledgerEntries.kind);
}

/** The cents refunded on one payment so far, per the ledger. */
export async function sumRefundedCents(db: Queryable, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.kind, 'refund')));
  return Number(row?.cents ?? 0);
}
