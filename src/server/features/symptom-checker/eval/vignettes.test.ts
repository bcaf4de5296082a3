import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadInHouseSet } from './in-house-sets.ts';

/** ICD-10 at 3-character category level, the level the evaluation matches on. */
const icd10Category = z.string().regex(/^[A-Z][0-9]{2}$/);

const diagnosis = z.strictObject({
  name: z.string().min(1).max(200),
  icd10: z.array(icd10Category).min(1).max(3),
});

const entry = z.string().trim().min(1).max(200);

/** The evaluation vignettes' stricter rules on top of the in-house case format. */
const vignette = z.strictObject({
  id: z.string().regex(/^[DHNTUVWXY]-[EUR][0-9]{2}$/),
  input: z.strictObject({
    symptoms: z.array(entry).min(1).max(8),
    age: z.int().min(1).max(150),
    gender: z.enum(['male', 'female', 'other']),
    existingConditions: z.array(entry).optional(),
    medications: z.array(entry).optional(),
  }),
  triage: z.enum(['emergency', 'urgent', 'routine']),
  icd10: diagnosis.shape.icd10,
  diagnosis: diagnosis.shape.name,
  acceptableAlternatives: z.array(diagnosis).optional(),
  source: z.string().min(10),
});

type Vignette = z.infer<typeof vignette>;

const TRIAGE_LETTER = { emergency: 'E', urgent: 'U', routine: 'R' } as const;
const CHILD_AGE_LIMIT = 16;

/** The cases of `test-data/symptom-checker/<name>.json`, checked against the vignette rules. */
function load(name: string): Vignette[] {
  return z.array(vignette).parse(loadInHouseSet(name).cases);
}

/**
 * The development part (the dev file and the seven earlier held-out files, each retired into
 * development after its one evaluation) and the current held-out file (eval/README.md).
 */
const files = {
  dev: { prefix: 'D', cases: load('vignettes.dev') },
  'retired-heldout-1': { prefix: 'H', cases: load('vignettes.retired-heldout-1') },
  'retired-heldout-2': { prefix: 'N', cases: load('vignettes.retired-heldout-2') },
  'retired-heldout-3': { prefix: 'T', cases: load('vignettes.retired-heldout-3') },
  'retired-heldout-4': { prefix: 'U', cases: load('vignettes.retired-heldout-4') },
  'retired-heldout-5': { prefix: 'V', cases: load('vignettes.retired-heldout-5') },
  'retired-heldout-6': { prefix: 'W', cases: load('vignettes.retired-heldout-6') },
  'retired-heldout-7': { prefix: 'X', cases: load('vignettes.retired-heldout-7') },
  heldout: { prefix: 'Y', cases: load('vignettes.heldout') },
};

const developmentFiles = [
  'dev',
  'retired-heldout-1',
  'retired-heldout-2',
  'retired-heldout-3',
  'retired-heldout-4',
  'retired-heldout-5',
  'retired-heldout-6',
  'retired-heldout-7',
] as const;

const symptomKey = (c: Vignette): string => c.input.symptoms.join('|').toLowerCase();

describe('symptom-checker evaluation vignettes', () => {
  describe.each(Object.entries(files))('%s set', (_name, { prefix, cases }) => {
    it('has 48 cases, 16 per triage class', () => {
      expect(cases).toHaveLength(48);
      for (const triage of ['emergency', 'urgent', 'routine'] as const)
        expect(cases.filter((c) => c.triage === triage)).toHaveLength(16);
    });

    it('has at least 5 children (under 16) and at least 5 adults in every class', () => {
      for (const triage of ['emergency', 'urgent', 'routine'] as const) {
        const inClass = cases.filter((c) => c.triage === triage);
        expect(inClass.filter((c) => c.input.age < CHILD_AGE_LIMIT).length).toBeGreaterThanOrEqual(
          5,
        );
        expect(inClass.filter((c) => c.input.age >= CHILD_AGE_LIMIT).length).toBeGreaterThanOrEqual(
          5,
        );
      }
    });

    it('includes babies, older people and both sexes', () => {
      expect(cases.filter((c) => c.input.age === 1).length).toBeGreaterThanOrEqual(3);
      expect(cases.filter((c) => c.input.age >= 65).length).toBeGreaterThanOrEqual(3);
      expect(cases.some((c) => c.input.gender === 'male')).toBe(true);
      expect(cases.some((c) => c.input.gender === 'female')).toBe(true);
    });

    it('names every case after its set and triage class', () => {
      for (const c of cases) {
        expect(c.id.startsWith(`${prefix}-${TRIAGE_LETTER[c.triage]}`), c.id).toBe(true);
      }
    });

    it('numbers the cases of each class 01 to 16', () => {
      for (const letter of Object.values(TRIAGE_LETTER)) {
        const expected = Array.from(
          { length: 16 },
          (_, i) => `${prefix}-${letter}${String(i + 1).padStart(2, '0')}`,
        );
        const ids = cases.filter((c) => c.id.startsWith(`${prefix}-${letter}`)).map((c) => c.id);
        expect(ids.toSorted()).toEqual(expected);
      }
    });

    it('repeats no primary diagnosis category more than twice', () => {
      const counts = new Map<string, number>();
      for (const c of cases) {
        const code = c.icd10[0] ?? '';
        counts.set(code, (counts.get(code) ?? 0) + 1);
      }
      for (const [code, count] of counts) expect(count, code).toBeLessThanOrEqual(2);
    });
  });

  it('uses every id once across all nine files', () => {
    const ids = Object.values(files).flatMap(({ cases }) => cases.map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shares no symptom list between the held-out file and any development file', () => {
    const development = new Set(
      developmentFiles.flatMap((name) => files[name].cases).map(symptomKey),
    );
    for (const c of files.heldout.cases) expect(development.has(symptomKey(c)), c.id).toBe(false);
  });

  it('shares no symptom list between any two development files', () => {
    developmentFiles.forEach((name, i) => {
      const earlier = new Set(
        developmentFiles
          .slice(0, i)
          .flatMap((other) => files[other].cases)
          .map(symptomKey),
      );
      for (const c of files[name].cases) expect(earlier.has(symptomKey(c)), c.id).toBe(false);
    });
  });
});
