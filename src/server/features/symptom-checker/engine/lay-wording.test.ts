/**
 * Unit tests of single wordings this engine reads (issue #11): everyday and clinical words for an
 * emergency, each checked through the whole analysis. They guard a reading, not the engine's
 * accuracy — that is measured on published cases by `npm run eval:symptoms`.
 */
import { describe, expect, it } from 'vitest';
import { analyzeSymptoms } from './index.ts';

const levelOf = (symptoms: string[], age = 35) =>
  analyzeSymptoms({ symptoms, age, gender: 'female' }).analysis.urgencyLevel;

describe('emergency wordings', () => {
  it.each([
    ['puked up blood'],
    ['threw up blood this morning'],
    ['my water broke and I am only 30 weeks'],
    ['single gunshot wound to the left chest'],
    ['was hit by a car an hour ago'],
    ['fell about 10 feet off of a ladder, back pain'],
    ['a 30% body surface area burn'],
    ['somnolent and pale after a fall'],
    ['threatening to kill his family'],
    ['her throat started to close after the shrimp'],
    ['pain 9/10 and my cancer pain medicine is not working'],
  ])('%s → emergency', (text) => {
    expect(levelOf([text])).toBe('emergency');
  });

  it('does not read ordinary words as emergencies', () => {
    expect(
      levelOf(['been barfing since last night after a takeaway', 'keeping fluids down']),
    ).not.toBe('emergency');
    expect(levelOf(['I dived into the sea for a swim, now a runny nose'])).not.toBe('emergency');
    expect(levelOf(['my vaccine shot hurts a little'])).not.toBe('emergency');
  });

  it('reads a cough of a week as a cough, and only weeks of coughing as a persistent one', () => {
    expect(levelOf(['cough for a week after a cold', 'no fever'])).toBe('routine');
    const weeks = analyzeSymptoms({
      symptoms: ['coughing for weeks now'],
      age: 50,
      gender: 'male',
    });
    expect(weeks.redFlags.map((f) => f.id)).toContain('possible_cancer_symptoms');
  });
});
