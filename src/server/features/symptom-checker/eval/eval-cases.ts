/**
 * Shared vignettes and in-house cases as one kind of evaluation case: the engine input, the
 * gold triage level (if any) and how to tell whether a ranked condition is the gold diagnosis.
 */
import {
  MAX_AGE,
  MAX_SYMPTOM_ENTRY_LENGTH,
  MAX_SYMPTOMS,
  MIN_AGE,
} from '#shared/common/constants.ts';
import {
  type AnalyzeSymptomsInput,
  AnalyzeSymptomsInputSchema,
  type UrgencyLevel,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import type { EngineResult } from '../engine/index.ts';
import type { InHouseCase, InHouseSet } from './in-house-sets.ts';
import type { SharedSet, SharedVignette } from './shared-sets.ts';

/** One ranked condition of an engine result. */
export type RankedCondition = EngineResult['ranked'][number];

/** One case as the evaluation runs it. */
export interface EvalCase {
  id: string;
  input: AnalyzeSymptomsInput;
  /** Gold triage level; null when the set gives none (diagnosis-only sets). */
  triage: UrgencyLevel | null;
  /** Gold diagnosis as a reader would name it, for listing misses; null when there is none. */
  diagnosis: string | null;
  /** Whether a ranked condition is the gold diagnosis; null when the diagnosis is not checked. */
  isDiagnosis: ((condition: RankedCondition) => boolean) | null;
}

/** One set of evaluation cases: a shared (published) set or an in-house one. */
export interface EvalSet {
  name: string;
  origin: 'shared' | 'in-house';
  /** Reported in aggregate only, never case by case (the in-house held-out vignettes). */
  heldOut: boolean;
  cases: EvalCase[];
}

/** A wizard entry: trimmed and cut at the text input's maximum length. */
const wizardEntry = (text: string): string => text.trim().slice(0, MAX_SYMPTOM_ENTRY_LENGTH).trim();

/**
 * A shared vignette as `POST /api/symptom-checker/analyze` would receive it from the wizard:
 * each symptom a chip (trimmed, at most 200 characters as the input allows, blanks dropped, at
 * most 20), age rounded and clamped to 1–150 years, sex 'male' or 'female' else 'other', and a
 * non-empty `history` as the one existing condition. Throws (ZodError) if the result still fails
 * the API schema, e.g. when no symptom chip is left.
 */
export function wizardInput(vignette: SharedVignette): AnalyzeSymptomsInput {
  const history = wizardEntry(vignette.history ?? '');
  return AnalyzeSymptomsInputSchema.parse({
    symptoms: vignette.symptoms
      .map(wizardEntry)
      .filter((chip) => chip !== '')
      .slice(0, MAX_SYMPTOMS),
    age: Math.min(MAX_AGE, Math.max(MIN_AGE, Math.round(vignette.age))),
    gender: vignette.sex === 'male' || vignette.sex === 'female' ? vignette.sex : 'other',
    ...(history ? { existingConditions: [history] } : {}),
  });
}

/**
 * A shared set's cases: wizard inputs; a ranked condition counts as the diagnosis when `match`
 * matches its name (no diagnosis check where `match` is null).
 */
export function sharedEvalSet(set: SharedSet): EvalSet {
  return {
    name: set.name,
    origin: 'shared',
    heldOut: false,
    cases: set.vignettes.map((vignette) => {
      const match = vignette.match === null ? null : new RegExp(vignette.match, 'i');
      return {
        id: vignette.id,
        input: wizardInput(vignette),
        triage: vignette.gold_triage,
        diagnosis: vignette.gold_diagnosis,
        isDiagnosis: match && ((condition) => match.test(condition.name)),
      };
    }),
  };
}

/**
 * An in-house case's diagnosis check: a ranked condition counts when one of its ICD-10
 * categories is the case's or an acceptable alternative's, or when it is the case's
 * knowledge-base condition; null when the case names neither.
 */
function inHouseDiagnosisCheck(c: InHouseCase): EvalCase['isDiagnosis'] {
  const accepted = new Set([
    ...(c.icd10 ?? []),
    ...(c.acceptableAlternatives ?? []).flatMap((alternative) => alternative.icd10),
  ]);
  if (accepted.size === 0 && !c.conditionId) return null;
  return (condition) =>
    condition.conditionId === c.conditionId || condition.icd10.some((code) => accepted.has(code));
}

/** An in-house set's cases, run with their stored inputs as the unit tests run them. */
export function inHouseEvalSet(name: string, set: InHouseSet): EvalSet {
  return {
    name,
    origin: 'in-house',
    heldOut: set.heldOut ?? false,
    cases: set.cases.map((c) => ({
      id: c.id,
      input: c.input,
      triage: c.triage,
      diagnosis: c.diagnosis ?? c.conditionId ?? c.icd10?.join(', ') ?? null,
      isDiagnosis: inHouseDiagnosisCheck(c),
    })),
  };
}
