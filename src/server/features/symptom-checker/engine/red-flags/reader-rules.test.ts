/**
 * Boundaries of the reader and risk-group rules, written from the cited guidance: the
 * age and risk-group urgency raisers (NHS "Flu", "Chest infection"; NICE NG109), the injury
 * reader's severity features (NHS broken-bone pages, Ottawa ankle rules), and wordings that
 * must not read as an injury, a stroke or a skin infection.
 */
import { describe, expect, it } from 'vitest';
import type { AnalyzeSymptomsInput } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { analyzeSymptoms } from '../index.ts';
import { normalizeInput } from '../normalize.ts';
import { evaluateRedFlags } from './red-flags.ts';

type Input = Partial<AnalyzeSymptomsInput> & { symptoms: string[] };

const run = (input: Input) => analyzeSymptoms({ age: 35, gender: 'male', ...input });
const fired = (input: Input) =>
  evaluateRedFlags(normalizeInput({ age: 35, gender: 'male', ...input })).fired.map((f) => f.id);
const present = (input: Input) => normalizeInput({ age: 35, gender: 'male', ...input }).present;

describe('age and risk-group modifiers (NHS "Flu", "Chest infection")', () => {
  const flu = ['high temperature', 'dry cough', 'aching all over'];

  it('raises flu symptoms to urgent at 65, not at 64', () => {
    expect(run({ symptoms: flu, age: 65 }).analysis.urgencyLevel).toBe('urgent');
    expect(fired({ symptoms: flu, age: 64 })).not.toContain('infection_in_high_risk_group');
  });

  it('raises flu symptoms in pregnancy, diabetes and lung disease', () => {
    const groups = [
      { symptoms: [...flu, '20 weeks pregnant'], age: 30, gender: 'female' as const },
      { symptoms: flu, existingConditions: ['type 2 diabetes'] },
      { symptoms: flu, existingConditions: ['COPD'] },
    ];
    for (const g of groups) expect(fired(g)).toContain('infection_in_high_risk_group');
  });

  it('raises a chest infection with phlegm and breathlessness at 68', () => {
    const input = { symptoms: ['cough with green phlegm', 'short of breath'], age: 68 };
    expect(fired(input)).toContain('infection_in_high_risk_group');
  });

  it('raises urinary symptoms at 65 or over', () => {
    expect(fired({ symptoms: ['stinging when I pee'], age: 70, gender: 'female' })).toContain(
      'infection_in_high_risk_group',
    );
    expect(fired({ symptoms: ['stinging when I pee'], age: 40, gender: 'female' })).not.toContain(
      'infection_in_high_risk_group',
    );
  });

  it('leaves a cold without fever in an older adult routine', () => {
    const input = { symptoms: ['runny nose', 'sneezing', 'no fever'], age: 75 };
    expect(run(input).analysis.urgencyLevel).toBe('routine');
  });
});

