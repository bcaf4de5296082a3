/**
 * The development cases the emergency threshold is set on, as profiles: every in-house set of
 * `test-data/symptom-checker/` except the held-out vignettes, and the ESI handbook shared set
 * (`esi-handbook-cases.json` in the shared sets folder, read at run time, never copied here) when
 * it is present. An emergency is a case whose gold triage is 'emergency'.
 */
import { wizardInput } from '../../eval/eval-cases.ts';
import { type InHouseCase, inHouseSetNames, loadInHouseSet } from '../../eval/in-house-sets.ts';
import { loadSharedSets, type SharedVignette } from '../../eval/shared-sets.ts';
import { CONDITIONS } from '../../knowledge/load-conditions.ts';
import type { Condition } from '../../knowledge/schema/condition.ts';
import { normalizeInput } from '../normalize.ts';
import type { Profile } from '../types.ts';

/**
 * One development case: its set's name, its profile, whether its gold triage is emergency, and
 * whether its gold diagnosis names only emergency conditions of the knowledge base (an emergency
 * the differential can see as such, not the severe form of an urgent or routine condition).
 */
export interface DevelopmentCase {
  set: string;
  profile: Profile;
  isEmergency: boolean;
  isEmergencyDiagnosis: boolean;
}

/** The in-house set never used for development. */
const HELD_OUT_SET = 'vignettes.heldout';

/** The shared set used for development (file name without `.json`). */
export const ESI_SET = 'esi-handbook-cases';

/** At least one condition, and all of them emergencies. */
const allEmergencies = (conditions: readonly Condition[]): boolean =>
  conditions.length > 0 && conditions.every((c) => c.urgency === 'emergency');

/** An in-house case's diagnosis: its knowledge-base condition, else those sharing its ICD-10. */
function diagnosisConditions(c: InHouseCase): Condition[] {
  if (c.conditionId) return CONDITIONS.filter((condition) => condition.id === c.conditionId);
  const codes = new Set(c.icd10 ?? []);
  return CONDITIONS.filter((condition) => condition.icd10.some((code) => codes.has(code)));
}

/** A shared vignette's diagnosis: the conditions whose name its `match` expression matches. */
function matchedConditions(vignette: SharedVignette): Condition[] {
  if (vignette.match === null) return [];
  const match = new RegExp(vignette.match, 'i');
  return CONDITIONS.filter((condition) => match.test(condition.name));
}

/** Every in-house development case (all sets but the held-out vignettes). */
export function inHouseDevelopmentCases(): DevelopmentCase[] {
  return inHouseSetNames()
    .filter((name) => name !== HELD_OUT_SET)
    .map((name) => ({ name, set: loadInHouseSet(name) }))
    .filter(({ set }) => !set.heldOut)
    .flatMap(({ name, set }) =>
      set.cases.map((c) => ({
        set: name,
        profile: normalizeInput(c.input),
        isEmergency: c.triage === 'emergency',
        isEmergencyDiagnosis: c.triage === 'emergency' && allEmergencies(diagnosisConditions(c)),
      })),
    );
}

/**
 * The ESI handbook cases with a gold level, given as the wizard would (`eval-cases.ts`
 * `wizardInput`: age rounded and clamped to 1–150, sex male/female else other, history as one
 * existing condition); [] when the file is not in `dir`, the shared sets folder
 * (`eval/data-dirs.ts` `sharedSetsDir`).
 */
export function esiDevelopmentCases(dir: string): DevelopmentCase[] {
  const esi = loadSharedSets(dir).find((set) => set.name === ESI_SET);
  return (esi?.vignettes ?? [])
    .filter((vignette) => vignette.gold_triage !== null)
    .map((vignette) => ({
      set: ESI_SET,
      profile: normalizeInput(wizardInput(vignette)),
      isEmergency: vignette.gold_triage === 'emergency',
      isEmergencyDiagnosis:
        vignette.gold_triage === 'emergency' && allEmergencies(matchedConditions(vignette)),
    }));
}
