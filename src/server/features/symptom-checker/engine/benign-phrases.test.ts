/**
 * False-positive audit: everyday self-care complaints (`benign-phrases.cases.ts`, from the NHS
 * self-care pages) fire no red-flag rule and are never called an emergency.
 */
import { describe, expect, it } from 'vitest';
import { BENIGN_PHRASES } from './benign-phrases.cases.ts';
import { analyzeSymptoms } from './index.ts';

describe('false-positive audit: benign everyday phrases fire no red flag', () => {
  it('holds at least 60 phrases', () => {
    expect(BENIGN_PHRASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(BENIGN_PHRASES.map((b) => [b.text, b] as const))('%s', (_text, b) => {
    const result = analyzeSymptoms({ symptoms: [b.text], age: b.age, gender: b.gender });
    expect(result.redFlags).toEqual([]);
    expect(result.analysis.urgencyLevel).not.toBe('emergency');
  });
});