describe('injury reader', () => {
  it('reads a deformed or open injury, or numbness below it, as an emergency', () => {
    for (const symptoms of [
      ['fell off the monkey bars', 'her forearm looks bent'],
      ['fell off a ladder, bone sticking out of my leg'],
      ['trapped my hand in the door', 'fingers have gone cold and white'],
    ]) {
      expect(run({ symptoms, age: 9 }).analysis.urgencyLevel, symptoms[0]).toBe('emergency');
    }
  });

  it('keeps a suspected fracture urgent when the limb is not bent, numb or cold', () => {
    const result = run({
      symptoms: [
        'went over on my ankle',
        'cannot take a step on it',
        'foot is not numb or cold and the ankle is not bent',
      ],
    });
    expect(result.analysis.urgencyLevel).toBe('urgent');
    expect(result.ranked[0]?.icd10).toContain('S82');
  });

  it('reads Ottawa bony tenderness as a possible fracture', () => {
    const input = { symptoms: ['twisted my ankle', 'the bony bit on the outside is tender'] };
    expect(fired(input)).toContain('suspected_fracture');
  });

  it('keeps a sprain the person can walk on routine, even with a limp', () => {
    const result = run({
      symptoms: ['rolled my ankle playing netball', 'swollen, but I can walk on it, limping'],
    });
    expect(result.analysis.urgencyLevel).toBe('routine');
    expect(result.ranked[0]?.icd10).toContain('S93');
  });

  it('keeps small knocks, grazes and bruises routine', () => {
    for (const symptoms of [
      ['fell over in the playground, grazed both knees'],
      ['knocked my shin on the coffee table, small bruise'],
      ['hit my thumb with a hammer, bruised, can still move it'],
    ]) {
      expect(run({ symptoms, age: 8 }).analysis.urgencyLevel, symptoms[0]).toBe('routine');
    }
  });

  it('reads a pulled elbow only in a small child and not after a fall', () => {
    const story = ['swung him by the arms', 'now will not use his arm'];
    expect(present({ symptoms: story, age: 3 }).has('pulled_elbow_sign')).toBe(true);
    expect(present({ symptoms: story, age: 30 }).has('pulled_elbow_sign')).toBe(false);
    expect(run({ symptoms: story, age: 3 }).ranked[0]?.icd10).toContain('S53');
  });

  it('reads a gaping cut as needing closure, a small cut as self-care', () => {
    expect(run({ symptoms: ['cut my palm on glass, it gapes open'] }).analysis.urgencyLevel).toBe(
      'urgent',
    );
    expect(
      run({ symptoms: ['small cut on my finger, stopped bleeding'] }).analysis.urgencyLevel,
    ).toBe('routine');
  });

  it('does not read sleep, trips abroad or bending down as injuries', () => {
    expect(present({ symptoms: ['fell asleep in my contact lenses'] }).has('injury')).toBe(false);
    expect(present({ symptoms: ['back from a trip to Spain', 'fever'] }).has('injury')).toBe(false);
    expect(fired({ symptoms: ['bent down and my back twinged'] })).not.toContain(
      'serious_limb_injury',
    );
  });
});

describe('skin, eye and neurological readers', () => {
  it('reads a red, hot, swollen, spreading area as cellulitis (urgent)', () => {
    const result = run({ symptoms: ['my forearm is red, hot and swollen and spreading'] });
    expect(result.analysis.urgencyLevel).toBe('urgent');
    expect(result.ranked[0]?.icd10).toContain('L03');
  });

  it('does not read a hot red swollen joint as cellulitis', () => {
    expect(fired({ symptoms: ['my big toe joint is red, hot and swollen'] })).not.toContain(
      'cellulitis_signs',
    );
  });

  it('reads ring-shaped patches and slapped cheeks', () => {
    expect(
      run({ symptoms: ['itchy red ring on my arm, clearer in the middle'], age: 11 }).ranked[0]
        ?.icd10,
    ).toContain('B35');
    expect(
      run({ symptoms: ['bright red cheeks like she was slapped'], age: 5, gender: 'female' })
        .ranked[0]?.icd10,
    ).toContain('B08');
  });

  it('raises a red painful eye in a contact-lens wearer, not without lenses', () => {
    expect(fired({ symptoms: ['wear contact lenses', 'red sore eye'] })).toContain(
      'contact_lens_red_eye',
    );
    expect(fired({ symptoms: ['red sore eye'] })).not.toContain('contact_lens_red_eye');
  });

  it('calls stroke symptoms that have passed an emergency (NHS TIA)', () => {
    const result = run({
      symptoms: ['my speech went slurred and my arm went numb for 15 minutes', 'all gone now'],
      age: 72,
    });
    expect(result.analysis.urgencyLevel).toBe('emergency');
    expect(result.ranked.slice(0, 3).flatMap((r) => r.icd10)).toContain('G45');
  });

  it('does not read "no weakness, speech is fine" as a stroke sign', () => {
    expect(fired({ symptoms: ['headache', 'no weakness, my speech is fine'] })).not.toContain(
      'stroke_fast',
    );
  });
});

