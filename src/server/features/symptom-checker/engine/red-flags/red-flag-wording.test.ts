import { describe, expect, it } from 'vitest';
import { firedIds } from './red-flag-cases.ts';

describe('rule boundaries (written from the cited guidance)', () => {
  it('reads peritonism and spreading pain as an emergency, diffuse cramps with diarrhoea as not', () => {
    expect(firedIds({ symptoms: ['pain all over my tummy', 'fever 38.5'], age: 12 })).toContain(
      'peritonitis_signs',
    );
    expect(
      firedIds({ symptoms: ['pain started near belly button', 'now pain all over my tummy'] }),
    ).toContain('peritonitis_signs');
    const gastro = firedIds({ symptoms: ['tummy pain all over', 'diarrhoea', 'fever 38.2'] });
    expect(gastro).not.toContain('peritonitis_signs');
    expect(gastro).not.toContain('worrying_abdominal_pain');
    expect(firedIds({ symptoms: ['tummy hurts when I walk'] })).toContain(
      'worrying_abdominal_pain',
    );
  });

  it('makes severe abdominal pain an emergency when it is also constant, sudden or worsening', () => {
    expect(firedIds({ symptoms: ['severe constant stomach pain'] })).toContain('acute_abdomen');
    const severeOnly = firedIds({ symptoms: ['severe stomach pain'] });
    expect(severeOnly).not.toContain('acute_abdomen');
    expect(severeOnly).toContain('severe_pain');
  });

  it('does not call months-long tummy ache "constant" or diarrhoea "persistent" as in an acute illness', () => {
    const ibsLike = firedIds({
      symptoms: ['tummy ache that never goes away', 'diarrhoea', 'for 6 months'],
    });
    expect(ibsLike).not.toContain('worrying_abdominal_pain');
    expect(ibsLike).not.toContain('persistent_vomiting_or_diarrhoea');
    expect(firedIds({ symptoms: ['change in bowel habit', 'for 2 months'], age: 64 })).toContain(
      'possible_cancer_symptoms',
    );
  });

  it('reads BE-FAST balance and eye signs, not an ear-type vertigo with sickness', () => {
    expect(firedIds({ symptoms: ['vertigo', 'numb face'], age: 40 })).toContain('stroke_be_fast');
    expect(firedIds({ symptoms: ['suddenly lost my balance'], age: 70 })).toContain(
      'stroke_be_fast',
    );
    expect(firedIds({ symptoms: ['suddenly lost my balance'], age: 20 })).not.toContain(
      'stroke_be_fast',
    );
    const inner = firedIds({ symptoms: ['room spinning', 'feel sick', 'after a cold'] });
    expect(inner).not.toContain('stroke_be_fast');
    expect(inner).not.toContain('vertigo_warning_signs');
  });

  it('reads atypical heart attack signs in people at risk only', () => {
    const indigestion = ['indigestion', 'sweating'];
    expect(
      firedIds({ symptoms: indigestion, existingConditions: ['diabetes'], age: 55 }),
    ).toContain('atypical_heart_attack');
    expect(firedIds({ symptoms: indigestion, age: 35 })).not.toContain('atypical_heart_attack');
    expect(
      firedIds({ symptoms: ['short of breath', 'sweating', 'fever 38.5', 'cough'], age: 75 }),
    ).not.toContain('atypical_heart_attack');
    expect(
      firedIds({ symptoms: ['pain between my shoulder blades', 'feel sick'], age: 70 }),
    ).toContain('atypical_heart_attack');
  });

  it('does not call a pain on breathing that comes with a tummy pain cardiac, but does for chest pain', () => {
    const tummy = firedIds({
      symptoms: ['pain under my right ribs', 'hurts when I breathe in', 'feel sick'],
      gender: 'female',
    });
    expect(tummy).not.toContain('chest_pain_cardiac_features');
    expect(
      firedIds({ symptoms: ['chest hurts when I breathe in', 'feel sick'], age: 50 }),
    ).toContain('chest_pain_cardiac_features');
  });

  it('treats fast breathing with fever as amber (urgent) under 12 and as a sepsis sign from 12', () => {
    const child = firedIds({ symptoms: ['fever 38.5', 'breathing fast'], age: 3 });
    expect(child).not.toContain('sepsis_signs');
    expect(child).toContain('feverish_child_amber_feature');
    expect(firedIds({ symptoms: ['fever 38.5', 'breathing fast'], age: 40 })).toContain(
      'sepsis_signs',
    );
  });

  it('calls fever at under 3 months an emergency, not at 4 months', () => {
    expect(firedIds({ symptoms: ['4 month old', 'temperature 38.2'], age: 1 })).not.toContain(
      'fever_young_infant',
    );
    expect(firedIds({ symptoms: ['newborn baby', 'feels hot'], age: 1 })).toContain(
      'fever_young_infant',
    );
  });

  it('reads pauses in a baby’s breathing as a NICE NG9 emergency', () => {
    expect(firedIds({ symptoms: ['stops breathing for a few seconds'], age: 1 })).toContain(
      'severe_breathing_difficulty',
    );
  });

  it('reads later-pregnancy bleeding as an emergency and early spotting as urgent', () => {
    const later = firedIds({ symptoms: ['30 weeks pregnant', 'bleeding'], gender: 'female' });
    expect(later).toContain('later_pregnancy_warning_signs');
    const early = firedIds({ symptoms: ['10 weeks pregnant', 'light spotting'], gender: 'female' });
    expect(early).not.toContain('later_pregnancy_warning_signs');
    expect(early).toContain('pregnancy_warning_signs');
    expect(
      firedIds({ symptoms: ['20 weeks pregnant', 'baby moving less'], gender: 'female' }),
    ).not.toContain('later_pregnancy_warning_signs');
  });

  it('keeps bright red blood on the paper routine in a young adult, urgent with diarrhoea or from 50', () => {
    const paper = ['bright red blood on the toilet paper'];
    expect(firedIds({ symptoms: paper, age: 30 })).not.toContain('blood_in_poo_or_pee');
    expect(firedIds({ symptoms: paper, age: 55 })).toContain('blood_in_poo_or_pee');
    expect(firedIds({ symptoms: ['bloody diarrhoea'], age: 30 })).toContain('blood_in_poo_or_pee');
  });

  it('does not read a dribbling baby without fever as a throat infection', () => {
    expect(firedIds({ symptoms: ['dribbling a lot'], age: 1 })).not.toContain(
      'worrying_infection_signs',
    );
    expect(firedIds({ symptoms: ['dribbling', 'fever 38.5'], age: 1 })).toContain(
      'worrying_infection_signs',
    );
  });
});

