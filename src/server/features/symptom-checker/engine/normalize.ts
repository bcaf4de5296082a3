/**
 * Normalisation: free-text symptoms, conditions and medicines → a `Profile` of standard
 * findings (see `clause.ts` for how one entry is read). Findings that cannot apply to the
 * person are dropped; a reported finding implies its parents; a few findings are derived from
 * combinations (a sudden headache is a thunderclap headache; a cough over 3 weeks persists).
 */
import type { AnalyzeSymptomsInput } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { type Mention, mentionsOf } from './clause.ts';
import { MISREAD_IN_BURN_STORY } from './lexicon/burn-reader.ts';
import { patternFindingsOf } from './lexicon/patterns.ts';
import { readerFindingsOf } from './lexicon/readers.ts';
import { ancestorsOf, FINDINGS } from './lexicon/vocabulary.ts';
import {
  parseDurationDays,
  parseGestationWeeks,
  parseInfantAgeMonths,
  parseTemperatureC,
} from './text/quantities.ts';
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
 * dropped. A finding both reported and denied counts as present (the safer reading). The
 * course is read from how long symptoms have lasted ("diabetic for 20 years" does not make an
 * illness chronic); a duration in a symptom entry of its own ("for 3 days") counts for all.
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
    ageMonths: null,
    gestationWeeks: null,
  };
  const denied = new Set<string>();
  /** Durations given in a symptom entry of their own ("for 3 days") apply to the whole story. */
  const storyDurations: number[] = [];
  for (const text of texts) {
    const normalised = normaliseText(text);
    const temperatureC = parseTemperatureC(normalised);
    if (temperatureC !== null)
      profile.temperatureC = Math.max(profile.temperatureC ?? 0, temperatureC);
    readStages(profile, normalised);
    const entryDays = parseDurationDays(normalised);
    const mentions = [
      ...mentionsOf(text),
      ...patternFindingsOf(normalised).map((m) => ({
        ...m,
        modifiers: [],
        durationDays: entryDays,
      })),
    ];
    // An entry with no finding dates the whole story ("for 3 days"); one that names someone
    // else's illness ("her brother had chickenpox 2 weeks ago") has a finding and does not.
    const storyDays = mentions.length === 0 ? parseDurationDays(normalised) : null;
    if (storyDays !== null && input.symptoms.includes(text)) storyDurations.push(storyDays);
    for (const mention of mentions) {
      if (!appliesTo(mention.id, age, sex)) continue;
      if (mention.isNegated) {
        denied.add(mention.id);
        continue;
      }
      addPresent(profile, mention);
    }
  }
  // Structured readers over the whole story (injury, skin, stroke signs, migraine, sciatica).
  for (const finding of readerFindingsOf(texts.map(normaliseText))) {
    if (!appliesTo(finding.id, age, sex)) continue;
    if (finding.isNegated) denied.add(finding.id);
    else addPresent(profile, { ...finding, modifiers: [], durationDays: null });
  }
  deriveFindings(profile);
  for (const id of denied) if (!profile.present.has(id)) profile.absent.add(id);
  const symptomDurations = [...profile.durationDays]
    .filter(([id]) => FINDINGS.get(id)?.kind === 'symptom')
    .map(([, days]) => days);
  const durations = [...symptomDurations, ...storyDurations];
  profile.maxDurationDays = durations.length > 0 ? Math.max(...durations) : null;
  profile.course = courseOf(profile.maxDurationDays);
  return profile;
}

/**
 * A baby's age in months (only when the age field says under 2) and weeks of pregnancy (only
 * for someone who can be pregnant), when the text names them.
 */
