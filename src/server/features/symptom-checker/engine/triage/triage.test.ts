/**
 * Unit tests of single rules of the triage layer (ADR 0018/0019), on small modules written here:
 * criteria, protocol walking (fired, unsettled, the high-risk floor), question selection,
 * answers as findings, and vital signs read from text.
 */
import { describe, expect, it } from 'vitest';
import type { ComplaintModule } from '../../knowledge/complaint-modules/complaint-module.schema.ts';
import { normalizeInput } from '../normalize.ts';
import { holds, type TriageFacts } from './criteria.ts';
import { runComplaintProtocols } from './complaint-protocols.ts';
import { applyFollowUpAnswers, selectFollowUpQuestions } from './follow-up.ts';
import { readMeasurements } from './measurements.ts';

function factsOf(symptoms: string[], age = 40, gender: 'male' | 'female' = 'male'): TriageFacts {
  return {
    profile: normalizeInput({ symptoms, age, gender }),
    measurements: readMeasurements(symptoms),
  };
}

const MODULE: ComplaintModule = {
  id: 'test_chest',
  name: 'Test chest pain',
  complaint: 'chest_pain',
  highRisk: true,
  sources: ['unit test'],
  discriminators: [
    {
      id: 'spreads',
      disposition: 'ambulance',
      when: 'pain_radiating_arm_jaw',
      ask: { finding: 'pain_radiating_arm_jaw', text: 'Does the pain spread to your arm?' },
      source: 'unit test',
    },
    {
      id: 'older',
      disposition: 'emergency_department',
      when: { ageYears: { min: 50 } },
      source: 'unit test',
    },
    { id: 'any', disposition: 'same_day', when: 'chest_pain', source: 'unit test' },
  ],
};

describe('criteria', () => {
  it('tests findings, denials, ages, quantities and modifiers', () => {
    const facts = factsOf(['severe headache', 'no vomiting', 'temperature 38.5', 'for 3 days'], 30);
    expect(holds('headache', facts)).toBe(true);
    expect(holds('vomiting', facts)).toBe(false);
    expect(holds({ denied: 'vomiting' }, facts)).toBe(true);
    expect(holds({ denied: 'fever' }, facts)).toBe(false);
    expect(holds({ ageYears: { min: 18, max: 64 } }, facts)).toBe(true);
    expect(holds({ temperatureC: { min: 38 } }, facts)).toBe(true);
    expect(holds({ durationDays: { min: 2 } }, facts)).toBe(true);
    expect(holds({ modifier: 'severe', of: 'headache' }, facts)).toBe(true);
    expect(holds({ all: ['headache', { not: 'vomiting' }] }, facts)).toBe(true);
    expect(holds({ any: ['rash', 'seizure'] }, facts)).toBe(false);
  });

  it('never matches a quantity the text does not give', () => {
    const facts = factsOf(['headache']);
    expect(holds({ temperatureC: { max: 50 } }, facts)).toBe(false);
    expect(holds({ spo2: { max: 100 } }, facts)).toBe(false);
  });

  it('takes an assumed finding as present for one test only', () => {
    const facts = factsOf(['chest pain']);
    expect(holds('sweating', facts, 'sweating')).toBe(true);
    expect(holds('sweating', facts)).toBe(false);
  });
});