describe('safety nets (written from the cited guidance)', () => {
  it('reads a swallowed magnet as an emergency and a swallowed coin as urgent', () => {
    expect(firedIds({ symptoms: ['swallowed 2 magnets'], age: 4 })).toContain(
      'swallowed_battery_or_magnets',
    );
    const coin = firedIds({ symptoms: ['swallowed a coin'], age: 4 });
    expect(coin).toContain('object_stuck_or_swallowed');
    expect(coin).not.toContain('swallowed_battery_or_magnets');
  });

  it('reads burns larger than the hand, blistering burns of the hands, face or limbs and electrical burns as emergencies, not a small adult burn', () => {
    const adultBlister = firedIds({
      symptoms: ['burnt my tummy on the oven door', 'small blister'],
    });
    expect(adultBlister).not.toContain('serious_burn');
    expect(adultBlister).toContain('burn_needs_assessment');
    expect(firedIds({ symptoms: ['burnt my hand on the oven', 'small blister'] })).toContain(
      'serious_burn',
    );
    expect(firedIds({ symptoms: ['burn is bigger than my hand'] })).toContain('serious_burn');
    expect(firedIds({ symptoms: ['electric shock from a mains wire'] })).toContain('serious_burn');
    const small = firedIds({ symptoms: ['burnt my finger on the kettle'] });
    expect(small).not.toContain('serious_burn');
    expect(small).not.toContain('burn_needs_assessment');
  });

  it('reads "worst ever" pain as an emergency, not pain that is worst in the morning', () => {
    expect(firedIds({ symptoms: ['worst tummy pain I have ever had'] })).toContain(
      'worst_ever_or_rapidly_worsening_pain',
    );
    expect(firedIds({ symptoms: ['heel pain worst first thing in the morning'] })).not.toContain(
      'worst_ever_or_rapidly_worsening_pain',
    );
  });

  it('reads severity words people use', () => {
    expect(firedIds({ symptoms: ["can't keep fluids down"] })).toContain('severity_words');
    expect(firedIds({ symptoms: ['tummy pain getting much worse quickly'] })).toContain(
      'severity_words',
    );
    expect(firedIds({ symptoms: ['runny nose getting better'] })).not.toContain('severity_words');
  });

  it('needs a sudden onset before a hearing loss is urgent', () => {
    expect(firedIds({ symptoms: ['woke up deaf in one ear'] })).toContain('sudden_loss_of_a_sense');
    expect(firedIds({ symptoms: ['hearing slowly getting worse'] })).not.toContain(
      'sudden_loss_of_a_sense',
    );
  });

  it('reads a took-20-tablets story as an overdose, not a usual dose', () => {
    expect(firedIds({ symptoms: ['took 20 paracetamol tablets'] })).toContain(
      'suicide_or_self_harm',
    );
    expect(firedIds({ symptoms: ['took 2 paracetamol tablets'] })).not.toContain(
      'suicide_or_self_harm',
    );
  });
});

describe('everyday wording (written from the cited guidance)', () => {
  it('reads a pulled chest muscle as no red flag, but not once breathlessness or sweating comes with it', () => {
    const strain = ['sore chest since lifting weights yesterday', 'hurts when I press on it'];
    expect(firedIds({ symptoms: strain, age: 28 })).not.toContain('chest_pain');
    expect(firedIds({ symptoms: [...strain, 'short of breath'], age: 28 })).toContain('chest_pain');
    expect(firedIds({ symptoms: strain, age: 62 })).toContain('chest_pain');
  });

  it('reads a blistering burn of the hand, arm, face or leg as an emergency and a blistered trunk burn in an adult as urgent', () => {
    expect(
      firedIds({ symptoms: ['splashed boiling water on my forearm', 'big blister'] }),
    ).toContain('serious_burn');
    const trunk = firedIds({ symptoms: ['spilt hot coffee on my tummy', 'one small blister'] });
    expect(trunk).not.toContain('serious_burn');
    expect(trunk).toContain('burn_needs_assessment');
  });

  it('reads texting shorthand the way it is meant', () => {
    expect(
      firedIds({ symptoms: ['asthma atack v bad', 'blue puffer not doin anythin'], age: 15 }),
    ).toContain('severe_breathing_difficulty');
  });
});
