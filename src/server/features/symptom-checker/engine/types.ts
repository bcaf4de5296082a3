/**
 * Internal shapes of the offline engine: the vocabulary of findings and the normalised patient
 * profile every later stage (red flags, matcher) reads.
 */
import type { Gender } from '#shared/symptom-checker/symptom-checker.schemas.ts';

/** What a finding describes: a symptom or sign, or history and context that change risk. */
export type FindingKind = 'symptom' | 'history';

/**
 * One entry of the findings vocabulary. `terms` are lay and clinical phrases matched after
 * the same tokenising as the input (fillers dropped, light stemming, spelling correction);
 * they may be empty when a body-site composition produces the finding ("knee" + "swollen").
 * A present finding implies its `parents` (e.g. `rlq_pain` → `abdominal_pain`).
 * `sex` and `ages` gate a finding to people it can apply to (years, inclusive).
 */
export interface FindingDef {
  id: string;
  label: string;
  kind: FindingKind;
  terms: string[];
  parents?: string[];
  sex?: 'male' | 'female';
  ages?: [number, number];
}

/** Words that qualify a finding named in the same clause. */
export type Modifier =
  'severe' | 'sudden' | 'worst' | 'mild' | 'worsening' | 'constant' | 'one_sided';

/** Duration class: acute < 14 days, subacute 14–42 days, chronic > 42 days. */
export type Course = 'acute' | 'subacute' | 'chronic';

/**
 * The normalised input. `present` holds every finding reported (and its parents), `absent`
 * those explicitly denied ("no fever"); a denied finding is never also present.
 * `reported` is the subset of `present` named directly (no implied parents), used to count
 * what a condition leaves unexplained. Durations are in days, temperatures in °C.
 */
export interface Profile {
  age: number;
  sex: Gender;
  present: Set<string>;
  reported: Set<string>;
  absent: Set<string>;
  modifiers: Map<string, Set<Modifier>>;
  durationDays: Map<string, number>;
  maxDurationDays: number | null;
  course: Course | null;
  temperatureC: number | null;
  /** A baby's age in months when the text gives it ("6 week old" → 1.4); the age field is in years. */
  ageMonths: number | null;
  /** Weeks of pregnancy when the text gives them ("34 weeks pregnant"). */
  gestationWeeks: number | null;
}
