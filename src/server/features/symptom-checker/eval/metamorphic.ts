/**
 * Metamorphic check: every case with a gold triage level, paraphrased (`paraphrases.ts`), must
 * get the same level from the engine as the case as written.
 */
import type { UrgencyLevel } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { analyzeSymptoms } from '../engine/index.ts';
import type { Outcome } from './analyse.ts';
import type { Ratio } from './metrics.ts';
import { PARAPHRASE_KINDS, type ParaphraseKind, paraphrases } from './paraphrases.ts';

/** A paraphrase that changed the engine's level. */
export interface LevelChange {
  caseId: string;
  kind: ParaphraseKind;
  chips: string[];
  from: UrgencyLevel;
  to: UrgencyLevel;
}

/** Paraphrases whose level was unchanged, overall and per kind, over `cases` cases. */
export interface MetamorphicSummary {
  /** Cases checked (those with a gold triage level). */
  cases: number;
  unchanged: Ratio;
  byKind: Record<ParaphraseKind, Ratio>;
}

/** One set's metamorphic result: its summary and the paraphrases that changed a level. */
export interface MetamorphicResult extends MetamorphicSummary {
  changes: LevelChange[];
}

const emptyByKind = () =>
  Object.fromEntries(PARAPHRASE_KINDS.map((kind) => [kind, { count: 0, total: 0 }])) as Record<
    ParaphraseKind,
    Ratio
  >;

/**
 * Re-analyses each paraphrase of each outcome's case that has a gold triage level and compares
 * its level with the outcome's (the engine's level for the case as written).
 */
export function checkParaphrases(outcomes: readonly Outcome[]): MetamorphicResult {
  const byKind = emptyByKind();
  const changes: LevelChange[] = [];
  const checked = outcomes.filter((o) => o.case.triage !== null);
  for (const { case: c, triage } of checked) {
    for (const { kind, chips } of paraphrases(c.input.symptoms)) {
      const level = analyzeSymptoms({ ...c.input, symptoms: chips }).analysis.urgencyLevel;
      byKind[kind].total++;
      if (level === triage) byKind[kind].count++;
      else changes.push({ caseId: c.id, kind, chips, from: triage, to: level });
    }
  }
  const total = PARAPHRASE_KINDS.reduce((sum, kind) => sum + byKind[kind].total, 0);
  return {
    cases: checked.length,
    unchanged: { count: total - changes.length, total },
    byKind,
    changes,
  };
}

/** The summaries of several sets added together. */
export function combineSummaries(summaries: readonly MetamorphicSummary[]): MetamorphicSummary {
  const add = (a: Ratio, b: Ratio): Ratio => ({
    count: a.count + b.count,
    total: a.total + b.total,
  });
  const byKind = emptyByKind();
  for (const summary of summaries) {
    for (const kind of PARAPHRASE_KINDS) byKind[kind] = add(byKind[kind], summary.byKind[kind]);
  }
  return {
    cases: summaries.reduce((total, summary) => total + summary.cases, 0),
    unchanged: summaries.reduce((total, summary) => add(total, summary.unchanged), {
      count: 0,
      total: 0,
    }),
    byKind,
  };
}
