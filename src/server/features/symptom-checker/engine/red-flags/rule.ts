/**
 * Shape of a red-flag rule and the small predicates rules are written with. A rule reads only
 * the normalised profile, so a denied finding ("no fever") can never fire it: denied findings
 * are never in `profile.present`.
 */
import type { Modifier, Profile } from '../types.ts';
import { durationOf, modifiersOf } from '../normalize.ts';

/** One deterministic triage rule. It can only raise urgency, never lower it. */
export interface RedFlagRule {
  id: string;
  urgency: 'emergency' | 'urgent';
  /** Public guidance the rule is written from. */
  source: string;
  test: (profile: Profile) => boolean;
}

/** True when the finding is present. */
export const has = (p: Profile, id: string): boolean => p.present.has(id);

/** True when any of the findings is present. */
export const hasAny = (p: Profile, ...ids: string[]): boolean =>
  ids.some((id) => p.present.has(id));

/** True when the finding is present with one of the modifiers. */
export function isQualified(p: Profile, id: string, ...modifiers: Modifier[]): boolean {
  const recorded = modifiersOf(p, id);
  return p.present.has(id) && modifiers.some((m) => recorded.has(m));
}

/** True when the finding is present and has lasted at least `days` days. */
export function hasLasted(p: Profile, id: string, days: number): boolean {
  const lasted = durationOf(p, id);
  return p.present.has(id) && lasted !== null && lasted >= days;
}

/** Someone who could be pregnant and says so, or has missed a period (female, 10–55). */
export function isPossiblyPregnant(p: Profile): boolean {
  return p.sex !== 'male' && p.age >= 10 && p.age <= 55 && hasAny(p, 'pregnant', 'missed_period');
}

/** Any pain finding recorded as severe. */
export function hasSeverePain(p: Profile): boolean {
  for (const [id, modifiers] of p.modifiers) {
    if ((id.endsWith('_pain') || id === 'headache') && modifiers.has('severe')) return true;
  }
  return false;
}
