/**
 * A criterion (the language of `knowledge/schema/criterion.ts`) in plain words for the review
 * document: finding labels instead of ids, "any of" / "all of" lists, ranges with their units
 * ("age 50 years or more", "SpO2 91 % or less"), and named definitions by name ("definition
 * *chest infection pattern*", listed with the red-flag rules).
 */
import type { Criterion, QuantityKey, Range } from '../schema/criterion.ts';

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

function rangeWords(key: QuantityKey, { min, max, over, under, orNotGiven }: Range): string {
  const [what, unit] = UNITS[key];
  const low =
    min !== undefined ? `${min} or more` : over !== undefined ? `over ${over}` : undefined;
  const high =
    max !== undefined ? `${max} or less` : under !== undefined ? `under ${under}` : undefined;
  let words: string;
  if (min !== undefined && max !== undefined) words = `${what} ${min}–${max} ${unit}`;
  else if (low !== undefined && high !== undefined) words = `${what} ${low} and ${high} ${unit}`;
  else if (min !== undefined) words = `${what} ${min} ${unit} or more`;
  else if (max !== undefined) words = `${what} ${max} ${unit} or less`;
  else words = `${what} ${low ?? high} ${unit}`; // over or under alone
  return orNotGiven ? `${words} (or not given)` : words;
}

/** A definition's name in words: `chest_infection_pattern` → "chest infection pattern". */
export const definitionName = (id: string): string => id.replace(/_/g, ' ');

/** `criterion` in words; `labelOf` names a finding id (the vocabulary's label). */
export function criterionWords(criterion: Criterion, labelOf: (id: string) => string): string {
  const words = (c: Criterion) => criterionWords(c, labelOf);
  if (typeof criterion === 'string') return labelOf(criterion);
  if ('any' in criterion) return `any of (${criterion.any.map(words).join('; ')})`;
  if ('all' in criterion) return `all of (${criterion.all.map(words).join('; ')})`;
  if ('not' in criterion) return `not ${words(criterion.not)}`;
  if ('denied' in criterion) return `denies ${labelOf(criterion.denied)}`;
  if ('reported' in criterion) return `${labelOf(criterion.reported)} (named itself)`;
  if ('lasted' in criterion) {
    const own = criterion.own ? ' (its own duration)' : '';
    return `${labelOf(criterion.lasted)} for ${criterion.minDays} days or more${own}`;
  }
  if ('course' in criterion) return `${criterion.course} course`;
  if ('sex' in criterion) return criterion.sex;
  if ('modifier' in criterion) {
    const modifiers = [criterion.modifier].flat().map((m) => m.replace('_', '-'));
    return `${labelOf(criterion.of)}, ${modifiers.join(' or ')}`;
  }
  if ('pain' in criterion) return criterion.pain === 'severe' ? 'any pain, severe' : 'any pain';
  if ('ref' in criterion) return `definition *${definitionName(criterion.ref)}*`;
  const [key, range] = Object.entries(criterion)[0] as [QuantityKey, Range];
  return rangeWords(key, range);
}
