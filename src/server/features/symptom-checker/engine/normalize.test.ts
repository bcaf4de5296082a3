import { describe, expect, it } from 'vitest';
import type { AnalyzeSymptomsInput } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { normalizeInput } from './normalize.ts';

const profileOf = (symptoms: string[], extra: Partial<AnalyzeSymptomsInput> = {}) =>
  normalizeInput({ symptoms, age: 30, gender: 'male', ...extra });

describe('normalizeInput', () => {
  it.each([
    ["can't breathe", 'severe_dyspnoea'],
    ['short of breath', 'dyspnoea'],
    ['tummy ache', 'abdominal_pain'],
    ['throwing up', 'vomiting'],
    ['being sick', 'vomiting'],
    ['feeling sick', 'nausea'],
    ['the runs', 'diarrhoea'],
    ['blood in my wee', 'haematuria'],
    ['burning when I pee', 'dysuria'],
    ['black tarry poo', 'black_stool'],
    ['pins and needles', 'tingling'],
    ['room spinning', 'vertigo'],
  ])('reads the lay term "%s" as %s', (text, finding) => {
    expect(profileOf([text]).present).toContain(finding);
  });

  it.each([
    ['vomitting', 'vomiting'],
    ['diarhea', 'diarrhoea'],
    ['headach', 'headache'],
    ['confussed', 'confusion'],
    ['temprature', 'fever'],
    ['nausious', 'nausea'],
  ])('corrects the misspelling "%s" to %s', (text, finding) => {
    expect(profileOf([text]).present).toContain(finding);
  });

  it('leaves everyday words alone (a week is not weak)', () => {
    expect(profileOf(['cough for a week']).present).not.toContain('fatigue');
  });

  it.each([
    ['no fever', 'fever'],
    ['not vomiting', 'vomiting'],
    ['denies chest pain', 'chest_pain'],
    ['without any rash', 'rash'],
    ['fever: no', 'fever'],
    ['knee not swollen', 'joint_swelling'],
    ['speech is normal', 'speech_problem'],
  ])('reads "%s" as denying %s', (text, finding) => {
    const profile = profileOf([text]);
    expect(profile.absent).toContain(finding);
    expect(profile.present).not.toContain(finding);
  });

  it('stops a negation at a comma or "but"', () => {
    const profile = profileOf(['no cough, sore throat', 'no fever but headache']);
    expect(profile.absent).toEqual(new Set(['cough', 'fever']));
    expect(profile.present).toContain('sore_throat');
    expect(profile.present).toContain('headache');
  });

  it('keeps a finding present when one entry reports it and another denies it', () => {
    const profile = profileOf(['fever', 'no fever']);
    expect(profile.present).toContain('fever');
    expect(profile.absent).not.toContain('fever');
  });

  it.each([
    ['cough for 3 days', 3, 'acute'],
    ['headache for 2 weeks', 14, 'subacute'],
    ['tired for 3 months', 90, 'chronic'],
    ['rash since yesterday', 1, 'acute'],
  ])('reads the duration of "%s" as %d days (%s)', (text, days, course) => {
    const profile = profileOf([text]);
    expect(profile.maxDurationDays).toBe(days);
    expect(profile.course).toBe(course);
  });

  it('derives a persistent cough from a cough lasting 3 weeks or more', () => {
    expect(profileOf(['cough for 4 weeks']).present).toContain('persistent_cough');
    expect(profileOf(['cough for 4 days']).present).not.toContain('persistent_cough');
  });

  it.each([
    ['39.5', 39.5, true, true],
    ['temp 38C', 38, true, false],
    ['fever 102F', 38.9, true, false],
    ['temperature 100.4F', 38, true, false],
    ['temp 37.2', 37.2, false, false],
  ])('reads the temperature "%s" as %d °C', (text, celsius, isFever, isHigh) => {
    const profile = profileOf([text]);
    expect(profile.temperatureC).toBe(celsius);
    expect(profile.present.has('fever')).toBe(isFever);
    expect(profile.present.has('high_fever')).toBe(isHigh);
  });

  it('denies fever for a normal temperature reading', () => {
    expect(profileOf(['temperature 36.8']).absent).toContain('fever');
  });

  it.each([
    ['pain in the lower right side of my tummy', 'rlq_pain'],
    ['pain under my right ribs', 'ruq_pain'],
    ['pain around my belly button', 'periumbilical_pain'],
    ['sharp pain in my left side', 'flank_pain'],
    ['my chest hurts', 'chest_pain'],
    ['both eyes are pink', 'red_eye'],
    ['swollen glands', 'swollen_glands'],
    ['swollen ankles', 'leg_swelling'],
  ])('reads the body site in "%s" as %s', (text, finding) => {
    expect(profileOf([text]).present).toContain(finding);
  });

  it('implies parent findings (lower right pain is abdominal pain)', () => {
    const profile = profileOf(['pain in the lower right abdomen']);
    expect(profile.present).toContain('abdominal_pain');
    expect(profile.reported).not.toContain('abdominal_pain');
  });

  it('records modifiers: a sudden headache is a thunderclap headache', () => {
    const profile = profileOf(['severe headache that started suddenly']);
    expect(profile.present).toContain('thunderclap_headache');
    expect(profile.modifiers.get('headache')).toEqual(new Set(['sudden', 'severe']));
  });

  it('reads conditions and medicines as history findings', () => {
    const profile = profileOf(['cough'], {
      existingConditions: ['type 1 diabetes', 'asthma'],
      medications: ['warfarin', 'prednisolone'],
    });
    for (const id of ['diabetes', 'asthma', 'anticoagulant', 'steroids']) {
      expect(profile.present).toContain(id);
    }
  });

  it('drops findings that cannot apply to the person', () => {
    expect(profileOf(['testicle pain'], { gender: 'female' }).present).not.toContain(
      'testicular_pain',
    );
    expect(profileOf(['testicle pain'], { gender: 'male' }).present).toContain('testicular_pain');
    expect(
      profileOf(['pregnant', 'missed period'], { age: 8, gender: 'female' }).present.size,
    ).toBe(0);
    expect(profileOf(['vaginal discharge'], { gender: 'male' }).present.size).toBe(0);
  });
});
