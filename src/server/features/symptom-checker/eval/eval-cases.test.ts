import { describe, expect, it } from 'vitest';
import type { RankedCondition } from './eval-cases.ts';
import { inHouseEvalSet, sharedEvalSet, wizardInput } from './eval-cases.ts';
import type { InHouseCase } from './in-house-sets.ts';
import type { SharedVignette } from './shared-sets.ts';

const vignette = (overrides: Partial<SharedVignette> = {}): SharedVignette => ({
  id: 'v1',
  age: 40,
  sex: 'female',
  symptoms: ['cough'],
  history: '',
  gold_diagnosis: 'Common cold',
  gold_triage: 'routine',
  match: 'cold|rhinitis',
  ...overrides,
});

const condition = (name: string, icd10: string[], conditionId = 'x'): RankedCondition => ({
  conditionId,
  name,
  icd10,
  score: 1,
});

describe('wizardInput', () => {
  it('rounds the age and clamps it to 1–150', () => {
    expect(wizardInput(vignette({ age: 0.3 })).age).toBe(1);
    expect(wizardInput(vignette({ age: 33.6 })).age).toBe(34);
    expect(wizardInput(vignette({ age: 200 })).age).toBe(150);
  });

  it('keeps male and female and calls any other sex other', () => {
    expect(wizardInput(vignette({ sex: 'male' })).gender).toBe('male');
    expect(wizardInput(vignette({ sex: 'female' })).gender).toBe('female');
    expect(wizardInput(vignette({ sex: 'F' })).gender).toBe('other');
    expect(wizardInput(vignette({ sex: null })).gender).toBe('other');
  });

  it('trims the chips, cuts them at 200 characters and drops blank ones', () => {
    const input = wizardInput(vignette({ symptoms: ['  cough ', ' ', 'x'.repeat(250)] }));
    expect(input.symptoms).toEqual(['cough', 'x'.repeat(200)]);
  });

  it('passes a non-empty history as the one existing condition', () => {
    expect(wizardInput(vignette({ history: ' asthma ' })).existingConditions).toEqual(['asthma']);
    expect(wizardInput(vignette({ history: '  ' })).existingConditions).toBeUndefined();
    expect(wizardInput(vignette({ history: null })).existingConditions).toBeUndefined();
  });
});

describe('sharedEvalSet', () => {
  it('counts a ranked condition whose name matches the case-insensitive regex', () => {
    const set = sharedEvalSet({ name: 's', source: 'test', vignettes: [vignette()] });
    const isDiagnosis = set.cases[0]!.isDiagnosis!;
    expect(isDiagnosis(condition('Common Cold', ['J00']))).toBe(true);
    expect(isDiagnosis(condition('Influenza', ['J11']))).toBe(false);
  });

  it('has no diagnosis check where match is null', () => {
    const set = sharedEvalSet({
      name: 's',
      source: 'test',
      vignettes: [vignette({ match: null, gold_diagnosis: null })],
    });
    expect(set.cases[0]!.isDiagnosis).toBeNull();
  });
});

describe('inHouseEvalSet', () => {
  const inHouse = (overrides: Partial<InHouseCase>): InHouseCase => ({
    id: 'c1',
    input: { symptoms: ['cough'], age: 40, gender: 'male' },
    triage: 'routine',
    icd10: null,
    ...overrides,
  });
  const check = (c: InHouseCase) =>
    inHouseEvalSet('set', { set: 'set', description: 'd', source: 's', cases: [c] }).cases[0]!
      .isDiagnosis;

  it('counts an ICD-10 category of the case or of an acceptable alternative', () => {
    const isDiagnosis = check(
      inHouse({ icd10: ['J06'], acceptableAlternatives: [{ name: 'Flu', icd10: ['J11'] }] }),
    )!;
    expect(isDiagnosis(condition('Cold', ['J06']))).toBe(true);
    expect(isDiagnosis(condition('Flu', ['J10', 'J11']))).toBe(true);
    expect(isDiagnosis(condition('Asthma', ['J45']))).toBe(false);
  });

  it('counts the knowledge-base condition of a classic presentation', () => {
    const isDiagnosis = check(inHouse({ conditionId: 'common_cold' }))!;
    expect(isDiagnosis(condition('Cold', ['J00'], 'common_cold'))).toBe(true);
    expect(isDiagnosis(condition('Cold', ['J00'], 'influenza'))).toBe(false);
  });

  it('has no diagnosis check for a triage-only case', () => {
    expect(check(inHouse({}))).toBeNull();
  });
});