function readStages(profile: Profile, normalised: string): void {
  const months = profile.age <= 1 ? parseInfantAgeMonths(normalised) : null;
  if (months !== null) profile.ageMonths = Math.min(profile.ageMonths ?? months, months);
  const weeks = appliesTo('pregnant', profile.age, profile.sex)
    ? parseGestationWeeks(normalised)
    : null;
  if (weeks !== null) profile.gestationWeeks = Math.max(profile.gestationWeeks ?? 0, weeks);
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
 * over 3 weeks (persistent), a rash or blisters on one side only (shingles pattern), dizziness
 * brought on by moving the head (positional vertigo). Pregnancy-only findings are dropped when
 * no pregnancy is reported; in a reported pregnancy, bleeding named without a place is read as
 * vaginal bleeding.
 */
function deriveFindings(profile: Profile): void {
  // "It's agony now" said on its own makes the pains of the story severe (the marker stays, for
  // a pain with no place named, such as a sickle cell crisis).
  if (profile.present.has('story_severe_pain')) {
    for (const id of profile.present) {
      if (id.endsWith('_pain'))
        profile.modifiers.set(id, new Set([...modifiersOf(profile, id), 'severe']));
    }
  }
  const headache = profile.modifiers.get('headache');
  const isWorstHeadache = headache !== undefined && profile.present.has('worst_ever');
  if (headache && (headache.has('sudden') || headache.has('worst') || isWorstHeadache)) {
    addPresent(profile, derived('thunderclap_headache', headache));
  }
  if ((profile.durationDays.get('cough') ?? 0) >= 21) {
    addPresent(profile, derived('persistent_cough'));
  }
  const hearing = profile.modifiers.get('hearing_loss');
  if (hearing?.has('sudden')) addPresent(profile, derived('sudden_hearing_loss', hearing));
  // A bite from an animal or a person is not an insect bite (NHS "Animal and human bites").
  if (profile.present.has('animal_bite')) dropFinding(profile, 'insect_bite');
  const isOneSided = ['rash', 'blisters'].some((id) => profile.modifiers.get(id)?.has('one_sided'));
  if (isOneSided) addPresent(profile, derived('one_sided_blistering_rash'));
  const isDizzy = profile.present.has('vertigo') || profile.present.has('dizziness');
  if (isDizzy && profile.present.has('head_position_trigger')) {
    addPresent(profile, derived('positional_vertigo'));
  }
  // Blurring that clears on blinking or wiping is discharge or tears, not a loss of sight.
  if (profile.present.has('vision_clears_on_blinking')) {
    for (const id of ['vision_loss', 'blurred_vision']) dropFinding(profile, id);
  }
  // "Big toe joint throbbing" + "red, swollen and hot": a hot, red joint (NHS "Gout").
  const hasJointPain = hasAnyPresent(profile, 'joint_pain', 'big_toe_pain');
  if (hasJointPain && profile.present.has('red_hot_swollen_unsited')) {
    addPresent(profile, derived('hot_red_joint'));
  }
  dropFinding(profile, 'red_hot_swollen_unsited');
  // In a burn story the burnt part is not a pain there, and a cold tap is first aid.
  if (profile.present.has('skin_burn_story')) {
    for (const id of MISREAD_IN_BURN_STORY) dropFinding(profile, id);
    dropFinding(profile, 'skin_burn_story');
  }
  // Cramps named only in the legs are muscle cramps, not tummy cramps (NHS "Leg cramps").
  if (profile.present.has('cramp_not_abdominal')) {
    const isOtherwiseAbdominal = [...profile.reported].some(
      (id) => id !== 'abdominal_pain' && ancestorsOf(id).includes('abdominal_pain'),
    );
    if (!isOtherwiseAbdominal) dropFinding(profile, 'abdominal_pain');
    dropFinding(profile, 'cramp_not_abdominal');
  }

  // Pain low in the tummy that comes with the period is period pain, and a period now is not a
  // missed one (NHS "Period pain").
  if (profile.present.has('period_now')) {
    if (profile.present.has('abdominal_pain')) addPresent(profile, derived('painful_periods'));
    if (!profile.reported.has('missed_period')) profile.absent.add('missed_period');
  }
  // Chest pain that hurts when the chest is pressed is chest-wall pain (NHS "Chest pain").
  if (profile.present.has('tender_on_pressing') && profile.present.has('chest_pain')) {
    addPresent(profile, derived('chest_wall_tenderness'));
  }
  // Speech cut short by breathlessness is not a stroke's speech problem (NHS "Asthma attack").
  const hasStrokeSign = hasAnyPresent(profile, 'facial_droop', 'arm_weakness');
  if (profile.present.has('severe_dyspnoea') && !hasStrokeSign)
    dropFinding(profile, 'speech_problem');
  const isPregnant = profile.present.has('pregnant');
  if (!isPregnant) for (const id of PREGNANCY_ONLY) dropFinding(profile, id);
  // In early pregnancy, pain on one side with no place named is low tummy pain (NHS "Ectopic
  // pregnancy": pain low down on one side).
  if (isPregnant && profile.present.has('one_sided_pain_unsited')) {
    if (!profile.present.has('abdominal_pain')) {
      addPresent(profile, derived('lower_abdominal_pain'));
    }
  }
  dropFinding(profile, 'one_sided_pain_unsited');
  // Vomited blood is not blood in the poo unless the poo is named (NHS "Vomiting blood").
  if (profile.reported.has('haematemesis') && !profile.reported.has('black_stool')) {
    dropFinding(profile, 'bloody_stool');
  }
  // In a pregnancy, heavy bleeding with clots is bleeding from the womb, not a heavy period.
  if (isPregnant && hasAnyPresent(profile, 'heavy_periods', 'severe_bleeding')) {
    dropFinding(profile, 'heavy_periods');
    if (!hasAnyPresent(profile, ...LOCATED_BLEEDING)) {
      addPresent(profile, derived('unlocated_bleeding'));
    }
  }
  if (
    (isPregnant || profile.present.has('postpartum')) &&
    profile.present.has('unlocated_bleeding') &&
    !hasAnyPresent(profile, ...LOCATED_BLEEDING)
  ) {
    addPresent(profile, derived('vaginal_bleeding', modifiersOf(profile, 'unlocated_bleeding')));
  }
  dropFinding(profile, 'unlocated_bleeding');
}

/** Bleeding findings that say where the blood comes from. */
const LOCATED_BLEEDING = [
  'vaginal_bleeding',
  'bloody_stool',
  'black_stool',
  'haematuria',
  'nosebleed',
  'haemoptysis',
  'haematemesis',
  'wound',
];

/** Findings that only mean something in a pregnancy the person reports ("bump feels hard"). */
const PREGNANCY_ONLY = ['reduced_fetal_movements', 'tense_uterus'];

/** True when any of the findings is present (the red-flag layer's `hasAny`, for normalisation). */
const hasAnyPresent = (profile: Profile, ...ids: readonly string[]) =>
  ids.some((id) => profile.present.has(id));

function dropFinding(profile: Profile, id: string): void {
  profile.present.delete(id);
  profile.reported.delete(id);
  profile.modifiers.delete(id);
  profile.durationDays.delete(id);
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
