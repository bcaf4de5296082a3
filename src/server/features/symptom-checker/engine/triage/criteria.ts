/**
 * Evaluates a complaint-module criterion (the small language of
 * `knowledge/complaint-modules/complaint-module.schema.ts`) against what the engine read.
 */
import type {
  Criterion,
  QuantityKey,
} from '../../knowledge/complaint-modules/complaint-module.schema.ts';
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

/** Where each quantity comes from; null when the text does not give it. */
const QUANTITY_OF: Record<QuantityKey, (facts: TriageFacts) => number | null> = {
  ageYears: ({ profile }) => profile.age,
  // A baby's age in months when the text gives it, else the age field in whole years.
  ageMonths: ({ profile }) => profile.ageMonths ?? (profile.age >= 1 ? profile.age * 12 : null),
  temperatureC: ({ profile }) => profile.temperatureC,
  gestationWeeks: ({ profile }) => profile.gestationWeeks,
  durationDays: ({ profile }) => profile.maxDurationDays,
  spo2: ({ measurements }) => measurements.spo2,
  heartRate: ({ measurements }) => measurements.heartRate,
  respiratoryRate: ({ measurements }) => measurements.respiratoryRate,
  systolicBp: ({ measurements }) => measurements.systolicBp,
  painScore: ({ measurements }) => measurements.painScore,
  burnAreaPercent: ({ measurements }) => measurements.burnAreaPercent,
};

/**
 * Whether `criterion` holds. `assumed` is a finding taken as present for this test only (to
 * ask "would this discriminator fire if the answer were yes?").
 */
export function holds(criterion: Criterion, facts: TriageFacts, assumed?: string): boolean {
  const { profile } = facts;
  const isPresent = (id: string) => id === assumed || profile.present.has(id);
  if (typeof criterion === 'string') return isPresent(criterion);
  if ('any' in criterion) return criterion.any.some((c) => holds(c, facts, assumed));
  if ('all' in criterion) return criterion.all.every((c) => holds(c, facts, assumed));
  if ('not' in criterion) return !holds(criterion.not, facts, assumed);
  if ('denied' in criterion) return profile.absent.has(criterion.denied);
  if ('sex' in criterion) return profile.sex === 'other' || profile.sex === criterion.sex;
  if ('modifier' in criterion) {
    return (
      isPresent(criterion.of) &&
      (profile.modifiers.get(criterion.of)?.has(criterion.modifier) ?? false)
    );
  }
  const [key, range] = Object.entries(criterion)[0] as [QuantityKey, Range];
  return inRange(QUANTITY_OF[key](facts), range);
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
