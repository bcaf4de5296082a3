import type { AiAnalysis, UrgencyLevel } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { maxUrgency } from '#shared/symptom-checker/triage-scale.ts';
import type { EngineResult } from '../engine/index.ts';

/** The engine's fixed, clinician-written advice texts for one urgency level. */
export type UrgencyAdvice = Pick<AiAnalysis, 'recommendedActions' | 'whenToSeekHelp'>;

/** At most this many conditions and specialties in an analysis (SPEC §3 schema bound). */
const MAX_ITEMS = 10;

/** Case, spacing and surrounding blanks do not make a different name. */
const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

function uniqueByName<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = nameKey(nameOf(item));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Merges the model's analysis into the engine's (ADR 0010). The model may only add and raise:
 * - urgency is the highest of the red-flag floor, the engine's urgency and the model's, so
 *   the model can never lower it;
 * - conditions are the engine's, then the model's new ones (by name, ignoring case), at most 10;
 * - specialties are the engine's, then the model's new ones, at most 10;
 * - the advice texts are the engine's fixed ones for the final level (`adviceFor`), and the
 *   disclaimer the engine's, so no safety text is ever written by the model.
 */
export function mergeAnalyses(input: {
  engine: EngineResult;
  model: AiAnalysis;
  adviceFor: (level: UrgencyLevel) => UrgencyAdvice;
}): AiAnalysis {
  const { engine, model, adviceFor } = input;
  const ownLevel = maxUrgency(engine.urgencyFloor, engine.analysis.urgencyLevel);
  const urgencyLevel = maxUrgency(ownLevel, model.urgencyLevel);
  const advice =
    urgencyLevel === engine.analysis.urgencyLevel ? engine.analysis : adviceFor(urgencyLevel);
  return {
    urgencyLevel,
    possibleConditions: uniqueByName(
      [...engine.analysis.possibleConditions, ...model.possibleConditions],
      (condition) => condition.name,
    ).slice(0, MAX_ITEMS),
    recommendedActions: advice.recommendedActions,
    whenToSeekHelp: advice.whenToSeekHelp,
    relatedSpecialties: uniqueByName(
      [...engine.analysis.relatedSpecialties, ...model.relatedSpecialties],
      (specialty) => specialty,
    ).slice(0, MAX_ITEMS),
    disclaimer: engine.analysis.disclaimer,
  };
}
