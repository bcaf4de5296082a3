/**
 * P(finding | condition) for the probabilistic differential, derived from the knowledge base's
 * weights (`knowledge/conditions/*.json`, 0.5–8) and raised where DDXPlus lists the finding for
 * the condition (`knowledge/differential/ddxplus.json`). All values are probabilities in 0–1.
 */
import { DDXPLUS_FILE, DDXPLUS_LISTED } from '../../knowledge/differential/load-ddxplus.ts';
import type { Condition } from '../../knowledge/schema/condition.ts';
import { ancestorsOf, FINDINGS } from '../lexicon/vocabulary.ts';
import type { Course, FindingKind } from '../types.ts';

/**
 * Monotone weight → probability anchors `[weight, P]`, joined by straight lines: an unspecific
 * symptom (weight 1) is present in about 1 in 5 people with the condition, a typical one (3) in
 * half, a hallmark (5) in three quarters, the defining feature (8) in nine in ten.
 */
const WEIGHT_ANCHORS: readonly (readonly [number, number])[] = [
  [0.5, 0.1],
  [1, 0.2],
  [3, 0.5],
  [5, 0.75],
  [8, 0.9],
];

/**
 * Leak: P(finding | condition) for a finding the condition does not list — something else the
 * person happens to have. History (smoking, diabetes, medicines) is common in everyone, so leaks
 * more than a symptom.
 */
export const LEAK: Readonly<Record<FindingKind, number>> = { symptom: 0.02, history: 0.1 };

/** Share of a listed finding's probability given to a more specific child the condition omits. */
const CHILD_SHARE = 0.3;

/** Likelihood of a course (acute or chronic) the condition does not take. */
const COURSE_MISMATCH = 0.2;

/** P(finding | condition) for a finding of weight `weight` (clamped to the anchors' range). */
export function probabilityOfWeight(weight: number): number {
  const [first] = WEIGHT_ANCHORS;
  if (!first || weight <= first[0]) return first?.[1] ?? 0;
  for (let i = 1; i < WEIGHT_ANCHORS.length; i++) {
    const [w0, p0] = WEIGHT_ANCHORS[i - 1] ?? first;
    const [w1, p1] = WEIGHT_ANCHORS[i] ?? first;
    if (weight <= w1) return p0 + ((p1 - p0) * (weight - w0)) / (w1 - w0);
  }
  return WEIGHT_ANCHORS.at(-1)?.[1] ?? 0;
}

const impliedCache = new WeakMap<Condition, ReadonlyMap<string, number>>();

/**
 * Finding id → probability from the condition's own weights, for every finding it lists and every
 * finding those imply (a listed `chest_pressure` implies `chest_pain`): the best weight among them.
 */
function impliedProbabilities(condition: Condition): ReadonlyMap<string, number> {
  const cached = impliedCache.get(condition);
  if (cached) return cached;
  const implied = new Map<string, number>();
  for (const [id, weight] of Object.entries(condition.findings)) {
    const p = probabilityOfWeight(weight);
    for (const target of [id, ...ancestorsOf(id)]) {
      implied.set(target, Math.max(implied.get(target) ?? 0, p));
    }
  }
  impliedCache.set(condition, implied);
  return implied;
}

/**
 * P(finding | condition): from the weight when the condition lists the finding or something that
 * implies it (`chest_pressure` implies `chest_pain`); else a share of the nearest listed
 * ancestor's (`rlq_pain` under a listed `abdominal_pain`); else the leak. Never below the DDXPlus
 * floor when DDXPlus lists the finding for the condition.
 */
export function findingLikelihood(condition: Condition, findingId: string): number {
  const kind = FINDINGS.get(findingId)?.kind ?? 'symptom';
  const implied = impliedProbabilities(condition);
  const ancestor = ancestorsOf(findingId).find((id) => id in condition.findings);
  const derived =
    implied.get(findingId) ??
    (ancestor === undefined ? 0 : CHILD_SHARE * (implied.get(ancestor) ?? 0));
  const floor = DDXPLUS_LISTED.get(condition.id)?.has(findingId)
    ? DDXPLUS_FILE.listedProbability
    : 0;
  return Math.max(derived, floor, LEAK[kind]);
}

/** Likelihood of the story's course for the condition: 1, or less when it takes the other. */
export function courseLikelihood(condition: Condition, course: Course | null): number {
  const isMismatch =
    (condition.course === 'acute' && course === 'chronic') ||
    (condition.course === 'chronic' && course === 'acute');
  return isMismatch ? COURSE_MISMATCH : 1;
}
