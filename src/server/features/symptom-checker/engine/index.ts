/**
 * Offline symptom-analysis engine (SPEC §2.7, §3 `aiAnalysis`; issues #4 and #11): the only module other
 * code imports. Pure and synchronous — no I/O, no database.
 *
 * Pipeline: normalise the free text into findings (`normalize.ts`), add the answers to any
 * follow-up questions (`triage/follow-up.ts`) → presenting-complaint protocols reach a
 * disposition (`triage/`, modules in `knowledge/complaint-modules/`) → deterministic red-flag
 * rules set an urgency floor (`red-flags/`) → the matcher ranks knowledge-base conditions
 * (`matcher.ts`) and the probabilistic differential (`differential/`) gives the probability of
 * an emergency condition → urgency = the most urgent of these → fixed advice (`advice.ts`).
 * Unsettled discriminators that could raise the level become follow-up questions.
 */
import type {
  AiAnalysis,
  AnalyzeSymptomsInput,
  FollowUpAnswer,
  FollowUpQuestion,
  UrgencyLevel,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import {
  DEFAULT_DISPOSITION,
  type Disposition,
  LEVEL_OF_DISPOSITION,
  maxUrgency,
} from '#shared/symptom-checker/triage-scale.ts';
import {
  DISCLAIMER,
  RECOMMENDED_ACTIONS,
  relatedSpecialtiesOf,
  WHEN_TO_SEEK_HELP,
} from './advice.ts';
import { differential, type DifferentialResult, RAISE_THRESHOLDS } from './differential/index.ts';
import { MIN_ASSESSABLE_SCORE, rankConditions, type ScoredCondition } from './matcher.ts';
import { hasRecognisedSymptoms, normalizeInput } from './normalize.ts';
import { evaluateRedFlags } from './red-flags/red-flags.ts';
import { runComplaintProtocols } from './triage/complaint-protocols.ts';
import { applyFollowUpAnswers, selectFollowUpQuestions } from './triage/follow-up.ts';
import { readMeasurements } from './triage/measurements.ts';

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
  /** The finer care level; always one of `analysis.urgencyLevel`'s dispositions (ADR 0018). */
  disposition: Disposition;
  /** Follow-up questions that could still raise the level (ADR 0019); empty when none. */
  followUpQuestions: FollowUpQuestion[];
  /** Complaint modules matched and the discriminators that fired (`module.discriminator`). */
  protocols: { matched: string[]; fired: string[] };
  /** The differential's probability (0–1) that some emergency condition is present (ADR 0020). */
  emergencyProbability: number;
}

/**
 * The level the differential asks for (ADR 0020): its emergency probability decides, but only
 * when the matcher agrees that its most probable emergency condition is among the three likeliest
 * (at least moderately likely), so one method's quirk does not raise the level alone.
 */
function differentialLevel(
  { emergencyProbability, topEmergency }: DifferentialResult,
  ranked: readonly ScoredCondition[],
): UrgencyLevel {
  const isAgreed = ranked
    .slice(0, 3)
    .some((c) => c.condition.id === topEmergency?.conditionId && c.likelihood !== 'other');
  if (!isAgreed) return 'routine';
  if (emergencyProbability >= RAISE_THRESHOLDS.emergency) return 'emergency';
  return emergencyProbability >= RAISE_THRESHOLDS.urgent ? 'urgent' : 'routine';
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

/** The disposition told for `level`: the protocols' own when it is of that level. */
function dispositionFor(level: UrgencyLevel, protocol: Disposition | null): Disposition {
  return protocol !== null && LEVEL_OF_DISPOSITION[protocol] === level
    ? protocol
    : DEFAULT_DISPOSITION[level];
}

/**
 * Analyses one symptom-checker input (SPEC §3 fields: symptoms, age in whole years, gender,
 * optional existing conditions and medicines) with the answers to follow-up questions, if any.
 * Never throws for valid input. The urgency is the most urgent of: the complaint protocols'
 * disposition, the red-flag floor, the likely conditions' urgency, the differential's level
 * (an emergency condition probable enough), 'urgent' while a high-risk
 * complaint has an unanswered emergency question, and 'urgent' when no symptom was recognised
 * or no condition explains the findings at least moderately well.
 */
export function analyzeSymptoms(
  input: AnalyzeSymptomsInput,
  answers: readonly FollowUpAnswer[] = [],
): EngineResult {
  const profile = normalizeInput(input);
  applyFollowUpAnswers(profile, answers);
  const protocols = runComplaintProtocols({
    profile,
    measurements: readMeasurements([...input.symptoms, ...(input.existingConditions ?? [])]),
  });
  const { fired, floor } = evaluateRedFlags(profile);
  const probable = differential(profile);
  const ranked = rankConditions(profile);
  // Text the engine cannot read, or findings no condition explains even moderately well, are
  // not known to be benign: ask for a clinician's view (NHS 111: can't assess → get assessed).
  const isAssessable =
    hasRecognisedSymptoms(profile) && (ranked[0]?.score ?? -Infinity) >= MIN_ASSESSABLE_SCORE;
  const levels: UrgencyLevel[] = [
    floor,
    isAssessable ? 'routine' : 'urgent',
    conditionUrgency(ranked),
    protocols.disposition === null ? 'routine' : LEVEL_OF_DISPOSITION[protocols.disposition],
    protocols.hasUnsettledEmergency ? 'urgent' : 'routine',
    differentialLevel(probable, ranked),
  ];
  const urgencyLevel = levels.reduce(maxUrgency);
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
    disposition: dispositionFor(urgencyLevel, protocols.disposition),
    followUpQuestions: selectFollowUpQuestions(protocols.unsettled, urgencyLevel),
    protocols: {
      matched: protocols.matched,
      fired: protocols.fired.map((hit) => `${hit.moduleId}.${hit.discriminator.id}`),
    },
    emergencyProbability: probable.emergencyProbability,
  };
}
