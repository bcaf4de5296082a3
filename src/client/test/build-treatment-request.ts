import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';

const NOW = '2026-11-20T10:00:00.000Z';

/** An open knee-replacement request of `patientId` (SPEC §3's fields), for client tests. */
export function buildTreatmentRequest(
  patientId: string,
  overrides: Partial<TreatmentRequest> = {},
): TreatmentRequest {
  return {
    id: '0b7d7a38-2f0e-4a35-9d2a-5f5d0a6a9c01',
    patientId,
    procedureType: 'Total knee replacement',
    description: 'Right knee, osteoarthritis.',
    preferredLocation: 'Chennai, India',
    budgetMin: 5000,
    budgetMax: 9000,
    preferredStartDate: NOW,
    preferredEndDate: NOW,
    status: 'open',
    bidDeadline: null,
    bidCount: 0,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}
