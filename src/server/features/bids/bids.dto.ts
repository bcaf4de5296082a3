import type { Bid, PublicBid } from '#shared/bids/bids.schemas.ts';
import type { BidDetailRow } from './bids.repository.ts';

/** The full wire shape of a bid (SPEC §3, issue #15's quote) for the request's owner, admins and the bidder. */
export function toBid(row: BidDetailRow): Bid {
  return {
    id: row.id,
    treatmentRequestId: row.treatmentRequestId,
    hospitalId: row.hospitalId,
    basePrice: row.basePrice,
    platformCommissionRate: row.platformCommissionRate,
    platformCommission: row.platformCommission,
    totalPrice: row.totalPrice,
    price: row.price,
    estimatedDuration: row.estimatedDuration,
    description: row.description,
    includedServices: row.includedServices,
    excludedServices: row.excludedServices,
    leadDoctorName: row.leadDoctorName,
    leadDoctorSpecialty: row.leadDoctorSpecialty,
    hospitalNights: row.hospitalNights,
    recoveryDays: row.recoveryDays,
    followUpConsultations: row.followUpConsultations,
    validUntil: row.validUntil,
    priceChangeConditions: row.priceChangeConditions,
    previousTotalPrice: row.previousTotalPrice,
    revisedAt: row.revisedAt?.toISOString() ?? null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hospital: {
      firstName: row.hospitalFirstName,
      lastName: row.hospitalLastName,
      verified: row.hospitalVerifiedAt !== null,
    },
    treatmentRequest: {
      procedureType: row.requestProcedureType,
      description: row.requestDescription,
      status: row.requestStatus,
    },
  };
}

/**
 * The public fields of a hospital's bid (SECURITY §1), with `price` only when `includePrice`
 * (DESIGN §5: the hospital, the patient concerned, admins).
 */
export function toPublicBid(row: BidDetailRow, options: { includePrice: boolean }): PublicBid {
  return {
    id: row.id,
    ...(options.includePrice ? { price: row.price } : {}),
    estimatedDuration: row.estimatedDuration,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    treatmentRequest: { procedureType: row.requestProcedureType },
  };
}
