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

/** A criterion turned into a function of the facts and the assumed finding. */
type Test = (facts: TriageFacts, assumed: string | undefined) => boolean;

/** Compiled criteria, so each data object is turned into a function once. */
const COMPILED = new WeakMap<object, Test>();

/** `criterion` as a function (cached for object criteria). */
function compiled(criterion: Criterion): Test {
  if (typeof criterion === 'string') {
    return ({ profile }, assumed) => criterion === assumed || profile.present.has(criterion);
  }
  let test = COMPILED.get(criterion);
  if (!test) {
    test = compile(criterion);
    COMPILED.set(criterion, test);
  }
  return test;
}

function compile(criterion: Exclude<Criterion, string>): Test {
  if ('any' in criterion) {
    const parts = criterion.any.map(compiled);
    return (facts, assumed) => parts.some((part) => part(facts, assumed));
  }
  if ('all' in criterion) {
    const parts = criterion.all.map(compiled);
    return (facts, assumed) => parts.every((part) => part(facts, assumed));
  }
  if ('not' in criterion) {
    const part = compiled(criterion.not);
    return (facts, assumed) => !part(facts, assumed);
  }
  if ('denied' in criterion) {
    const { denied } = criterion;
    return ({ profile }) => profile.absent.has(denied);
  }
  if ('reported' in criterion) {
    const { reported } = criterion;
    return ({ profile }, assumed) => reported === assumed || profile.reported.has(reported);
  }
  if ('lasted' in criterion) {
    const { lasted: id, minDays, own } = criterion;
    return ({ profile }, assumed) => {
      const days = profile.durationDays.get(id);
      const lasted = own ? days : (days ?? profile.maxDurationDays);
      return (id === assumed || profile.present.has(id)) && lasted != null && lasted >= minDays;
    };
  }
  if ('course' in criterion) {
    const { course } = criterion;
    return ({ profile }) => profile.course === course;
  }
  if ('sex' in criterion) {
    const { sex } = criterion;
    return ({ profile }) => profile.sex === 'other' || profile.sex === sex;
  }
  if ('modifier' in criterion) {
    const { of } = criterion;
    const wanted = [criterion.modifier].flat();
    return ({ profile }, assumed) => {
      if (of !== assumed && !profile.present.has(of)) return false;
      const recorded = profile.modifiers.get(of);
      return recorded !== undefined && wanted.some((m) => recorded.has(m));
    };
  }
  if ('pain' in criterion) {
    if (criterion.pain === 'severe') {
      return ({ profile }) => {
        for (const [id, modifiers] of profile.modifiers) {
          if (isPain(id) && modifiers.has('severe')) return true;
        }
        return false;
      };
    }
    return ({ profile }, assumed) => {
      if (assumed !== undefined && isPain(assumed)) return true;
      for (const id of profile.present) if (isPain(id)) return true;
      return false;
    };
  }
  if ('ref' in criterion) {
    const definition = DEFINITIONS.get(criterion.ref);
    if (!definition) throw new Error(`criterion refers to an unknown definition: ${criterion.ref}`);
    return compiled(definition.when);
  }
  const [key, range] = Object.entries(criterion)[0] as [QuantityKey, Range];
  const quantityOf = QUANTITY_OF[key];
  return (facts) => inRange(quantityOf(facts), range);
}

/**
 * Whether `criterion` holds. `assumed` is a finding taken as present (and reported) for this
 * test only (to ask "would this discriminator fire if the answer were yes?").
 */
export function holds(criterion: Criterion, facts: TriageFacts, assumed?: string): boolean {
  return compiled(criterion)(facts, assumed);
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
