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

  it.each([
    ['baby keeps tugging at her right ear', 'ear_pain', 1],
    ['lips look a bit blue', 'cyanosis', 30],
    ['stops breathing for a few seconds', 'infant_apnoea', 1],
    ['not interested in his feeds', 'poor_feeding', 1],
    ['taking half her usual feeds', 'poor_feeding', 1],
    ['weak whiny cry', 'high_pitched_cry', 1],
    ['crying lots', 'crying_child', 1],
    ['had a cold for 3 days', 'recent_cold', 1],
    ['breathing faster than usual', 'rapid_breathing', 1],
    ['chewing on everything', 'chewing_on_things', 1],
    ['room spins when I turn over', 'vertigo', 60],
    ['suddenly lost my balance', 'balance_problems', 60],
    ['vision suddenly went in one eye', 'vision_loss', 60],
    ['pain all over my tummy', 'generalised_abdominal_pain', 30],
    ['hurts when the car goes over bumps', 'pain_worse_on_movement', 10],
    ['lying very still', 'pain_worse_on_movement', 10],
    ['my tummy is rock hard', 'rigid_abdomen', 60],
    ['pain low in my tummy', 'lower_abdominal_pain', 30],
    ['pain under my ribs on the right', 'ruq_pain', 30],
    ['ache between my shoulder blades', 'upper_back_pain', 60],
    ['hurts to swallow', 'painful_swallowing', 30],
    ['hurts to bite down', 'toothache', 30],
    ['dribbling at the end', 'weak_stream', 70],
    ['voice sounds muffled', 'muffled_voice', 25],
    ['itchy skin between my toes', 'toe_web_rash', 30],
    ['verruca on my foot', 'wart', 12],
    ['feel hot and shivery', 'fever', 30],
  ])('reads the lay wording "%s" as %s (age %d)', (text, finding, age) => {
    expect(profileOf([text], { age }).present).toContain(finding);
  });

  it.each([
    ['hurts to swallow', 'difficulty_swallowing'],
    ['hurts to bite down', 'insect_bite'],
    ['dribbling at the end', 'drooling'],
    ['sore throat mainly on the right side', 'flank_pain'],
    ['hard lump on the bottom of my foot', 'anal_pain'],
    ['tummy pain all over', 'body_aches'],
  ])('does not misread "%s" as %s', (text, finding) => {
    expect(profileOf([text], { age: 40 }).present).not.toContain(finding);
  });

  it('reads crying in a baby as crying, in an adult as low mood', () => {
    expect(profileOf(['crying a lot'], { age: 1 }).present).toContain('irritability');
    expect(profileOf(['crying a lot'], { age: 1 }).present).not.toContain('low_mood');
    expect(profileOf(['crying a lot'], { age: 40 }).present).toContain('low_mood');
  });

  it('reads "constant" and "won\'t go away" as a constant course of the finding', () => {
    expect(profileOf(['constant tummy pain']).modifiers.get('abdominal_pain')).toContain(
      'constant',
    );
    expect(profileOf(["tummy pain that won't go away"]).modifiers.get('abdominal_pain')).toContain(
      'constant',
    );
  });

  it('reads a baby’s age in weeks or months and the weeks of a pregnancy', () => {
    expect(profileOf(['my 6 week old baby', 'fever'], { age: 1 }).ageMonths).toBe(1.4);
    expect(profileOf(['9-month-old', 'fever'], { age: 1 }).ageMonths).toBe(9);
    expect(profileOf(['6 week old'], { age: 30 }).ageMonths).toBeNull();
    const pregnant = profileOf(['34 weeks pregnant', 'headache'], { gender: 'female' });
    expect(pregnant.gestationWeeks).toBe(34);
    expect(pregnant.maxDurationDays).toBeNull();
    expect(profileOf(['34 weeks pregnant'], { gender: 'male' }).gestationWeeks).toBeNull();
  });

  it('applies a duration given in an entry of its own to the whole story', () => {
    const profile = profileOf(['fever', 'for 5 days']);
    expect(profile.maxDurationDays).toBe(5);
    expect(profile.course).toBe('acute');
    expect(profileOf(['fever', 'started 2 days ago']).durationDays.get('fever')).toBeUndefined();
    const history = profileOf(['diabetic for 20 years', 'vomiting since yesterday']);
    expect(history.maxDurationDays).toBe(1);
    expect(history.course).toBe('acute');
  });

  it('derives positional vertigo from spinning brought on by moving the head', () => {
    expect(profileOf(['room spinning', 'when I roll over in bed']).present).toContain(
      'positional_vertigo',
    );
    expect(profileOf(['heartburn', 'worse lying down']).present).not.toContain(
      'positional_vertigo',
    );
  });

  it('keeps pregnancy-only findings only in a reported pregnancy, and reads bleeding there as vaginal', () => {
    const female = { gender: 'female' as const };
    expect(profileOf(['bump feels hard'], female).present).not.toContain('tense_uterus');
    expect(profileOf(['pregnant', 'bump feels hard'], female).present).toContain('tense_uterus');
    expect(profileOf(['pregnant', 'some bleeding'], female).present).toContain('vaginal_bleeding');
    expect(profileOf(['some bleeding'], female).present).not.toContain('vaginal_bleeding');
    expect(profileOf(['pregnant', 'bleeding from my bottom'], female).present).not.toContain(
      'vaginal_bleeding',
    );
  });
});
