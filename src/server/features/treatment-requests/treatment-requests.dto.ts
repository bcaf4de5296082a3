import type { TreatmentRequest } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import type { TreatmentRequestRow } from './treatment-requests.repository.ts';

/**
 * The wire shape of a request. `includePatient` is false for hospitals that have not bid on it:
 * they never see the patient's identity (SECURITY §1). `includeDescription` is false for a
 * hospital awaiting verification (DESIGN §5).
 */
export function toTreatmentRequest(
  row: TreatmentRequestRow,
  options: { includePatient: boolean; includeDescription: boolean; bidCount?: number },
): TreatmentRequest {
  return {
    id: row.id,
    ...(options.includePatient ? { patientId: row.patientId } : {}),
    procedureType: row.procedureType,
    ...(options.includeDescription ? { description: row.description } : {}),
    preferredLocation: row.preferredLocation,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    preferredStartDate: row.preferredStartDate.toISOString(),
    preferredEndDate: row.preferredEndDate.toISOString(),
    status: row.status,
    bidDeadline: row.bidDeadline?.toISOString() ?? null,
    ...(options.bidCount === undefined ? {} : { bidCount: options.bidCount }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
