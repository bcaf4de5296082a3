import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalyzeSymptomsInput } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { EVERYDAY_SYMPTOM_PHRASES } from '../../../../test/symptom-phrases.ts';
import { normalizeInput } from '../normalize.ts';
import { differential, RAISE_THRESHOLDS } from './index.ts';

const run = (
  symptoms: string[],
  age: number,
  gender: AnalyzeSymptomsInput['gender'],
): ReturnType<typeof differential> => differential(normalizeInput({ symptoms, age, gender }));

const posteriorOf = (result: ReturnType<typeof differential>, conditionId: string): number =>
  result.posteriors.find((p) => p.conditionId === conditionId)?.p ?? 0;

describe('differential', () => {
  it('gives at most 10 conditions, most probable first, whose probabilities sum to at most 1', () => {
    fc.assert(
      fc.property(
        fc.subarray([...EVERYDAY_SYMPTOM_PHRASES], { minLength: 1 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom('male', 'female', 'other'),
        (symptoms, age, gender) => {
          const { posteriors, emergencyProbability, topEmergency } = run(symptoms, age, gender);
          expect(posteriors.length).toBeLessThanOrEqual(10);
          for (const [i, { p }] of posteriors.entries()) {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(posteriors[i - 1]?.p ?? 1);
          }
          expect(posteriors.reduce((sum, { p }) => sum + p, 0)).toBeLessThanOrEqual(1 + 1e-9);
          expect(emergencyProbability).toBeGreaterThanOrEqual(topEmergency?.p ?? 0);
          expect(emergencyProbability).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('raises a classic heart attack above the emergency threshold and leaves a cold below it', () => {
    const heartAttack = run(
      ['crushing chest pain', 'sweating', 'pain going down my left arm'],
      60,
      'male',
    );
    expect(heartAttack.emergencyProbability).toBeGreaterThanOrEqual(RAISE_THRESHOLDS.emergency);
    expect(heartAttack.topEmergency?.conditionId).toBe('acute_coronary_syndrome');
    expect(heartAttack.posteriors[0]?.conditionId).toBe('acute_coronary_syndrome');

    const cold = run(['runny nose', 'sneezing', 'sore throat'], 30, 'female');
    expect(cold.emergencyProbability).toBeLessThan(RAISE_THRESHOLDS.urgent);
    expect(cold.posteriors[0]?.conditionId).toBe('common_cold');
  });

  it('lowers a condition when the person denies its hallmark finding', () => {
    const story = ['headache', 'fever', 'vomiting'];
    const asked = run(story, 20, 'male');
    const denied = run([...story, 'no stiff neck'], 20, 'male');
    expect(posteriorOf(denied, 'meningitis')).toBeLessThan(posteriorOf(asked, 'meningitis') / 2);
    expect(denied.emergencyProbability).toBeLessThan(asked.emergencyProbability);
  });

  it('gives no probability to a condition the person is too old for or of the wrong sex for', () => {
    expect(posteriorOf(run(['barking cough'], 3, 'male'), 'croup')).toBeGreaterThan(0.3);
    expect(posteriorOf(run(['barking cough'], 40, 'male'), 'croup')).toBe(0);

    const pain = ['sudden severe pain low in my tummy on one side', 'vomiting'];
    expect(posteriorOf(run(pain, 25, 'female'), 'ovarian_torsion')).toBeGreaterThan(0.05);
    const male = run(pain, 25, 'male');
    expect(posteriorOf(male, 'ovarian_torsion')).toBe(0);
    expect(male.topEmergency?.conditionId).not.toBe('ovarian_torsion');
  });

  it('finds no emergency when no emergency condition can apply', () => {
    expect(run(['itchy scalp', 'dandruff'], 30, 'female')).toMatchObject({
      emergencyProbability: 0,
      topEmergency: null,
    });
  });
});
