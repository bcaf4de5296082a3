import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { recordsQueryKey } from '#client/features/records/api/use-records.ts';

/**
 * `DELETE /api/records/{id}`: removes the record and its file for good (204). Throws ApiError
 * 404 when the record is gone or not the caller's.
 */
export async function deleteRecord(recordId: string): Promise<void> {
  await apiRequest<undefined>('DELETE', `/api/records/${encodeURIComponent(recordId)}`);
}

/** Deletes a record, then refreshes the record list; a failure is toasted by the app. */
export function useDeleteRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsQueryKey }),
  });
}