describe('complaint protocols', () => {
  it('reach the most urgent disposition among fired discriminators', () => {
    const result = runComplaintProtocols(factsOf(['chest pain', 'pain going down my left arm']), [
      MODULE,
    ]);
    expect(result.matched).toEqual(['test_chest']);
    expect(result.fired.map((h) => h.discriminator.id)).toEqual(['spreads', 'any']);
    expect(result.disposition).toBe('ambulance');
  });

  it('mark an unasked danger sign unsettled, and keep a high-risk module above routine', () => {
    const result = runComplaintProtocols(factsOf(['chest pain']), [MODULE]);
    expect(result.disposition).toBe('same_day');
    expect(result.unsettled.map((h) => h.discriminator.id)).toEqual(['spreads']);
    expect(result.hasUnsettledEmergency).toBe(true);
    const lowRisk = runComplaintProtocols(factsOf(['chest pain']), [
      { ...MODULE, highRisk: false },
    ]);
    expect(lowRisk.hasUnsettledEmergency).toBe(false);
  });

  it('settle a danger sign the person denied', () => {
    const result = runComplaintProtocols(factsOf(['chest pain', 'not spreading to my arm']), [
      MODULE,
    ]);
    expect(result.unsettled).toEqual([]);
    expect(result.hasUnsettledEmergency).toBe(false);
  });

  it('do nothing for a complaint no module covers', () => {
    const result = runComplaintProtocols(factsOf(['itchy scalp']), [MODULE]);
    expect(result).toMatchObject({ matched: [], disposition: null, hasUnsettledEmergency: false });
  });
});

describe('follow-up questions', () => {
  const unsettled = runComplaintProtocols(factsOf(['chest pain']), [MODULE]).unsettled;

  it('ask what could raise the level, but nothing once it is an emergency', () => {
    expect(selectFollowUpQuestions(unsettled, 'urgent')).toEqual([
      { id: 'pain_radiating_arm_jaw', text: 'Does the pain spread to your arm?' },
    ]);
    expect(selectFollowUpQuestions(unsettled, 'emergency')).toEqual([]);
  });

  it('ask at most 8 questions, one per finding', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...unsettled[0]!,
      discriminator: {
        ...unsettled[0]!.discriminator,
        ask: { finding: `finding_${i % 10}`, text: `Question number ${i}?` },
      },
    }));
    const questions = selectFollowUpQuestions(many, 'routine');
    expect(questions).toHaveLength(8);
    expect(new Set(questions.map((q) => q.id)).size).toBe(8);
  });

  it('turn yes and not sure into present findings with parents, and no into absent ones', () => {
    const profile = normalizeInput({ symptoms: ['chest pain'], age: 40, gender: 'male' });
    applyFollowUpAnswers(profile, [
      { questionId: 'chest_pressure', answer: 'unsure' },
      { questionId: 'sweating', answer: 'no' },
      { questionId: 'not_a_finding', answer: 'yes' },
    ]);
    expect(profile.present.has('chest_pressure')).toBe(true);
    expect(profile.present.has('chest_pain')).toBe(true);
    expect(profile.absent.has('sweating')).toBe(true);
    expect(profile.present.has('not_a_finding')).toBe(false);
  });
});

describe('vital signs', () => {
  it('read saturation, heart rate, breathing rate and systolic pressure as written', () => {
    expect(readMeasurements(['SpO2 89%', 'HR 130', 'RR 32', 'BP 85/50', 'pain is 9/10'])).toEqual({
      spo2: 89,
      heartRate: 130,
      respiratoryRate: 32,
      systolicBp: 85,
      painScore: 9,
      burnAreaPercent: null,
    });
    expect(readMeasurements(['rates her pain as 8 out of 10'])).toMatchObject({ painScore: 8 });
    expect(readMeasurements(['a 30% body surface area burn'])).toMatchObject({
      burnAreaPercent: 30,
    });
    expect(readMeasurements(['burns to 15% of his body'])).toMatchObject({ burnAreaPercent: 15 });
    expect(
      readMeasurements(['oxygen level 91 on my pulse oximeter', 'pulse 120 bpm']),
    ).toMatchObject({ spo2: 91, heartRate: 120 });
    expect(readMeasurements(['breathing 28 breaths a minute'])).toMatchObject({
      respiratoryRate: 28,
    });
  });

  it('ignore implausible numbers and ordinary text', () => {
    expect(
      readMeasurements([
        'sats 9',
        'I am 130 cm tall',
        'headache for 3 days',
        'scored 9/10 in a test',
      ]),
    ).toEqual({
      spo2: null,
      heartRate: null,
      respiratoryRate: null,
      systolicBp: null,
      painScore: null,
      burnAreaPercent: null,
    });
  });
});
