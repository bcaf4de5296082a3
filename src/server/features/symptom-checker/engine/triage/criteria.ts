/**
 * Evaluates a complaint-module criterion (the small language of
 * `knowledge/complaint-modules/complaint-module.schema.ts`) against what the engine read.
 */
import type { Criterion } from '../../knowledge/complaint-modules/complaint-module.schema.ts';
import type { Profile } from '../types.ts';
import type { Measurements } from './measurements.ts';

/** What criteria are tested against: the normalised profile and the vital signs in the text. */
export interface TriageFacts {
  profile: Profile;
  measurements: Measurements;
}

type Range = { min?: number; max?: number };

const inRange = (value: number | null, { min = -Infinity, max = Infinity }: Range) =>
  value !== null && value >= min && value <= max;

/**
 * Whether `criterion` holds. `assumed` is a finding taken as present for this test only (to
 * ask "would this discriminator fire if the answer were yes?").
 */
export function holds(criterion: Criterion, facts: TriageFacts, assumed?: string): boolean {
  const { profile, measurements } = facts;
  const isPresent = (id: string) => id === assumed || profile.present.has(id);
  if (typeof criterion === 'string') return isPresent(criterion);
  if ('any' in criterion) return criterion.any.some((c) => holds(c, facts, assumed));
  if ('all' in criterion) return criterion.all.every((c) => holds(c, facts, assumed));
  if ('not' in criterion) return !holds(criterion.not, facts, assumed);
  if ('denied' in criterion) return profile.absent.has(criterion.denied);
  if ('ageYears' in criterion) return inRange(profile.age, criterion.ageYears);
  if ('ageMonths' in criterion) {
    const months = profile.ageMonths ?? (profile.age >= 1 ? profile.age * 12 : null);
    return inRange(months, criterion.ageMonths);
  }
  if ('temperatureC' in criterion) return inRange(profile.temperatureC, criterion.temperatureC);
  if ('gestationWeeks' in criterion) {
    return inRange(profile.gestationWeeks, criterion.gestationWeeks);
  }
  if ('durationDays' in criterion) return inRange(profile.maxDurationDays, criterion.durationDays);
  if ('spo2' in criterion) return inRange(measurements.spo2, criterion.spo2);
  if ('heartRate' in criterion) return inRange(measurements.heartRate, criterion.heartRate);
  if ('respiratoryRate' in criterion) {
    return inRange(measurements.respiratoryRate, criterion.respiratoryRate);
  }
  if ('systolicBp' in criterion) return inRange(measurements.systolicBp, criterion.systolicBp);
  if ('painScore' in criterion) return inRange(measurements.painScore, criterion.painScore);
  if ('burnAreaPercent' in criterion) {
    return inRange(measurements.burnAreaPercent, criterion.burnAreaPercent);
  }
  if ('sex' in criterion) return profile.sex === 'other' || profile.sex === criterion.sex;
  return (
    isPresent(criterion.of) &&
    (profile.modifiers.get(criterion.of)?.has(criterion.modifier) ?? false)
  );
}

/** Every finding id a criterion names (for the knowledge test and the review document). */
export function findingsOf(criterion: Criterion): string[] {
  if (typeof criterion === 'string') return [criterion];
  if ('any' in criterion) return criterion.any.flatMap(findingsOf);
  if ('all' in criterion) return criterion.all.flatMap(findingsOf);
  if ('not' in criterion) return findingsOf(criterion.not);
  if ('denied' in criterion) return [criterion.denied];
  if ('modifier' in criterion) return [criterion.of];
  return [];
}
