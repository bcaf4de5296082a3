import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchBlob } from '#client/lib/api-client.ts';
import { recordAccessLogQueryKey } from '#client/features/records/api/use-record-access-log.ts';

/** `GET /api/records/{id}/content`: the file, as a link target for downloads. */
export function recordContentPath(recordId: string): string {
  return `/api/records/${encodeURIComponent(recordId)}/content`;
}

/**
 * A PDF record's bytes for its preview. Every read is logged by the server (ADR 0037), so the file
 * is fetched once per opening (never refetched on focus, dropped when the preview closes) and
 * the access log is refreshed to show this read.
 */
export function useRecordContent(recordId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [recordContentPath(recordId)],
    queryFn: async ({ signal }) => {
      const blob = await fetchBlob(recordContentPath(recordId), { signal });
      void queryClient.invalidateQueries({ queryKey: recordAccessLogQueryKey(recordId) });
      return blob;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
