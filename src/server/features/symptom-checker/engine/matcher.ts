/**
 * The matcher: scores every knowledge-base condition against a profile and ranks them.
 *
 * score = Σ weights of the condition's findings that are present
 *       − NEGATED_FACTOR × Σ weights of its findings the person denied
 *       − UNEXPLAINED_PENALTY × (reported symptoms the condition does not explain)
 *       + prevalence prior + typical-age and course adjustments.
 * Conditions that cannot apply (sex, hard age range, pregnancy or its stage, none of
 * `requiresAny` present) are not scored. Likelihood is read from the score and its distance to
 * the best: a weighted-evidence ranking in the spirit of Bayesian symptom checkers, calibrated
 * on the development vignettes only.
 */
import type { Likelihood } from './advice.ts';
import { canApply } from './condition-gates.ts';
import { CONDITIONS } from '../knowledge/load-conditions.ts';
import type { Condition } from '../knowledge/schema/condition.ts';
import { ancestorsOf, FINDINGS } from './lexicon/vocabulary.ts';
import type { Profile } from './types.ts';

const NEGATED_FACTOR = 0.7;
const UNEXPLAINED_PENALTY = 1.5;
const PREVALENCE_PRIOR: Record<Condition['prevalence'], number> = {
  common: 1,
  uncommon: 0,
  rare: -1,
};
const ATYPICAL_AGE_PENALTY = 1;
const COURSE_MISMATCH_PENALTY = 1.5;
/** Likelihood thresholds: minimum score, and how far below the best score it may be. */
const HIGH = { minScore: 5, withinBest: 1.5 };
const MODERATE = { minScore: 2.5, withinBest: 4 };

/**
 * Below this best score no condition is even moderately likely: the engine cannot tell what is
 * going on, so it must not call the problem routine (NHS 111: if it cannot be assessed, get it
 * assessed).
 */
export const MIN_ASSESSABLE_SCORE = MODERATE.minScore;

/** One scored condition. */
export interface ScoredCondition {
  condition: Condition;
  score: number;
  likelihood: Likelihood;
}

function isExplainedBy(c: Condition, findingId: string): boolean {
  return findingId in c.findings || ancestorsOf(findingId).some((id) => id in c.findings);
}

function scoreOf(c: Condition, p: Profile): number | null {
  let evidence = 0;
  let denied = 0;
  for (const [id, weight] of Object.entries(c.findings)) {
    if (p.present.has(id)) evidence += weight;
    else if (p.absent.has(id)) denied += weight;
  }
  if (evidence <= 0) return null;
  let unexplained = 0;
  for (const id of p.reported) {
    if (FINDINGS.get(id)?.kind === 'symptom' && !isExplainedBy(c, id)) unexplained++;
  }
  let score = evidence - NEGATED_FACTOR * denied - UNEXPLAINED_PENALTY * unexplained;
  score += PREVALENCE_PRIOR[c.prevalence];
  if (c.typicalAges && (p.age < c.typicalAges[0] || p.age > c.typicalAges[1])) {
    score -= ATYPICAL_AGE_PENALTY;
  }
  const isCourseMismatch =
    (c.course === 'acute' && p.course === 'chronic') ||
    (c.course === 'chronic' && p.course === 'acute');
  if (isCourseMismatch) score -= COURSE_MISMATCH_PENALTY;
  return score;
}

function likelihoodOf(score: number, best: number): Likelihood {
  if (score >= HIGH.minScore && score >= best - HIGH.withinBest) return 'high';
  if (score >= MODERATE.minScore && score >= best - MODERATE.withinBest) return 'moderate';
  return 'other';
}

/** Every applicable condition with evidence, best first (ties: more common first, then id). */
export function rankConditions(profile: Profile): ScoredCondition[] {
  const scored: { condition: Condition; score: number }[] = [];
  for (const condition of CONDITIONS) {
    if (!canApply(condition, profile)) continue;
    const score = scoreOf(condition, profile);
    if (score !== null) scored.push({ condition, score });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      PREVALENCE_PRIOR[b.condition.prevalence] - PREVALENCE_PRIOR[a.condition.prevalence] ||
      a.condition.id.localeCompare(b.condition.id),
  );
  const best = scored[0]?.score ?? 0;
  return scored.map((s) => ({ ...s, likelihood: likelihoodOf(s.score, best) }));
}
