import {
  RECONCILIATION_MISMATCH_LIMIT,
  type ReconciliationMismatch,
  type ReconciliationReport,
} from '#shared/payments/ledger.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { readLedgerObjectSums, readLedgerTotals } from './ledger.repository.ts';
import type { StripeGateway, StripeMoneyObject } from './stripe-gateway.ts';

type ReconciledKind = ReconciliationMismatch['kind'];

/** Objects of one kind whose cents differ between the ledger and Stripe (either side may lack one). */
function compareObjects(
  kind: ReconciledKind,
  ledger: ReadonlyMap<string, number>,
  stripe: readonly StripeMoneyObject[],
): ReconciliationMismatch[] {
  const stripeCents = new Map(stripe.map((object) => [object.id, object.amountCents]));
  const ids = new Set([...ledger.keys(), ...stripeCents.keys()]);
  return [...ids].flatMap((stripeObjectId) => {
    const entry = {
      kind,
      stripeObjectId,
      ledgerCents: ledger.get(stripeObjectId) ?? 0,
      stripeCents: stripeCents.get(stripeObjectId) ?? 0,
    };
    return entry.ledgerCents === entry.stripeCents ? [] : [entry];
  });
}

const sumCents = (objects: readonly StripeMoneyObject[]) =>
  objects.reduce((sum, object) => sum + object.amountCents, 0);

/**
 * Reconciles the ledger with Stripe (admin, issue #16, ADR 0047): every succeeded
 * PaymentIntent this platform created against the ledger's `charge` rows, and every succeeded
 * Refund against its `refund` rows, and every Transfer to a hospital against its `transfer` rows
 * (ADR 0056), object by object, in cents. Reads only; Stripe's lists are
 * paged through in full, so it costs one Stripe call per 100 objects.
 * @throws 502 when Stripe cannot be read.
 */
export async function reconcileLedger(
  db: Queryable,
  stripe: StripeGateway,
): Promise<ReconciliationReport> {
  const [charges, refunds, transfers] = await Promise.all([
    stripe.listSucceededCharges(),
    stripe.listSucceededRefunds(),
    stripe.listTransfers(),
  ]);
  const [ledgerTotals, ledgerObjects] = await Promise.all([
    readLedgerTotals(db),
    readLedgerObjectSums(db, ['charge', 'refund', 'transfer']),
  ]);
  const ledgerOf = (kind: ReconciledKind) =>
    new Map(ledgerObjects.filter((o) => o.kind === kind).map((o) => [o.stripeObjectId, o.cents]));
  const mismatches = [
    ...compareObjects('charge', ledgerOf('charge'), charges),
    ...compareObjects('refund', ledgerOf('refund'), refunds),
    ...compareObjects('transfer', ledgerOf('transfer'), transfers),
  ];
  return {
    checkedAt: new Date().toISOString(),
    isReconciled: mismatches.length === 0,
    ledger: ledgerTotals,
    stripe: {
      chargesCents: sumCents(charges),
      refundsCents: sumCents(refunds),
      transfersCents: sumCents(transfers),
    },
    mismatchCount: mismatches.length,
    mismatches: mismatches.slice(0, RECONCILIATION_MISMATCH_LIMIT),
  };
}
