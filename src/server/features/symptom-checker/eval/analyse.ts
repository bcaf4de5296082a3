/**
 * Runs the offline engine (`analyzeSymptoms`, the model layer is not involved) on each case of a
 * set, once, timing each analysis.
 */
import type { UrgencyLevel } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { analyzeSymptoms } from '../engine/index.ts';
import { FINDINGS } from '../engine/lexicon/vocabulary.ts';
import { normalizeInput } from '../engine/normalize.ts';
import type { EvalCase, EvalSet, RankedCondition } from './eval-cases.ts';

/** What the engine answered for one case. */
export interface Outcome {
  case: EvalCase;
  triage: UrgencyLevel;
  /** Ranked conditions, best first (at most 10). */
  ranked: RankedCondition[];
  /** 0-based rank of the first condition that is the gold diagnosis; null if none is. */
  diagnosisRank: number | null;
  /** Wall-clock time of the analysis in milliseconds. */
  ms: number;
  /** Whether the first chip (the presenting complaint, in the case writer's words) alone is read as at least one symptom. */
  isComplaintRead: boolean;
}

/** Whether the engine reads any symptom (not history) from `text` on its own. */
function readsSymptom(text: string, input: EvalCase['input']): boolean {
  const profile = normalizeInput({
    ...input,
    symptoms: [text],
    existingConditions: [],
    medications: [],
  });
  return [...profile.reported].some((id) => FINDINGS.get(id)?.kind === 'symptom');
}

/** Analyses every case of `set` once, in order. */
export function analyseSet(set: EvalSet): Outcome[] {
  return set.cases.map((c) => {
    const started = performance.now();
    const result = analyzeSymptoms(c.input);
    const ms = performance.now() - started;
    const rank = c.isDiagnosis ? result.ranked.findIndex(c.isDiagnosis) : -1;
    return {
      case: c,
      triage: result.analysis.urgencyLevel,
      ranked: result.ranked,
      diagnosisRank: rank === -1 ? null : rank,
      ms,
      isComplaintRead: readsSymptom(c.input.symptoms[0]!, c.input),
    };
  });
}
