/**
 * The red-flag layer: evaluates every emergency and urgent rule against a profile. Its result
 * is a floor: the final urgency is never below it.
 */
import type { UrgencyLevel } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { maxUrgency } from '#shared/symptom-checker/triage-scale.ts';
import type { Profile } from '../types.ts';
import { EMERGENCY_RULES } from './emergency-rules.ts';
import { EMERGENCY_READER_RULES, URGENT_READER_RULES } from './reader-rules.ts';
import type { RedFlagRule } from './rule.ts';
import { EMERGENCY_SAFETY_NETS, URGENT_SAFETY_NETS } from './safety-net-rules.ts';
import { URGENT_RULES } from './urgent-rules.ts';

/** Every rule, emergency rules first. */
export const RED_FLAG_RULES: readonly RedFlagRule[] = [
  ...EMERGENCY_RULES,
  ...EMERGENCY_SAFETY_NETS,
  ...EMERGENCY_READER_RULES,
  ...URGENT_RULES,
  ...URGENT_SAFETY_NETS,
  ...URGENT_READER_RULES,
];

/** The rules that fire for `profile` (ids and levels) and the floor they set. */
export function evaluateRedFlags(profile: Profile): {
  fired: { id: string; urgency: UrgencyLevel }[];
  floor: UrgencyLevel;
} {
  const fired = RED_FLAG_RULES.filter((rule) => rule.test(profile)).map(({ id, urgency }) => ({
    id,
    urgency,
  }));
  const floor = fired.reduce<UrgencyLevel>(
    (level, rule) => maxUrgency(level, rule.urgency),
    'routine',
  );
  return { fired, floor };
}
