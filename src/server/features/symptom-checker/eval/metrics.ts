/**
 * Evaluation metrics of one set's outcomes (issue #11): emergency sensitivity, emergencies
 * called routine, exact / safe (at or above gold) / over-triage, top-1 and top-3 diagnosis, and
 * the share of presenting complaints read as a symptom, and analysis time percentiles. Counts, not rates: the printer shows both.
 */
import type { UrgencyLevel } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import type { Outcome } from './analyse.ts';

/** A count out of a total. */
export interface Ratio {
  count: number;
  total: number;
}

/** Metrics of one set. Triage ratios are over the cases with a gold level, top-k over the cases with a diagnosis check. */
export interface SetMetrics {
  cases: number;
  /** Gold emergencies the engine called emergency, out of all gold emergencies. */
  emergencySensitivity: Ratio;
  /** Gold emergencies the engine called routine (the must-be-zero). */
  emergenciesCalledRoutine: number;
  triageExact: Ratio;
  /** Engine level at or above the gold level. */
  triageSafe: Ratio;
  /** Engine level above the gold level. */
  overTriage: Ratio;
  top1: Ratio;
  top3: Ratio;
  /** Cases whose first chip alone is read as at least one symptom (extraction coverage). */
  complaintRead: Ratio;
  /** Analysis time percentiles in milliseconds (nearest rank); NaN for an empty set. */
  p50Ms: number;
  p99Ms: number;
}

const LEVEL: Record<UrgencyLevel, number> = { routine: 0, urgent: 1, emergency: 2 };

/** The `q`-quantile (0–1) of `values` by the nearest-rank method; NaN when empty. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const ratio = (outcomes: readonly Outcome[], hit: (o: Outcome) => boolean): Ratio => ({
  count: outcomes.filter(hit).length,
  total: outcomes.length,
});

/** Computes the metrics of one set's outcomes. */
export function computeMetrics(outcomes: readonly Outcome[]): SetMetrics {
  const triaged = outcomes.filter((o) => o.case.triage !== null);
  const gold = (o: Outcome) => LEVEL[o.case.triage!];
  const emergencies = triaged.filter((o) => o.case.triage === 'emergency');
  const diagnosed = outcomes.filter((o) => o.case.isDiagnosis !== null);
  const times = outcomes.map((o) => o.ms);
  return {
    cases: outcomes.length,
    emergencySensitivity: ratio(emergencies, (o) => o.triage === 'emergency'),
    emergenciesCalledRoutine: emergencies.filter((o) => o.triage === 'routine').length,
    triageExact: ratio(triaged, (o) => LEVEL[o.triage] === gold(o)),
    triageSafe: ratio(triaged, (o) => LEVEL[o.triage] >= gold(o)),
    overTriage: ratio(triaged, (o) => LEVEL[o.triage] > gold(o)),
    top1: ratio(diagnosed, (o) => o.diagnosisRank === 0),
    top3: ratio(diagnosed, (o) => o.diagnosisRank !== null && o.diagnosisRank < 3),
    complaintRead: ratio(outcomes, (o) => o.isComplaintRead),
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
  };
}
