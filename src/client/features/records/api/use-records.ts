import { MedicalRecordSchema } from '#shared/records/records.schemas.ts';
import { usePagedItems, usePagedList } from '#client/lib/use-paged-list.ts';

/** Prefix of every cached view of `GET /api/records`: the patient's records, newest first. */
export const recordsQueryKey = ['/api/records'] as const;

/** The patient's records page by page, with "Load more" (Medical Records page, issue #14). */
export function useRecords() {
  return usePagedList(recordsQueryKey[0], MedicalRecordSchema);
}

/** The records loaded so far as one array, for views that pick some (a request's records). */
export function useLoadedRecords() {
  return usePagedItems(recordsQueryKey[0], MedicalRecordSchema);
}
