import { describe, expect, it } from 'vitest';
import { normalizeInput } from '../normalize.ts';
import { CASES, firedIds } from './red-flag-cases.ts';
import { evaluateRedFlags, RED_FLAG_RULES } from './red-flags.ts';

describe('red-flag rules', () => {
  it('has a test case for every rule, and every rule names its source', () => {
    expect(Object.keys(CASES).sort()).toEqual(RED_FLAG_RULES.map((r) => r.id).sort());
    for (const rule of RED_FLAG_RULES) expect(rule.source.length).toBeGreaterThan(10);
  });

  it.each(Object.entries(CASES))('%s fires, and not when its finding is denied', (id, c) => {
    expect(firedIds(c.fires)).toContain(id);
    expect(firedIds(c.negated)).not.toContain(id);
  });

  it('sets the floor to the most urgent rule that fired', () => {
    const profile = normalizeInput({
      symptoms: ['chest pain', 'sweating'],
      age: 60,
      gender: 'male',
    });
    expect(evaluateRedFlags(profile).floor).toBe('emergency');
    const benign = normalizeInput({ symptoms: ['runny nose'], age: 30, gender: 'male' });
    expect(evaluateRedFlags(benign)).toEqual({ fired: [], floor: 'routine' });
  });
});

describe('age and sex gating', () => {
  it('does not fire testicular rules for a female', () => {
    const ids = firedIds({ symptoms: ['sudden severe testicle pain'], gender: 'female', age: 14 });
    expect(ids).not.toContain('sudden_testicular_pain');
    expect(ids).not.toContain('testicular_pain');
  });

  it('fires pregnancy rules only at ages and sexes that can be pregnant', () => {
    const pregnancy = ['missed period', 'shoulder tip pain'];
    expect(firedIds({ symptoms: pregnancy, gender: 'female', age: 28 })).toContain(
      'ectopic_pregnancy_signs',
    );
    expect(firedIds({ symptoms: pregnancy, gender: 'female', age: 8 })).not.toContain(
      'ectopic_pregnancy_signs',
    );
    expect(firedIds({ symptoms: pregnancy, gender: 'female', age: 70 })).not.toContain(
      'ectopic_pregnancy_signs',
    );
    expect(firedIds({ symptoms: pregnancy, gender: 'male', age: 28 })).not.toContain(
      'ectopic_pregnancy_signs',
    );
  });

  it('treats fever at age 1 as urgent but not at age 10', () => {
    expect(firedIds({ symptoms: ['fever'], age: 1 })).toContain('fever_young_child');
    expect(firedIds({ symptoms: ['fever'], age: 10 })).not.toContain('fever_young_child');
  });

  it('reads a face droop alone as a stroke sign from age 55, as facial weakness before', () => {
    expect(firedIds({ symptoms: ['face drooping'], age: 70 })).toContain('stroke_fast');
    expect(firedIds({ symptoms: ['face drooping'], age: 30 })).not.toContain('stroke_fast');
    expect(firedIds({ symptoms: ['face drooping'], age: 30 })).toContain('facial_weakness');
  });
});
