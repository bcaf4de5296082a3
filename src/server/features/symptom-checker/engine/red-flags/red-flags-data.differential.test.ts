/**
 * Differential test of the move of the red-flag rules from TypeScript to data (issue #11): for
 * every case of the in-house and shared sets (and their paraphrases), and for random profiles
 * over the findings the rules name, each old TypeScript rule and its JSON criterion must agree.
 * Kept only while both exist; the TypeScript rules are deleted once it passes.
 */
import { describe, expect, it } from 'vitest';
import type { AnalyzeSymptomsInput } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { inHouseEvalSet, sharedEvalSet } from '../../eval/eval-cases.ts';
import { sharedSetsDir } from '../../eval/data-dirs.ts';
import { inHouseSetNames, loadInHouseSet } from '../../eval/in-house-sets.ts';
import { paraphrases } from '../../eval/paraphrases.ts';
import { loadSharedSets } from '../../eval/shared-sets.ts';
import { DEFINITIONS, RED_FLAG_RULES as DATA_RULES } from '../../knowledge/red-flags/load.ts';
import { findingsOf, holds, NO_MEASUREMENTS } from '../triage/criteria.ts';
import { applyFollowUpAnswers } from '../triage/follow-up.ts';
import { normalizeInput } from '../normalize.ts';
import type { Course, Modifier, Profile } from '../types.ts';
import { EMERGENCY_RULES } from './emergency-rules.ts';
import { EMERGENCY_READER_RULES, URGENT_READER_RULES } from './reader-rules.ts';
import { EMERGENCY_SAFETY_NETS, URGENT_SAFETY_NETS } from './safety-net-rules.ts';
import { URGENT_RULES } from './urgent-rules.ts';

const OLD_RULES = [
  ...EMERGENCY_RULES,
  ...EMERGENCY_SAFETY_NETS,
  ...EMERGENCY_READER_RULES,
  ...URGENT_RULES,
  ...URGENT_SAFETY_NETS,
  ...URGENT_READER_RULES,
];

function allInputs(): AnalyzeSymptomsInput[] {
  const sets = [
    ...inHouseSetNames().map((name) => inHouseEvalSet(name, loadInHouseSet(name))),
    ...loadSharedSets(sharedSetsDir(process.env.SYMPTOM_EVAL_DIR)).map(sharedEvalSet),
  ];
  const inputs: AnalyzeSymptomsInput[] = [];
  for (const set of sets) {
    for (const c of set.cases) {
      inputs.push(c.input);
      for (const p of paraphrases(c.input.symptoms)) inputs.push({ ...c.input, symptoms: p.chips });
    }
  }
  return inputs;
}

/** Differences between old and new rules for one profile, as "rule: old → new". */
function differences(profile: Profile): string[] {
  const facts = { profile, measurements: NO_MEASUREMENTS };
  const out: string[] = [];
  OLD_RULES.forEach((rule, i) => {
    const data = DATA_RULES[i]!;
    const old = rule.test(profile);
    const now = holds(data.when, facts);
    if (old !== now) out.push(`${rule.id}: ${old} → ${now}`);
  });
  return out;
}

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('red-flag rules as data', () => {
  it('keeps the rules, their order, levels and sources', () => {
    expect(DATA_RULES.map((r) => [r.id, r.urgency, r.source])).toEqual(
      OLD_RULES.map((r) => [r.id, r.urgency, r.source]),
    );
  });

  it('decides as the TypeScript rules did for every case of every set and its paraphrases', () => {
    const inputs = allInputs();
    const diffs: string[] = [];
    for (const input of inputs) {
      const profile = normalizeInput(input);
      applyFollowUpAnswers(profile, []);
      for (const d of differences(profile)) diffs.push(`${input.symptoms.join(' / ')}: ${d}`);
    }
    console.log(
      `differential (cases): ${inputs.length} profiles × ${OLD_RULES.length} rules = ${inputs.length * OLD_RULES.length} comparisons, ${diffs.length} differences`,
    );
    expect(diffs.slice(0, 20)).toEqual([]);
  }, 600_000);

  it('decides as the TypeScript rules did for random profiles over the findings they name', () => {
    const named = new Set([
      ...DATA_RULES.flatMap((r) => findingsOf(r.when)),
      ...[...DEFINITIONS.values()].flatMap((d) => findingsOf(d.when)),
      'worst_ever',
      'knee_pain',
      'headache',
    ]);
    const ids = [...named];
    const modifiers: Modifier[] = [
      'severe',
      'sudden',
      'worst',
      'mild',
      'worsening',
      'constant',
      'one_sided',
    ];
    const courses: (Course | null)[] = ['acute', 'subacute', 'chronic', null];
    const next = random(11);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const maybe = <T>(p: number, value: () => T): T | null => (next() < p ? value() : null);
    const runs = 50_000;
    const diffs: string[] = [];
    for (let run = 0; run < runs; run++) {
      const present = new Set<string>();
      const absent = new Set<string>();
      const count = 1 + Math.floor(next() * 8);
      for (let i = 0; i < count; i++) present.add(pick(ids));
      for (let i = 0; i < 3; i++) if (next() < 0.3) absent.add(pick(ids));
      for (const id of absent) present.delete(id);
      const reported = new Set([...present].filter(() => next() < 0.7));
      const modifierMap = new Map<string, Set<Modifier>>();
      for (const id of present) {
        if (next() < 0.4) modifierMap.set(id, new Set([pick(modifiers), pick(modifiers)]));
      }
      const durationDays = new Map<string, number>();
      for (const id of present) if (next() < 0.3) durationDays.set(id, Math.floor(next() * 40));
      const durations = [...durationDays.values()];
      const ageMonths = maybe(0.2, () => next() * 14);
      const profile: Profile = {
        age: pick([
          0, 0.5, 1, 2, 4, 4.5, 5, 9, 10, 11, 12, 15, 16, 29, 30, 35, 39, 40, 44, 45, 49, 50, 54,
          55, 56, 59, 60, 60.5, 61, 64, 65, 80,
        ]),
        sex: pick(['male', 'female', 'other'] as const),
        present,
        reported,
        absent,
        modifiers: modifierMap,
        durationDays,
        maxDurationDays:
          durations.length > 0 ? Math.max(...durations) : maybe(0.2, () => Math.floor(next() * 60)),
        course: pick(courses),
        temperatureC: maybe(0.4, () => 34 + Math.round(next() * 80) / 10),
        ageMonths,
        gestationWeeks: maybe(0.3, () => Math.floor(next() * 42)),
      };
      for (const d of differences(profile)) diffs.push(`run ${run}: ${d}`);
    }
    console.log(
      `differential (random): ${runs} profiles × ${OLD_RULES.length} rules = ${runs * OLD_RULES.length} comparisons, ${diffs.length} differences`,
    );
    expect(diffs.slice(0, 20)).toEqual([]);
  }, 600_000);
});
