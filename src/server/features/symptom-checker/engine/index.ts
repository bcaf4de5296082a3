/**
 * Offline symptom-analysis engine (SPEC §2.7, §3 `aiAnalysis`; issue #4): the only module other
 * code imports. Pure and synchronous — no I/O, no database.
 *
 * Pipeline: normalise the free text into findings (`normalize.ts`) → deterministic red-flag
 * rules set an urgency floor (`red-flags/`) → the matcher ranks knowledge-base conditions
 * (`matcher.ts`, `kb/`) → urgency = max(floor, urgency of the likely conditions) → fixed advice
 * per urgency (`advice.ts`).
 */
import type {
  AiAnalysis,
  AnalyzeSymptomsInput,
  UrgencyLevel,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import {
  DISCLAIMER,
  RECOMMENDED_ACTIONS,
  relatedSpecialtiesOf,
  WHEN_TO_SEEK_HELP,
} from './advice.ts';
import { MIN_ASSESSABLE_SCORE, rankConditions, type ScoredCondition } from './matcher.ts';
import { hasRecognisedSymptoms, normalizeInput } from './normalize.ts';
import { evaluateRedFlags, maxUrgency } from './red-flags/red-flags.ts';

/** The fixed advice per urgency level, for callers that change the urgency (the model merge). */
export { RECOMMENDED_ACTIONS, WHEN_TO_SEEK_HELP } from './advice.ts';

/** What one analysis returns. */
export interface EngineResult {
  /** SPEC §3 shape, valid against `AiAnalysisSchema`. */
  analysis: AiAnalysis;
  /** The urgency the red-flag layer set ('routine' when none fired); a model may never go below it. */
  urgencyFloor: UrgencyLevel;
  /** Ranked candidate conditions for the evaluation, best first (at most `MAX_RANKED`). */
  ranked: { conditionId: string; name: string; icd10: string[]; score: number }[];
  /** Which red-flag rules fired. */
  redFlags: { id: string; urgency: UrgencyLevel }[];
}

/** Conditions shown in `possibleConditions`. */
const MAX_SHOWN = 5;
/** Conditions listed in `ranked`. */
const MAX_RANKED = 10;

/** Urgency implied by the likely conditions: the most urgent one judged highly likely. */
function conditionUrgency(ranked: ScoredCondition[]): UrgencyLevel {
  return ranked
    .filter((c) => c.likelihood === 'high')
    .reduce<UrgencyLevel>((level, c) => maxUrgency(level, c.condition.urgency), 'routine');
}

/**
 * Analyses one symptom-checker input (SPEC §3 fields: symptoms, age in whole years, gender,
 * optional existing conditions and medicines). Never throws for valid input; the urgency is
 * never below the red-flag floor and is 'routine' only when no rule fired, no likely condition
 * needs care, at least one symptom was recognised and some condition explains the findings at
 * least moderately well (otherwise 'urgent').
 */
export function analyzeSymptoms(input: AnalyzeSymptomsInput): EngineResult {
  const profile = normalizeInput(input);
  const { fired, floor } = evaluateRedFlags(profile);
  const ranked = rankConditions(profile);
  // Text the engine cannot read, or findings no condition explains even moderately well, are
  // not known to be benign: ask for a clinician's view (NHS 111: can't assess → get assessed).
  const isAssessable =
    hasRecognisedSymptoms(profile) && (ranked[0]?.score ?? -Infinity) >= MIN_ASSESSABLE_SCORE;
  const unreadFloor = isAssessable ? 'routine' : 'urgent';
  const urgencyLevel = maxUrgency(maxUrgency(floor, unreadFloor), conditionUrgency(ranked));
  const shown = ranked.slice(0, MAX_SHOWN);
  return {
    analysis: {
      urgencyLevel,
      possibleConditions: shown.map(({ condition, likelihood }) => ({
        name: condition.name,
        description: condition.description,
        severity: condition.severity,
        likelihood,
      })),
      recommendedActions: RECOMMENDED_ACTIONS[urgencyLevel],
      whenToSeekHelp: WHEN_TO_SEEK_HELP[urgencyLevel],
      relatedSpecialties: relatedSpecialtiesOf(
        urgencyLevel,
        shown.filter((c) => c.likelihood !== 'other').map((c) => c.condition.specialty),
      ),
      disclaimer: DISCLAIMER,
    },
    urgencyFloor: floor,
    ranked: ranked.slice(0, MAX_RANKED).map(({ condition, score }) => ({
      conditionId: condition.id,
      name: condition.name,
      icd10: condition.icd10,
      score: Math.round(score * 100) / 100,
    })),
    redFlags: fired,
  };
}
