import type { SymptomCheckerSession } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import type { SymptomSessionRow } from './symptom-checker.repository.ts';

/** The wire shape of a session (SPEC §3); the owner-token hash never leaves the server. */
export function toSymptomCheckerSession(row: SymptomSessionRow): SymptomCheckerSession {
  return {
    id: row.id,
    userId: row.userId,
    symptoms: row.symptoms,
    age: row.age,
    gender: row.gender,
    existingConditions: row.existingConditions,
    medications: row.medications,
    aiAnalysis: row.aiAnalysis,
    disposition: row.disposition,
    followUp: row.followUp,
    createdAt: row.createdAt.toISOString(),
  };
}
