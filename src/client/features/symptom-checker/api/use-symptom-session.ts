import { useQuery } from '@tanstack/react-query';
import {
  SymptomCheckerSessionSchema,
  type SymptomCheckerSession,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** `GET /api/symptom-checker/{sessionId}` path. */
export function symptomSessionPath(sessionId: string): string {
  return `/api/symptom-checker/${encodeURIComponent(sessionId)}`;
}

/** Query key of one symptom checker session: its API path (SPEC §7). */
export function symptomSessionQueryKey(sessionId: string) {
  return [symptomSessionPath(sessionId)] as const;
}

/**
 * One symptom checker session with its `aiAnalysis` (SPEC §3). Throws ApiError 404 for anyone
 * but its creator, and once an anonymous session has expired.
 */
export async function fetchSymptomSession(
  sessionId: string,
  signal?: AbortSignal,
): Promise<SymptomCheckerSession> {
  return SymptomCheckerSessionSchema.parse(
    await fetchJson<unknown>(symptomSessionPath(sessionId), { signal }),
  );
}

/** The session behind `/symptom-checker/results?sessionId=` (SPEC §2.7, §4). */
export function useSymptomSession(sessionId: string) {
  return useQuery({
    queryKey: symptomSessionQueryKey(sessionId),
    queryFn: ({ signal }) => fetchSymptomSession(sessionId, signal),
    enabled: sessionId !== '',
  });
}
