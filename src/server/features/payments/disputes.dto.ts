import type { AdminDispute, Dispute } from '#shared/payments/disputes.schemas.ts';
import { formatReferenceCode } from '#shared/support/reference-code.ts';
import type { DisputeRow, DisputeWithReference } from './disputes.repository.ts';

/** The bid's money a dispute shows, in cents: charged, refunded, the hospital's share. */
export interface DisputeMoney {
  charge: number;
  refund: number;
  hospitalNet: number;
}

const joinName = (first: string | null, last: string | null, fallback: string) =>
  [first, last].filter(Boolean).join(' ') || fallback;

/** The wire shape of a dispute (ADR 0060), money from the bid's ledger sums. */
export function toDispute(row: DisputeWithReference, cents: DisputeMoney): Dispute {
  return {
    id: row.id,
    bidId: row.bidId,
    status: row.status,
    reason: row.reason,
    outcome: row.outcome,
    decisionRefundCents: row.outcome === 'release' ? null : row.refundCents,
    paidCents: cents.charge,
    refundedCents: cents.refund,
    hospitalNetCents: Math.max(0, cents.hospitalNet),
    currency: 'USD',
    grievanceReference: row.ticketReference && formatReferenceCode(row.ticketReference),
    openedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A row of the admin's open disputes with the request and the parties' names. */
export function toAdminDispute(
  row: {
    dispute: DisputeRow;
    ticketReference: string | null;
    treatmentRequestId: string;
    procedureType: string;
    patientFirstName: string | null;
    patientLastName: string | null;
    hospitalFirstName: string | null;
    hospitalLastName: string | null;
  },
  cents: DisputeMoney,
): AdminDispute {
  return {
    ...toDispute({ ...row.dispute, ticketReference: row.ticketReference }, cents),
    treatmentRequestId: row.treatmentRequestId,
    procedureType: row.procedureType,
    patientName: joinName(row.patientFirstName, row.patientLastName, 'Patient'),
    hospitalName: joinName(row.hospitalFirstName, row.hospitalLastName, 'Hospital'),
  };
}
