import { describe, expect, it } from 'vitest';
import { UrgencyLevelSchema } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import {
  likelihoodBadgeVariant,
  likelihoodLabel,
  presentUrgency,
  treatableSpecialties,
} from './urgency.ts';

describe('presentUrgency (SPEC §3 urgencyLevel)', () => {
  it('shows an emergency in solid red and tells the person to call emergency services', () => {
    const emergency = presentUrgency('emergency');
    expect(emergency.heading).toBe('Call emergency services now');
    expect(emergency.summary).toMatch(/emergency number/);
    expect(emergency.tone.banner).toContain('bg-red-700');
  });

  it('shows urgent in amber and routine in green', () => {
    expect(presentUrgency('urgent').tone.banner).toContain('amber');
    expect(presentUrgency('routine').tone.banner).toContain('emerald');
  });

  it('gives every level its own label, heading and colours', () => {
    const levels = UrgencyLevelSchema.options.map(presentUrgency);
    for (const key of ['label', 'heading'] as const) {
      expect(new Set(levels.map((level) => level[key])).size).toBe(levels.length);
    }
    expect(new Set(levels.map((level) => level.tone.banner)).size).toBe(levels.length);
  });
});

describe('likelihood wording', () => {
  it('reads high, moderate and lower, with the likeliest badge the strongest', () => {
    expect(likelihoodLabel('high')).toBe('High likelihood');
    expect(likelihoodLabel('moderate')).toBe('Moderate likelihood');
    expect(likelihoodLabel('other')).toBe('Lower likelihood');
    expect(likelihoodBadgeVariant('high')).toBe('default');
    expect(likelihoodBadgeVariant('other')).toBe('outline');
  });
});

describe('treatableSpecialties', () => {
  it('drops emergency medicine and repeats, keeping the order', () => {
    expect(
      treatableSpecialties({
        relatedSpecialties: ['Emergency Medicine', 'Cardiology', ' cardiology ', 'Urology'],
      }),
    ).toEqual(['Cardiology', 'Urology']);
  });

  it('is empty when only emergency care fits', () => {
    expect(treatableSpecialties({ relatedSpecialties: ['Emergency Medicine'] })).toEqual([]);
  });
});
