import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  OwnHospitalProfileSchema,
  VerificationQueueItemSchema,
} from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { apiRequest, fetchJson } from '#client/lib/api-client.ts';
import { marketplaceSummaryQueryKey } from '#client/lib/query-keys.ts';

/** `GET /api/admin/hospital-verifications`: submitted profiles with evidence (admin). */
export const verificationQueueQueryKey = ['/api/admin/hospital-verifications'] as const;

export function useVerificationQueue() {
  return useQuery({
    queryKey: verificationQueueQueryKey,
    queryFn: async ({ signal }) =>
      z
        .array(VerificationQueueItemSchema)
        .parse(await fetchJson<unknown>(verificationQueueQueryKey[0], { signal })),
  });
}

/**
 * Approve (`…/{id}/approve`) or ask for changes with a note (`…/{id}/request-changes`); either
 * takes the profile out of the queue and may change the admin's "awaiting verification" count.
 */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: { hospitalId: string; note?: string }) => {
      const base = `/api/admin/hospital-verifications/${encodeURIComponent(decision.hospitalId)}`;
      const answer =
        decision.note === undefined
          ? await apiRequest<unknown>('POST', `${base}/approve`)
          : await apiRequest<unknown>('POST', `${base}/request-changes`, { note: decision.note });
      return OwnHospitalProfileSchema.parse(answer);
    },
    onSuccess: () =>
      Promise.all(
        [verificationQueueQueryKey, marketplaceSummaryQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
