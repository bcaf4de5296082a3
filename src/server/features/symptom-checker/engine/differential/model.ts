/**
 * The compiled model, built once at import: for every knowledge-base condition, ln P(finding |
 * condition) and ln(1 − P) for every finding of the vocabulary (~330 × ~450 numbers each), so
 * one analysis only adds up array entries. Also the "none of these" hypothesis that takes the
 * probability the knowledge base cannot account for.
 */
import { CONDITIONS } from '../../knowledge/load-conditions.ts';
import type { Condition } from '../../knowledge/schema/condition.ts';
import { FINDINGS } from '../lexicon/vocabulary.ts';
import { findingLikelihood, LEAK } from './likelihood.ts';

/** Finding id → its position in the per-condition arrays. */
export const FINDING_INDEX: ReadonlyMap<string, number> = new Map(
  [...FINDINGS.keys()].map((id, index) => [id, index]),
);

/** One condition, compiled. */
export interface ConditionModel {
  condition: Condition;
  /** Its urgency is 'emergency'. */
  isEmergency: boolean;
  /** ln P(finding | condition), by finding index. */
  logPresent: Float64Array;
  /** ln(1 − P(finding | condition)), by finding index: the weight of a denied finding. */
  logAbsent: Float64Array;
}

function compile(condition: Condition): ConditionModel {
  const logPresent = new Float64Array(FINDING_INDEX.size);
  const logAbsent = new Float64Array(FINDING_INDEX.size);
  for (const [id, index] of FINDING_INDEX) {
    const p = findingLikelihood(condition, id);
    logPresent[index] = Math.log(p);
    logAbsent[index] = Math.log(1 - p);
  }
  return { condition, isEmergency: condition.urgency === 'emergency', logPresent, logAbsent };
}

/** Every condition of the knowledge base, compiled, in knowledge-base order. */
export const CONDITION_MODELS: readonly ConditionModel[] = CONDITIONS.map(compile);

/** Prior weight of "none of these", in the units of `PREVALENCE_PRIOR` (a common condition = 1). */
const OTHER_PRIOR = 2;

/**
 * "None of these": a condition the knowledge base does not hold, which shows any finding at
 * `OTHER_FINDING_FACTOR` × the leak. It keeps findings no condition explains from being forced
 * onto one, so the posteriors of the conditions sum to less than 1.
 */
const OTHER_FINDING_FACTOR = 2.5;

/** ln prior and ln P(finding | none of these) by finding index. */
export const OTHER_MODEL: { logPrior: number; logPresent: Float64Array; logAbsent: Float64Array } =
  (() => {
    const logPresent = new Float64Array(FINDING_INDEX.size);
    const logAbsent = new Float64Array(FINDING_INDEX.size);
    for (const [id, index] of FINDING_INDEX) {
      const p = OTHER_FINDING_FACTOR * LEAK[FINDINGS.get(id)?.kind ?? 'symptom'];
      logPresent[index] = Math.log(p);
      logAbsent[index] = Math.log(1 - p);
    }
    return { logPrior: Math.log(OTHER_PRIOR), logPresent, logAbsent };
  })();
