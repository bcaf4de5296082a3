import { useMutation } from '@tanstack/react-query';
import {
  AnalyzeSymptomsResultSchema,
  type AnalyzeSymptomsInput,
  type AnalyzeSymptomsResult,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/**
 * `POST /api/symptom-checker/analyze` (SPEC §7) → 201 `{ sessionId }` of the stored, analysed
 * session. Works signed out (the server keeps an owner-token cookie). Throws ApiError 400 with
 * field `issues`, 429 when too many checks were run (the message says when to try again).
 */
export async function analyzeSymptoms(input: AnalyzeSymptomsInput): Promise<AnalyzeSymptomsResult> {
  return AnalyzeSymptomsResultSchema.parse(
    await apiRequest<unknown>('POST', '/api/symptom-checker/analyze', input),
  );
}

/** Runs a symptom check. Nothing cached changes: the results page fetches the new session. */
export function useAnalyzeSymptoms() {
  return useMutation({ mutationFn: analyzeSymptoms });
}
