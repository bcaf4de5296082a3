import type { Bid } from '#shared/bids/bids.schemas.ts';
import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';

const NOW = '2026-11-20T10:00:00.000Z';

/** A pending 7,000 USD bid (8,400 with the 20 % fee) by Apollo Chennai on `request`. */
export function buildBid(request: TreatmentRequest, overrides: Partial<Bid> = {}): Bid {
  return {
    id: '3c9d1f7e-6a52-4b1e-8d3a-2e4f5a6b7c81',
    treatmentRequestId: request.id,
    hospitalId: '8c1c7a0e-9d86-4a2f-8f57-1b0fbc6c1c11',
    basePrice: 7000,
    platformCommissionRate: 20,
    platformCommission: 1400,
    totalPrice: 8400,
    price: 7000,
    estimatedDuration: '10 days',
    description: 'Surgery and physiotherapy.',
    includedServices: ['Surgery'],
    excludedServices: null,
    leadDoctorName: null,
    leadDoctorSpecialty: null,
    hospitalNights: null,
    recoveryDays: null,
    followUpConsultations: null,
    validUntil: '2099-12-31',
    priceChangeConditions: null,
    previousTotalPrice: null,
    revisedAt: null,
    status: 'pending',
    createdAt: NOW,
    updatedAt: NOW,
    hospital: { firstName: 'Apollo', lastName: 'Chennai', verified: true },
    treatmentRequest: { procedureType: request.procedureType, description: '', status: 'open' },
    ...overrides,
  };
}
