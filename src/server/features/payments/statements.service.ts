import { stringify } from 'csv-stringify/sync';
import type { LedgerEntryKind } from '#shared/payments/ledger.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import type { UserRow } from '../users/users.service.ts';
import { listHospitalLedgerEntries } from './payouts.repository.ts';

/**
 * Each ledger kind as the hospital reads it, and its sign on what the hospital is owed: a
 * charge adds, the platform's commission and refunds take away, commission given back with a
 * refund adds, and a payout pays what is owed out.
 */
const ENTRY_LABELS: Record<LedgerEntryKind, { label: string; sign: 1 | -1 }> = {
  charge: { label: 'Patient payment', sign: 1 },
  commission: { label: 'Platform fee', sign: -1 },
  refund: { label: 'Refund to patient', sign: -1 },
  commission_reversal: { label: 'Platform fee returned', sign: 1 },
  transfer: { label: 'Payout to your Stripe account', sign: -1 },
};

const COLUMNS = ['Date (UTC)', 'Procedure', 'Request ID', 'Entry', 'Amount', 'Currency'];

/** Cents as a signed decimal with two places: -1234 → "-12.34". */
const decimal = (cents: number) => (cents / 100).toFixed(2);

/** The UTC calendar month `YYYY-MM` as [first instant, first instant of the next month). */
function monthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1)),
    to: new Date(Date.UTC(year, monthNumber, 1)),
  };
}

/**
 * The hospital's monthly statement as CSV (ADR 0057): one line per ledger movement on its
 * payments in the UTC month `month` (already validated `YYYY-MM`), oldest first, with its
 * effect on what the hospital is owed (+ payment and fee returned, − fee, refund and payout),
 * then a total line. RFC 4180 quoting by csv-stringify; no Stripe ids.
 */
export async function buildMonthlyStatement(
  db: Queryable,
  hospital: UserRow,
  month: string,
): Promise<string> {
  const entries = await listHospitalLedgerEntries(db, {
    hospitalId: hospital.id,
    ...monthRange(month),
  });
  const lines = entries.map((entry) => {
    const { label, sign } = ENTRY_LABELS[entry.kind];
    return {
      cells: [
        entry.createdAt.toISOString(),
        entry.procedureType,
        entry.treatmentRequestId,
        label,
        decimal(sign * entry.amountCents),
        entry.currency,
      ],
      cents: sign * entry.amountCents,
    };
  });
  const net = lines.reduce((sum, line) => sum + line.cents, 0);
  return stringify([
    COLUMNS,
    ...lines.map((line) => line.cells),
    ['', '', '', `Net for ${month}`, decimal(net), 'USD'],
  ]);
}