describe('migraine and sciatica without red flags stay routine', () => {
  it('reads a typical migraine', () => {
    const result = run({
      symptoms: [
        'throbbing headache on the left side',
        'light makes it worse',
        'felt sick',
        'had these before',
      ],
      age: 28,
      gender: 'female',
    });
    expect(result.analysis.urgencyLevel).toBe('routine');
    expect(result.ranked[0]?.icd10).toContain('G43');
  });

  it('keeps the thunderclap red flag', () => {
    expect(
      run({ symptoms: ['sudden worst ever headache', 'throbbing, one side'] }).analysis
        .urgencyLevel,
    ).toBe('emergency');
  });

  it('reads sciatica, and keeps saddle numbness an emergency', () => {
    const sciatica = ['lower back pain shooting down my leg to my foot'];
    expect(run({ symptoms: sciatica, age: 45 }).analysis.urgencyLevel).toBe('routine');
    expect(
      run({ symptoms: [...sciatica, 'numb around my bottom'], age: 45 }).analysis.urgencyLevel,
    ).toBe('emergency');
  });
});

describe('readers: asthma-attack severity, facial palsy, cramps, resolved fever', () => {
  it('reads the NHS "Asthma attack" 999 signs in lay words as severe breathing difficulty', () => {
    const wordings = [
      ['asthma attack', 'can only get a couple of words out between breaths'],
      ['wheezy, I have asthma', "can't finish a sentence"],
      ['asthma', 'used my blue inhaler 12 puffs, not helping at all'],
      ['asthma attack', 'puffer is useless'],
      ['COPD flare', 'exhausted from trying to breathe'],
      ['wheezing and coughing', 'sucking in under his ribs'],
    ];
    for (const symptoms of wordings)
      expect(fired({ symptoms })).toContain('severe_breathing_difficulty');
  });

  it('does not read a helping inhaler or speech cut short without breathing as severe', () => {
    expect(
      fired({ symptoms: ['asthma, used my inhaler and it helped, breathing fine now'] }),
    ).not.toContain('severe_breathing_difficulty');
    expect(fired({ symptoms: ['lost my voice, can only whisper a few words'] })).not.toContain(
      'severe_breathing_difficulty',
    );
  });

  it('calls a facial palsy with the forehead weak and limbs and speech normal urgent, not 999', () => {
    const bells = [
      'whole right side of my face will not move',
      'cannot close my eye or wrinkle my forehead on that side',
      'arms and legs are fine and my speech is normal',
    ];
    expect(run({ symptoms: bells, age: 60 }).analysis.urgencyLevel).toBe('urgent');
    expect(fired({ symptoms: bells, age: 60 })).not.toContain('stroke_fast');
  });

  it('keeps every stroke sign an emergency even with the forehead weak', () => {
    const withSpeech = ['face dropped including my forehead', 'speech is slurred'];
    const withoutDenial = ['face drooping, cannot raise my eyebrow on that side'];
    const withVision = [
      ...withoutDenial,
      'lost vision in one eye',
      'arms and legs fine, speech normal',
    ];
    expect(fired({ symptoms: withSpeech })).toContain('stroke_fast');
    expect(fired({ symptoms: withoutDenial, age: 70 })).toContain('stroke_fast');
    expect(fired({ symptoms: withVision })).toContain('stroke_fast');
  });

  it('reads cramps in the calves as muscle cramps, not tummy pain', () => {
    const p = present({ symptoms: ['painful cramps in my calves at night'] });
    expect(p.has('muscle_cramp')).toBe(true);
    expect(p.has('abdominal_pain')).toBe(false);
    expect(
      present({ symptoms: ['period cramps in my tummy and legs'] }).has('abdominal_pain'),
    ).toBe(true);
  });

  it('does not count a temperature that has gone as a fever lasting over 3 days', () => {
    const gone = ['sore throat for 10 days', 'had a temperature the first week, now it has gone'];
    expect(fired({ symptoms: gone })).not.toContain('fever_over_3_days');
    expect(fired({ symptoms: ['high temperature for 5 days'] })).toContain('fever_over_3_days');
  });
});
