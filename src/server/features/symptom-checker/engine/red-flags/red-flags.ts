/**
 * The red-flag layer: evaluates every emergency and urgent rule (data in
 * `knowledge/red-flags/`, criteria in the language of `knowledge/schema/criterion.ts`) against
 * a profile. Its result is a floor: the final urgency is never below it. Rules read only the
 * profile, so they are tested without vital signs.
 */
import type { UrgencyLevel } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { maxUrgency } from '#shared/symptom-checker/triage-scale.ts';
import { RED_FLAG_RULES } from '../../knowledge/red-flags/load.ts';
import { holds, NO_MEASUREMENTS } from '../triage/criteria.ts';
import type { Profile } from '../types.ts';

/** Every rule, emergency rules first. */
export { RED_FLAG_RULES };

/** The rules that fire for `profile` (ids and levels) and the floor they set. */
export function evaluateRedFlags(profile: Profile): {
  fired: { id: string; urgency: UrgencyLevel }[];
  floor: UrgencyLevel;
} {
  const facts = { profile, measurements: NO_MEASUREMENTS };
  const fired = RED_FLAG_RULES.filter((rule) => holds(rule.when, facts)).map(({ id, urgency }) => ({
    id,
    urgency,
  }));
  const floor = fired.reduce<UrgencyLevel>(
    (level, rule) => maxUrgency(level, rule.urgency),
    'routine',
  );
  return { fired, floor };
}
