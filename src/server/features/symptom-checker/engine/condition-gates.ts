/**
 * Which knowledge-base conditions can apply to a person at all: the matcher does not score a
 * condition outside these gates (`matcher.ts`) and the differential gives it no probability
 * (`differential/`).
 */
import type { Condition } from '../knowledge/schema/condition.ts';
import type { Profile } from './types.ts';

/**
 * False when the person's sex, age (whole years) or pregnancy rules the condition out, when a
 * named week of pregnancy is outside its `gestation`, or when none of its `requiresAny` findings
 * is present.
 */
export function canApply(condition: Condition, profile: Profile): boolean {
  const { ages, gestation, sex, requiresAny } = condition;
  if (sex && profile.sex !== 'other' && profile.sex !== sex) return false;
  if (ages && (profile.age < ages[0] || profile.age > ages[1])) return false;
  if (condition.pregnancy && (profile.sex === 'male' || profile.age < 10 || profile.age > 55)) {
    return false;
  }
  const weeks = profile.gestationWeeks;
  if (gestation && weeks !== null && (weeks < gestation[0] || weeks > gestation[1])) return false;
  return !requiresAny || requiresAny.some((id) => profile.present.has(id));
}
