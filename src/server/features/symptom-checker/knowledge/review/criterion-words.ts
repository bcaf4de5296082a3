/**
 * A complaint-module criterion in plain words for the review document: finding labels instead
 * of ids, "any of" / "all of" lists, ranges with their units ("age 50 years or more", "SpO2 91 %
 * or less").
 */
import type { Criterion, QuantityKey } from '../complaint-modules/complaint-module.schema.ts';

/** What each quantity is called and its unit, as the review document writes a range. */
const UNITS: Record<QuantityKey, readonly [string, string]> = {
  ageYears: ['age', 'years'],
  ageMonths: ['age', 'months'],
  temperatureC: ['temperature', '°C'],
  gestationWeeks: ['pregnancy', 'weeks'],
  durationDays: ['lasting', 'days'],
  spo2: ['oxygen saturation', '%'],
  heartRate: ['heart rate', 'beats a minute'],
  respiratoryRate: ['breathing rate', 'breaths a minute'],
  systolicBp: ['systolic blood pressure', 'mmHg'],
  painScore: ['pain score', 'out of 10'],
  burnAreaPercent: ['burn area', '% of the body'],
};

function rangeWords(key: QuantityKey, { min, max }: { min?: number; max?: number }) {
  const [what, unit] = UNITS[key];
  if (min !== undefined && max !== undefined) return `${what} ${min}–${max} ${unit}`;
  return min !== undefined ? `${what} ${min} ${unit} or more` : `${what} ${max} ${unit} or less`;
}

/** `criterion` in words; `labelOf` names a finding id (the vocabulary's label). */
export function criterionWords(criterion: Criterion, labelOf: (id: string) => string): string {
  const words = (c: Criterion) => criterionWords(c, labelOf);
  if (typeof criterion === 'string') return labelOf(criterion);
  if ('any' in criterion) return `any of (${criterion.any.map(words).join('; ')})`;
  if ('all' in criterion) return `all of (${criterion.all.map(words).join('; ')})`;
  if ('not' in criterion) return `not ${words(criterion.not)}`;
  if ('denied' in criterion) return `denies ${labelOf(criterion.denied)}`;
  if ('sex' in criterion) return criterion.sex;
  if ('modifier' in criterion)
    return `${labelOf(criterion.of)}, ${criterion.modifier.replace('_', '-')}`;
  const [key, range] = Object.entries(criterion)[0] as [
    keyof typeof UNITS,
    { min?: number; max?: number },
  ];
  return rangeWords(key, range);
}
