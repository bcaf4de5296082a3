/**
 * Evaluates a criterion (the language of `knowledge/schema/criterion.ts`, used by the
 * complaint modules and the red-flag rules) against what the engine read.
 */
import type { Criterion, QuantityKey, Range } from '../../knowledge/schema/criterion.ts';
import { DEFINITIONS } from '../../knowledge/red-flags/load.ts';
import type { Profile } from '../types.ts';
import type { Measurements } from './measurements.ts';

/** What criteria are tested against: the normalised profile and the vital signs in the text. */
export interface TriageFacts {
  profile: Profile;
  measurements: Measurements;
}

/** No vital signs: what the red-flag rules, which read the profile only, are tested with. */
export const NO_MEASUREMENTS: Measurements = {
  spo2: null,
  heartRate: null,
  respiratoryRate: null,
  systolicBp: null,
  painScore: null,
  burnAreaPercent: null,
};

function inRange(value: number | null, range: Range): boolean {
  if (value === null) return range.orNotGiven === true;
  const { min = -Infinity, max = Infinity, over = -Infinity, under = Infinity } = range;
  return value >= min && value <= max && value > over && value < under;
}

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

/** A pain finding: an id ending in `_pain`, or `headache`. */
const isPain = (id: string) => id.endsWith('_pain') || id === 'headache';

/**
 * Whether `criterion` holds. `assumed` is a finding taken as present (and reported) for this
 * test only (to ask "would this discriminator fire if the answer were yes?").
 */
export function holds(criterion: Criterion, facts: TriageFacts, assumed?: string): boolean {
  const { profile } = facts;
  const isPresent = (id: string) => id === assumed || profile.present.has(id);
  if (typeof criterion === 'string') return isPresent(criterion);
  if ('any' in criterion) return criterion.any.some((c) => holds(c, facts, assumed));
  if ('all' in criterion) return criterion.all.every((c) => holds(c, facts, assumed));
  if ('not' in criterion) return !holds(criterion.not, facts, assumed);
  if ('denied' in criterion) return profile.absent.has(criterion.denied);
  if ('reported' in criterion) {
    return criterion.reported === assumed || profile.reported.has(criterion.reported);
  }
  if ('lasted' in criterion) {
    const own = profile.durationDays.get(criterion.lasted);
    const lasted = criterion.own ? own : (own ?? profile.maxDurationDays);
    return isPresent(criterion.lasted) && lasted != null && lasted >= criterion.minDays;
  }
  if ('course' in criterion) return profile.course === criterion.course;
  if ('sex' in criterion) return profile.sex === 'other' || profile.sex === criterion.sex;
  if ('modifier' in criterion) {
    const wanted = [criterion.modifier].flat();
    const recorded = profile.modifiers.get(criterion.of);
    return isPresent(criterion.of) && wanted.some((m) => recorded?.has(m) ?? false);
  }
  if ('pain' in criterion) {
    if (criterion.pain === 'severe') {
      for (const [id, modifiers] of profile.modifiers) {
        if (isPain(id) && modifiers.has('severe')) return true;
      }
      return false;
    }
    return (assumed !== undefined && isPain(assumed)) || [...profile.present].some(isPain);
  }
  if ('ref' in criterion) {
    const definition = DEFINITIONS.get(criterion.ref);
    if (!definition) throw new Error(`criterion refers to an unknown definition: ${criterion.ref}`);
    return holds(definition.when, facts, assumed);
  }
  const [key, range] = Object.entries(criterion)[0] as [QuantityKey, Range];
  return inRange(QUANTITY_OF[key](facts), range);
}

/**
 * Every finding id a criterion names (for the knowledge tests and the review document). A `ref`
 * names none here: its definition's findings are its own.
 */
export function findingsOf(criterion: Criterion): string[] {
  if (typeof criterion === 'string') return [criterion];
  if ('any' in criterion) return criterion.any.flatMap(findingsOf);
  if ('all' in criterion) return criterion.all.flatMap(findingsOf);
  if ('not' in criterion) return findingsOf(criterion.not);
  if ('denied' in criterion) return [criterion.denied];
  if ('reported' in criterion) return [criterion.reported];
  if ('lasted' in criterion) return [criterion.lasted];
  if ('modifier' in criterion) return [criterion.of];
  return [];
}
