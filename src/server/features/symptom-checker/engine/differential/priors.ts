/**
 * Prior probability of a condition before the findings: a rough base rate from its prevalence
 * among people who use a symptom checker, lowered outside its typical ages. Sex and hard age
 * limits are gates (`../condition-gates.ts`), not priors.
 */
import type { Condition } from '../../knowledge/schema/condition.ts';
import type { Profile } from '../types.ts';

/**
 * Relative base rates by prevalence class: before any finding is known, a common condition is
 * taken as 2.5 times as likely as an uncommon one and about 7 times as likely as a rare one (close
 * to the matcher's e¹ per class).
 */
export const PREVALENCE_PRIOR: Readonly<Record<Condition['prevalence'], number>> = {
  common: 1,
  uncommon: 0.4,
  rare: 0.15,
};

/** Factor on the prior outside the condition's typical ages. */
const ATYPICAL_AGE_FACTOR = 0.3;

/** Natural log of the condition's prior weight for this person (relative; normalised later). */
export function logPriorOf(condition: Condition, profile: Profile): number {
  const { typicalAges } = condition;
  const isAtypicalAge =
    typicalAges !== undefined && (profile.age < typicalAges[0] || profile.age > typicalAges[1]);
  return Math.log(
    PREVALENCE_PRIOR[condition.prevalence] * (isAtypicalAge ? ATYPICAL_AGE_FACTOR : 1),
  );
}
