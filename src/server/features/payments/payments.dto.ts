import type { Payment } from '#shared/payments/payments.schemas.ts';
import type { PaymentDetailRow } from './payments.repository.ts';

/** The wire shape of a payment (SPEC §3): amounts in whole units, no Stripe ids, no card data. */
export function toPayment(row: PaymentDetailRow): Payment {
  const hospitalName = [row.hospitalFirstName, row.hospitalLastName]
    .filter((part): part is string => Boolean(part))
    .join(' ');
  return {
    id: row.id,
    bidId: row.bidId,
    treatmentRequestId: row.treatmentRequestId,
    procedureType: row.procedureType,
    patientId: row.patientId,
    hospitalId: row.hospitalId,
    hospitalName: hospitalName || null,
    totalAmount: row.totalAmount,
    hospitalAmount: row.hospitalAmount,
    platformFee: row.platformFee,
    part: row.part,
    currency: row.currency,
    status: row.stripePaymentStatus,
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
