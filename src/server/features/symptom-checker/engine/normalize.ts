/**
 * Normalisation: free-text symptoms, conditions and medicines → a `Profile` of standard
 * findings (see `clause.ts` for how one entry is read). Findings that cannot apply to the
 * person are dropped; a reported finding implies its parents; a few findings are derived from
 * combinations (a sudden headache is a thunderclap headache; a cough over 3 weeks persists).
 */
import type { AnalyzeSymptomsInput } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { type Mention, mentionsOf } from './clause.ts';
import { ancestorsOf, FINDINGS } from './lexicon/vocabulary.ts';
import { parseTemperatureC } from './text/quantities.ts';
import { normaliseText } from './text/tokenize.ts';
import type { Course, Modifier, Profile } from './types.ts';

function courseOf(days: number | null): Course | null {
  if (days === null) return null;
  if (days < 14) return 'acute';
  return days <= 42 ? 'subacute' : 'chronic';
}

function appliesTo(id: string, age: number, sex: Profile['sex']): boolean {
  const def = FINDINGS.get(id);
  if (!def) return false;
  if (def.sex && sex !== 'other' && def.sex !== sex) return false;
  return !def.ages || (age >= def.ages[0] && age <= def.ages[1]);
}

/**
 * Builds the profile of one analysis input (SPEC §3 fields; age in whole years). Findings that
 * cannot apply (testicular pain for a female, pregnancy for a male or a child under 10) are
 * dropped. A finding both reported and denied counts as present (the safer reading).
 */
export function normalizeInput(input: AnalyzeSymptomsInput): Profile {
  const { age } = input;
  const sex = input.gender ?? 'male';
  const texts = [
    ...input.symptoms,
    ...(input.existingConditions ?? []),
    ...(input.medications ?? []),
  ];
  const profile: Profile = {
    age,
    sex,
    present: new Set(),
    reported: new Set(),
    absent: new Set(),
    modifiers: new Map(),
    durationDays: new Map(),
    maxDurationDays: null,
    course: null,
    temperatureC: null,
  };
  const denied = new Set<string>();
  for (const text of texts) {
    const temperatureC = parseTemperatureC(normaliseText(text));
    if (temperatureC !== null)
      profile.temperatureC = Math.max(profile.temperatureC ?? 0, temperatureC);
    for (const mention of mentionsOf(text)) {
      if (!appliesTo(mention.id, age, sex)) continue;
      if (mention.isNegated) {
        denied.add(mention.id);
        continue;
      }
      addPresent(profile, mention);
    }
  }
  deriveFindings(profile);
  for (const id of denied) if (!profile.present.has(id)) profile.absent.add(id);
  const durations = [...profile.durationDays.values()];
  profile.maxDurationDays = durations.length > 0 ? Math.max(...durations) : null;
  profile.course = courseOf(profile.maxDurationDays);
  return profile;
}

function addPresent(profile: Profile, mention: Mention): void {
  profile.reported.add(mention.id);
  for (const id of [mention.id, ...ancestorsOf(mention.id)]) {
    profile.present.add(id);
    const modifiers = profile.modifiers.get(id) ?? new Set<Modifier>();
    for (const modifier of mention.modifiers) modifiers.add(modifier);
    profile.modifiers.set(id, modifiers);
    if (mention.durationDays !== null) {
      profile.durationDays.set(
        id,
        Math.max(profile.durationDays.get(id) ?? 0, mention.durationDays),
      );
    }
  }
}

const derived = (id: string, modifiers: Iterable<Modifier> = []): Mention => ({
  id,
  isNegated: false,
  modifiers: [...modifiers],
  durationDays: null,
});

/**
 * Findings read from combinations: a sudden or "worst ever" headache (thunderclap), a cough
 * over 3 weeks (persistent), a rash or blisters on one side only (shingles pattern).
 */
function deriveFindings(profile: Profile): void {
  const headache = profile.modifiers.get('headache');
  if (headache && (headache.has('sudden') || headache.has('worst'))) {
    addPresent(profile, derived('thunderclap_headache', headache));
  }
  if ((profile.durationDays.get('cough') ?? 0) >= 21) {
    addPresent(profile, derived('persistent_cough'));
  }
  const isOneSided = ['rash', 'blisters'].some((id) => profile.modifiers.get(id)?.has('one_sided'));
  if (isOneSided) addPresent(profile, derived('one_sided_blistering_rash'));
}

/** Modifiers recorded for a present finding (empty when none or absent). */
export function modifiersOf(profile: Profile, id: string): ReadonlySet<Modifier> {
  return profile.modifiers.get(id) ?? new Set();
}

/** Days a finding has lasted: its own duration, else the longest duration reported. */
export function durationOf(profile: Profile, id: string): number | null {
  return profile.durationDays.get(id) ?? profile.maxDurationDays;
}

/** True when at least one symptom (not only history) was recognised in the input. */
export function hasRecognisedSymptoms(profile: Profile): boolean {
  for (const id of profile.reported) if (FINDINGS.get(id)?.kind === 'symptom') return true;
  for (const id of profile.absent) if (FINDINGS.get(id)?.kind === 'symptom') return true;
  return false;
}
