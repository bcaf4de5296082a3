/**
 * Evaluation metrics over engine outcomes (issue #4): triage accuracy overall and per class,
 * emergency sensitivity, under- and over-triage, top-1 and top-3 diagnosis accuracy. A ranked
 * condition matches a case when any of its ICD-10 categories equals one of the case's diagnosis
 * or acceptable-alternative categories. Anchors: Semigran et al., BMJ 2015;351:h3480.
 */
import type { UrgencyLevel } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import type { Vignette } from './vignette-file.ts';

/** What the engine answered for one case. */
export interface Outcome {
  vignette: Vignette;
  triage: UrgencyLevel;
  /** ICD-10 categories of each ranked condition, best first. */
  rankedIcd10: string[][];
}

/** Aggregate results of one vignette file; rates are fractions 0–1. */
export interface Metrics {
  cases: number;
  triageAccuracy: number;
  perClassAccuracy: Record<UrgencyLevel, { correct: number; total: number }>;
  emergencySensitivity: number;
  underTriage: number;
  emergenciesCalledRoutine: number;
  overTriage: number;
  top1: number;
  top3: number;
}

const LEVEL: Record<UrgencyLevel, number> = { routine: 0, urgent: 1, emergency: 2 };

/** Semigran et al. 2015 anchors (symptom checkers; physicians for top-1 only). */
export const SEMIGRAN_ANCHORS = {
  triage: 0.57,
  emergency: 0.8,
  top1: 0.34,
  top3: 0.51,
  physicianTop1: 0.72,
};

/** Rank (0-based) of the first ranked condition matching the case's diagnosis, or null. */
export function matchRank(outcome: Outcome): number | null {
  const { diagnosis, acceptableAlternatives = [] } = outcome.vignette;
  const accepted = new Set([diagnosis, ...acceptableAlternatives].flatMap((d) => d.icd10));
  const index = outcome.rankedIcd10.findIndex((codes) => codes.some((c) => accepted.has(c)));
  return index === -1 ? null : index;
}

/** Computes the metrics of a set of outcomes. */
export function computeMetrics(outcomes: Outcome[]): Metrics {
  const perClassAccuracy: Metrics['perClassAccuracy'] = {
    emergency: { correct: 0, total: 0 },
    urgent: { correct: 0, total: 0 },
    routine: { correct: 0, total: 0 },
  };
  let correct = 0;
  let underTriage = 0;
  let overTriage = 0;
  let emergenciesCalledRoutine = 0;
  let top1 = 0;
  let top3 = 0;
  for (const outcome of outcomes) {
    const truth = outcome.vignette.triage;
    perClassAccuracy[truth].total++;
    if (outcome.triage === truth) {
      correct++;
      perClassAccuracy[truth].correct++;
    }
    if (LEVEL[outcome.triage] < LEVEL[truth]) underTriage++;
    if (LEVEL[outcome.triage] > LEVEL[truth]) overTriage++;
    if (truth === 'emergency' && outcome.triage === 'routine') emergenciesCalledRoutine++;
    const rank = matchRank(outcome);
    if (rank === 0) top1++;
    if (rank !== null && rank < 3) top3++;
  }
  const n = outcomes.length || 1;
  const emergencies = perClassAccuracy.emergency;
  return {
    cases: outcomes.length,
    triageAccuracy: correct / n,
    perClassAccuracy,
    emergencySensitivity: emergencies.total === 0 ? 1 : emergencies.correct / emergencies.total,
    underTriage,
    emergenciesCalledRoutine,
    overTriage,
    top1: top1 / n,
    top3: top3 / n,
  };
}
