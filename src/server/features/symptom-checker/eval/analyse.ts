/**
 * Runs the offline engine (`analyzeSymptoms`, the model layer is not involved) on each case of a
 * set, once, timing each analysis.
 */
import type { UrgencyLevel } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { analyzeSymptoms } from '../engine/index.ts';
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
    };
  });
}
