import { RecordAccessSchema } from '#shared/records/records.schemas.ts';
import { usePagedList } from '#client/lib/use-paged-list.ts';

/** `GET /api/records/{id}/access-log`: who read the record's file and when, newest first. */
export function recordAccessLogQueryKey(recordId: string) {
  return [`/api/records/${encodeURIComponent(recordId)}/access-log`] as const;
}

/** The record's access log, page by page ("Who has seen this file", issue #14). */
export function useRecordAccessLog(recordId: string) {
  return usePagedList(recordAccessLogQueryKey(recordId)[0], RecordAccessSchema);
}
