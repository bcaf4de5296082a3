import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SymptomCheckerSessionSchema,
  type FollowUpAnswer,
  type SymptomCheckerSession,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import {
  symptomSessionPath,
  symptomSessionQueryKey,
} from '#client/features/symptom-checker/api/use-symptom-session.ts';

/**
 * `POST /api/symptom-checker/{sessionId}/answers` (ADR 0019) → 200 the re-analysed session.
 * Throws ApiError 400 when an answer is missing or repeated, 404 for anyone but the creator,
 * 409 when the questions were answered already, 429 when rate limited.
 */
export async function answerFollowUp(
  sessionId: string,
  answers: FollowUpAnswer[],
): Promise<SymptomCheckerSession> {
  return SymptomCheckerSessionSchema.parse(
    await apiRequest<unknown>('POST', `${symptomSessionPath(sessionId)}/answers`, { answers }),
  );
}

/** Sends the answers and puts the re-analysed session in the cache for the results page. */
export function useAnswerFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, answers }: { sessionId: string; answers: FollowUpAnswer[] }) =>
      answerFollowUp(sessionId, answers),
    onSuccess: (session) => queryClient.setQueryData(symptomSessionQueryKey(session.id), session),
  });
}
