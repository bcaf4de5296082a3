/**
 * False-positive audit: everyday self-care complaints
 * (`test-data/symptom-checker/benign-phrases.json`, from the NHS self-care pages) fire no
 * red-flag rule and are never called an emergency.
 */
import { describe, expect, it } from 'vitest';
import { loadInHouseSet } from '../eval/in-house-sets.ts';
import { analyzeSymptoms } from './index.ts';

const { cases } = loadInHouseSet('benign-phrases');

describe('false-positive audit: benign everyday phrases fire no red flag', () => {
  it('holds at least 60 phrases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases.map((c) => [c.input.symptoms.join(' | '), c] as const))('%s', (_text, c) => {
    const result = analyzeSymptoms(c.input);
    expect(result.redFlags).toEqual([]);
    expect(result.analysis.urgencyLevel).not.toBe('emergency');
  });
});
