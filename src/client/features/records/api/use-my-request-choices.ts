import { TreatmentRequestSchema } from '#shared/treatment-requests/treatment-requests.schemas.ts';
import { myTreatmentRequestsQueryKey } from '#client/lib/query-keys.ts';
import { usePagedItems } from '#client/lib/use-paged-list.ts';

/**
 * `GET /api/treatment-requests`: the patient's own requests (the pages loaded so far), which a
 * record may be linked to, and their procedure names by id for the record list.
 */
export function useMyRequestChoices() {
  const requests = usePagedItems(myTreatmentRequestsQueryKey[0], TreatmentRequestSchema);
  const items = requests.data ?? [];
  return {
    requests: items,
    nameOf: (id: string) => items.find((request) => request.id === id)?.procedureType,
  };
}
