import { describe, expect, it } from 'vitest';
import {
  EMPTY_SYMPTOM_FORM,
  firstStepWithError,
  SymptomFormSchema,
  WIZARD_STEPS,
} from './symptom-form.ts';

function issuesOf(values: Partial<typeof EMPTY_SYMPTOM_FORM>): Record<string, string> {
  const result = SymptomFormSchema.safeParse({ ...EMPTY_SYMPTOM_FORM, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('SymptomFormSchema (SPEC §5, shared AnalyzeSymptomsInputSchema)', () => {
  it('turns the typed wizard into the analyze request, leaving empty history out', () => {
    const result = SymptomFormSchema.parse({
      ...EMPTY_SYMPTOM_FORM,
      symptoms: ['crushing chest pain', 'sweating'],
      age: ' 58 ',
    });
    expect(result).toEqual({
      symptoms: ['crushing chest pain', 'sweating'],
      age: 58,
      gender: 'male',
    });
  });

  it('keeps history lists that have entries', () => {
    const result = SymptomFormSchema.parse({
      ...EMPTY_SYMPTOM_FORM,
      symptoms: ['cough'],
      age: '40',
      gender: 'female',
      existingConditions: ['asthma'],
      medications: ['salbutamol inhaler'],
    });
    expect(result).toMatchObject({
      existingConditions: ['asthma'],
      medications: ['salbutamol inhaler'],
    });
  });

  it('asks for at least one symptom', () => {
    expect(issuesOf({ age: '30' })).toEqual({ symptoms: 'Please add at least one symptom' });
  });

  it('refuses a blank, fractional or out-of-range age with one message', () => {
    for (const age of ['', '0', '151', '30.5', '-4']) {
      expect(issuesOf({ symptoms: ['cough'], age }), age).toEqual({
        age: 'Please enter a valid age',
      });
    }
    expect(issuesOf({ symptoms: ['cough'], age: '150' })).toEqual({});
    expect(issuesOf({ symptoms: ['cough'], age: '1' })).toEqual({});
  });
});

describe('firstStepWithError', () => {
  it('finds the step that holds the first invalid field', () => {
    expect(firstStepWithError(['age'])).toBe(1);
    expect(firstStepWithError(['age', 'symptoms'])).toBe(0);
    expect(firstStepWithError([])).toBe(WIZARD_STEPS.length - 1);
  });
});
