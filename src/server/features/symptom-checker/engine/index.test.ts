import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AiAnalysisSchema } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { EVERYDAY_SYMPTOM_PHRASES } from '../../../test/symptom-phrases.ts';
import { analyzeSymptoms } from './index.ts';

const RANK = { routine: 0, urgent: 1, emergency: 2 } as const;

const inputs = fc.record({
  symptoms: fc.array(
    fc.oneof(
      fc.constantFrom(...EVERYDAY_SYMPTOM_PHRASES),
      fc.string({ minLength: 1, maxLength: 200 }),
    ),
    {
      minLength: 1,
      maxLength: 20,
    },
  ),
  age: fc.integer({ min: 1, max: 150 }),
  gender: fc.constantFrom('male' as const, 'female' as const, 'other' as const),
  existingConditions: fc.option(
    fc.array(fc.constantFrom('diabetes', 'asthma', 'warfarin', 'x'), { maxLength: 30 }),
    { nil: undefined },
  ),
});

describe('analyzeSymptoms', () => {
  it('always returns an analysis valid against the shared schema, never below its floor', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = analyzeSymptoms(input);
        AiAnalysisSchema.parse(result.analysis);
        expect(RANK[result.analysis.urgencyLevel]).toBeGreaterThanOrEqual(
          RANK[result.urgencyFloor],
        );
        if (result.redFlags.some((f) => f.urgency === 'emergency')) {
          expect(result.analysis.urgencyLevel).toBe('emergency');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives emergency advice when an emergency red flag fires', () => {
    const result = analyzeSymptoms({
      symptoms: ['crushing chest pain', 'sweating'],
      age: 60,
      gender: 'male',
    });
    expect(result.urgencyFloor).toBe('emergency');
    expect(result.analysis.urgencyLevel).toBe('emergency');
    expect(result.analysis.recommendedActions[0]).toMatch(/Call 999/);
    expect(result.analysis.relatedSpecialties[0]).toBe('Emergency Medicine');
    expect(result.analysis.relatedSpecialties).toContain('Cardiology');
    expect(result.ranked[0]?.conditionId).toBe('acute_coronary_syndrome');
  });

  it('stays routine for a benign cold, with self-care advice and the disclaimer', () => {
    const result = analyzeSymptoms({
      symptoms: ['runny nose', 'sneezing', 'mild sore throat'],
      age: 25,
      gender: 'female',
    });
    expect(result.analysis.urgencyLevel).toBe('routine');
    expect(result.urgencyFloor).toBe('routine');
    expect(result.redFlags).toEqual([]);
    expect(result.analysis.possibleConditions[0]).toMatchObject({
      name: 'Common cold',
      likelihood: 'high',
    });
    expect(result.analysis.disclaimer).toMatch(/not a diagnosis/);
  });

  it('raises urgency from a likely condition even without a red flag', () => {
    const result = analyzeSymptoms({
      symptoms: ['earache', 'temperature 38.4', 'pulling at his ear'],
      age: 3,
      gender: 'male',
    });
    expect(result.urgencyFloor).toBe('routine');
    expect(result.analysis.urgencyLevel).toBe('urgent');
  });

  it('lists at most 5 possible conditions, best first, and nothing for unknown words', () => {
    const result = analyzeSymptoms({
      symptoms: ['fever', 'cough', 'headache', 'tired'],
      age: 30,
      gender: 'male',
    });
    expect(result.analysis.possibleConditions.length).toBeLessThanOrEqual(5);
    const scores = result.ranked.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const unknown = analyzeSymptoms({ symptoms: ['qwertyuiop'], age: 30, gender: 'male' });
    expect(unknown.analysis.possibleConditions).toEqual([]);
    expect(unknown.analysis.relatedSpecialties).toEqual(['General Practice']);
    expect(unknown.analysis.urgencyLevel).toBe('urgent');
  });
});
