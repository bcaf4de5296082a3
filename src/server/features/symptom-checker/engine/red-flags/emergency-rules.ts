/**
 * Emergency red flags: "call 999 or go to A&E now". Each rule cites the public guidance it
 * follows: NHS conditions pages (the "Call 999 or go to A&E if" boxes), ESI v4 decision
 * points A–B (life-saving intervention; high-risk situation, confusion, severe pain), NICE
 * NG51 (sepsis high-risk criteria), NICE NG143 (feverish under-5s, red features), NICE NG232
 * (head injury), NICE NG9 (bronchiolitis), NICE NG185 and CG95 (acute coronary syndromes,
 * atypical presentations), FAST and BE-FAST (stroke).
 */
import type { Profile } from '../types.ts';
import {
  has,
  hasAny,
  hasSeverePain,
  isPossiblyPregnant,
  isQualified,
  type RedFlagRule,
} from './rule.ts';

const NHS = 'https://www.nhs.uk/conditions';

/**
 * Pain on breathing in with fever and cough, and no other cardiac feature: the chest-infection
 * pattern of NHS "Pneumonia" (urgent GP or 111), not the heart-attack pattern.
 */
const isChestInfectionPattern = (p: Profile) =>
  has(p, 'pleuritic_pain') && has(p, 'fever') && has(p, 'cough') && !has(p, 'chest_pressure');

/**
 * The only "chest" pain is a pain on breathing in that comes with a tummy pain: the tummy pain
 * catching on a deep breath (NICE CKS "Gallstone disease": pain worse on breathing in), not a
 * heart pattern (NICE CG95: pleuritic pain makes a heart cause less likely). Sickness or
 * dizziness then does not make it cardiac.
 */
const isBreathingPainWithTummyPain = (p: Profile) =>
  p.reported.has('pleuritic_pain') &&
  has(p, 'abdominal_pain') &&
  !['chest_pain', 'chest_pressure', 'exertional_chest_pain'].some((id) => p.reported.has(id));

/**
 * People in whom a heart attack often shows without typical chest pain (NICE CG95 and NG185:
 * older people, people with diabetes, women; NHS "Heart attack": pain in the arms, jaw, neck,
 * back or tummy, or like indigestion).
 */
const isAtRiskOfAtypicalAcs = (p: Profile) =>
  p.age >= 65 ||
  (p.age >= 30 && hasAny(p, 'diabetes', 'heart_disease')) ||
  (p.sex !== 'male' && p.age >= 50);

/**
 * An arm that cannot be lifted because it was just hurt (a fall onto the shoulder, a broken
 * collarbone: NHS "Broken collarbone"), with pain there and no other FAST sign: an injury for
 * the possible-fracture rule, not stroke weakness.
 */
const isInjuredArmOnly = (p: Profile) =>
  has(p, 'injury') &&
  hasAny(p, 'shoulder_pain', 'arm_pain', 'wrist_hand_pain', 'elbow_pain', 'deformity') &&
  !hasAny(p, 'speech_problem', 'facial_droop', 'numbness', 'head_injury', 'confusion');

/** Any dizziness, spinning or unsteadiness (the B of BE-FAST). */
/** Signs that make a drooping face a stroke at any age (NHS "Stroke" symptoms). */
const OTHER_STROKE_SIGNS = [
  'numbness',
  'vision_loss',
  'double_vision',
  'balance_problems',
  'confusion',
  'vertigo',
  'thunderclap_headache',
  'drowsiness',
  'unresponsive',
  'seizure',
];
/**
 * NICE CKS "Bell's palsy": the forehead is weak too, the person says arms, legs and speech are
 * normal, and no other stroke sign is reported. Any stroke sign keeps the 999 rule.
 */
const isBellsPalsyPattern = (p: Profile) =>
  has(p, 'forehead_weakness') &&
  p.absent.has('arm_weakness') &&
  p.absent.has('speech_problem') &&
  !hasAny(p, 'arm_weakness', 'speech_problem', ...OTHER_STROKE_SIGNS);

const isDizzyOrUnsteady = (p: Profile) => hasAny(p, 'vertigo', 'dizziness', 'balance_problems');

/** Emergency rules. */
export const EMERGENCY_RULES: RedFlagRule[] = [
  {
    id: 'chest_pain_cardiac_features',
    urgency: 'emergency',
    source: `${NHS}/heart-attack/; ${NHS}/chest-pain/ (999: pain spreading, tight or heavy, with breathlessness, sweating or sickness)`,
    test: (p) =>
      has(p, 'chest_pain') &&
      (hasAny(p, 'pain_radiating_arm_jaw', 'fainting') ||
        // Sweats with a fever are the infection's, not the heart's (NHS "Pneumonia").
        (has(p, 'sweating') && !has(p, 'fever')) ||
        (!isBreathingPainWithTummyPain(p) && hasAny(p, 'nausea', 'vomiting', 'dizziness')) ||
        (has(p, 'dyspnoea') && !isChestInfectionPattern(p)) ||
        (has(p, 'chest_pressure') && p.age >= 30) ||
        isQualified(p, 'chest_pain', 'sudden', 'severe')),
  },
  {
    id: 'stroke_fast',
    urgency: 'emergency',
    source: `${NHS}/stroke/symptoms/ (FAST: face, arms, speech, time to call 999); NICE CKS "Bell's palsy" (diagnosis: a facial weakness that involves the forehead, with arms, legs and speech normal and no other neurological sign, is a lower motor neurone palsy, not a stroke — urgent GP review)`,
    test: (p) =>
      (has(p, 'arm_weakness') && !isInjuredArmOnly(p)) ||
      has(p, 'speech_problem') ||
      (has(p, 'facial_droop') &&
        !isBellsPalsyPattern(p) &&
        (p.age >= 55 || hasAny(p, ...OTHER_STROKE_SIGNS))),
  },
  {
    id: 'atypical_heart_attack',
    urgency: 'emergency',
    source:
      'NICE NG185 and CG95 (atypical symptoms of acute coronary syndromes, more common in women, older people and people with diabetes); https://www.nhs.uk/conditions/heart-attack/ (pain in the arms, jaw, neck, back or tummy, like indigestion, with sweating, breathlessness or sickness)',
    test: (p) =>
      p.age >= 30 &&
      ((hasAny(p, 'jaw_pain', 'pain_radiating_arm_jaw') && has(p, 'sweating')) ||
        (isAtRiskOfAtypicalAcs(p) &&
          ((hasAny(
            p,
            'jaw_pain',
            'pain_radiating_arm_jaw',
            'upper_back_pain',
            'epigastric_pain',
            'heartburn',
          ) &&
            hasAny(p, 'sweating', 'dyspnoea')) ||
            (hasAny(p, 'jaw_pain', 'pain_radiating_arm_jaw', 'upper_back_pain') &&
              hasAny(p, 'nausea', 'vomiting') &&
              !has(p, 'fever')) ||
            (has(p, 'dyspnoea') && has(p, 'sweating') && !has(p, 'fever'))))),
  },
  {
    id: 'stroke_be_fast',
    urgency: 'emergency',
    source:
      'BE-FAST (Aroor et al., Stroke 2017: sudden loss of balance, or eyes: double vision or loss of vision); https://www.nhs.uk/conditions/vertigo/ (999/A&E: vertigo with double vision, loss of vision, weakness, numbness or tingling)',
    test: (p) =>
      (isDizzyOrUnsteady(p) && hasAny(p, 'double_vision', 'vision_loss')) ||
      (has(p, 'vertigo') && hasAny(p, 'numbness', 'tingling', 'leg_weakness')) ||
      (isQualified(p, 'balance_problems', 'sudden') &&
        (p.age >= 50 ||
          hasAny(p, 'hypertension', 'heart_disease', 'diabetes', 'smoker', 'headache'))),
  },
  {
    id: 'meningism',
    urgency: 'emergency',
    source: `${NHS}/meningitis/ (999: stiff neck, dislike of bright lights, rash that does not fade, with fever or headache)`,
    test: (p) =>
      (has(p, 'neck_stiffness') && hasAny(p, 'fever', 'headache', 'vomiting', 'photophobia')) ||
      (has(p, 'photophobia') && has(p, 'fever') && hasAny(p, 'headache', 'vomiting', 'drowsiness')),
  },
  {
    id: 'non_blanching_rash',
    urgency: 'emergency',
    source: `${NHS}/meningitis/ (glass test); NICE NG143 red feature`,
    test: (p) => has(p, 'non_blanching_rash'),
  },
  {
    id: 'thunderclap_headache',
    urgency: 'emergency',
    source: `${NHS}/subarachnoid-haemorrhage/ (sudden, agonising headache: 999)`,
    test: (p) => has(p, 'thunderclap_headache'),
  },
  {
    id: 'anaphylaxis',
    urgency: 'emergency',
    source: `${NHS}/anaphylaxis/; Resuscitation Council UK anaphylaxis 2021 (airway, breathing or circulation problem after a trigger)`,
    test: (p) =>
      (has(p, 'swelling_lips_tongue_throat') &&
        hasAny(
          p,
          'dyspnoea',
          'wheeze',
          'stridor',
          'difficulty_swallowing',
          'painful_swallowing',
          'fainting',
          'dizziness',
          'cyanosis',
          'hoarse_voice',
          'throat_closing',
        )) ||
      (hasAny(p, 'hives', 'allergen_exposure', 'insect_bite') &&
        hasAny(
          p,
          'severe_dyspnoea',
          'wheeze',
          'stridor',
          'fainting',
          'cyanosis',
          'sense_of_doom',
          'drowsiness',
          'unresponsive',
        )),
  },
  {
    id: 'severe_bleeding',
    urgency: 'emergency',
    source:
      'ESI v4 decision point A (life-saving intervention); NHS 999 advice: "severe bleeding that cannot be stopped"',
    test: (p) => has(p, 'severe_bleeding'),
  },
  {
    id: 'gastrointestinal_bleeding',
    urgency: 'emergency',
    source: `${NHS}/vomiting-blood-haematemesis/ (A&E); ${NHS}/blood-in-poo/ (999/A&E: black or dark red poo, or bleeding with dizziness)`,
    test: (p) =>
      hasAny(p, 'haematemesis', 'black_stool') ||
      (has(p, 'bloody_stool') &&
        hasAny(p, 'fainting', 'dizziness', 'pale_skin', 'severe_bleeding')),
  },
  {
    id: 'suicide_or_self_harm',
    urgency: 'emergency',
    source:
      'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/behaviours/help-for-suicidal-thoughts/ (999/A&E if at risk of acting on suicidal thoughts or seriously hurt; other self-harm: GP or 111 the same day)',
    test: (p) =>
      hasAny(p, 'suicidal_thoughts', 'overdose') ||
      (has(p, 'self_harm') &&
        hasAny(p, 'severe_bleeding', 'wound_needs_closure', 'drowsiness', 'unresponsive')),
  },
  {
    id: 'risk_of_harm_to_others',
    urgency: 'emergency',
    source:
      'https://www.nhs.uk/nhs-services/mental-health-services/where-to-get-urgent-help-for-mental-health/ (999 or A&E if someone is in danger: voices or urges to harm someone)',
    test: (p) => has(p, 'thoughts_of_harming_others'),
  },
  {
    id: 'acute_heart_failure',
    urgency: 'emergency',
    source: `${NHS}/heart-failure/ and NICE CG187 (acute heart failure: severe breathlessness, pink frothy sputum, cannot lie flat)`,
    test: (p) =>
      has(p, 'pink_frothy_sputum') ||
      (has(p, 'orthopnoea') && hasAny(p, 'severe_dyspnoea', 'cyanosis', 'confusion')),
  },
  {
    id: 'feverish_child_red_feature',
    urgency: 'emergency',
    source: 'NICE NG143 traffic-light table, red features (under 5)',
    test: (p) =>
      p.age < 5 &&
      hasAny(
        p,
        'drowsiness',
        'high_pitched_cry',
        'bulging_fontanelle',
        'mottled_skin',
        'cyanosis',
        'chest_recession',
        'sunken_eyes',
      ),
  },
  {
    id: 'priapism',
    urgency: 'emergency',
    source: `${NHS}/priapism/ (A&E: an erection lasting more than 4 hours, or painful and not going down)`,
    test: (p) => has(p, 'priapism'),
  },
  {
    id: 'sudden_testicular_pain',
    urgency: 'emergency',
    source: `${NHS}/testicular-torsion/ (A&E: sudden, very bad pain in a testicle)`,
    test: (p) =>
      isQualified(p, 'testicular_pain', 'sudden', 'severe') ||
      (has(p, 'testicular_pain') && hasAny(p, 'vomiting', 'nausea') && p.age < 40),
  },
  {
    id: 'acute_abdomen',
    urgency: 'emergency',
    source: `${NHS}/stomach-ache/ (999: sudden or severe pain, pain when touched); ${NHS}/appendicitis/ (999/A&E: severe pain, pain that gets worse or makes it hard to move); NHS Inform appendicitis (constant, severe pain needs urgent attention); ESI v4 decision point B`,
    test: (p) =>
      has(p, 'rigid_abdomen') ||
      (has(p, 'abdominal_pain') && has(p, 'pain_spread_across_tummy')) ||
      (isQualified(p, 'abdominal_pain', 'severe', 'worst') &&
        hasAny(p, 'rlq_pain', 'pain_worse_on_movement', 'cannot_move')) ||
      (isQualified(p, 'abdominal_pain', 'severe', 'worst') &&
        isQualified(p, 'abdominal_pain', 'sudden', 'constant', 'worsening')) ||
      (has(p, 'abdominal_pain') && has(p, 'fainting')),
  },
  {
    id: 'peritonitis_signs',
    urgency: 'emergency',
    source:
      'https://www.nhs.uk/conditions/peritonitis/ (tummy pain worse on moving or touch with a high temperature); https://www.nhs.uk/conditions/appendicitis/ (999: pain that suddenly spreads across the tummy, severe pain)',
    test: (p) =>
      has(p, 'abdominal_pain') &&
      ((has(p, 'generalised_abdominal_pain') &&
        (hasAny(p, 'pain_worse_on_movement', 'rigid_abdomen') ||
          (has(p, 'fever') && !has(p, 'diarrhoea')) ||
          hasAny(p, 'rlq_pain', 'periumbilical_pain', 'llq_pain') ||
          isQualified(p, 'abdominal_pain', 'severe', 'worst', 'worsening', 'sudden'))) ||
        (has(p, 'pain_worse_on_movement') && hasAny(p, 'fever', 'rigors'))),
  },
  {
    id: 'bowel_obstruction',
    urgency: 'emergency',
    source: 'NICE NG143 and CG84 (green vomit is a red flag); NHS "Bowel obstruction" (A&E)',
    test: (p) =>
      has(p, 'bilious_vomiting') ||
      (has(p, 'cannot_pass_wind') && hasAny(p, 'vomiting', 'bloating', 'abdominal_pain')),
  },
  {
    id: 'seizure',
    urgency: 'emergency',
    source: `${NHS}/epilepsy/what-to-do-if-someone-has-a-seizure-fit/ (999: first fit, over 5 minutes, injured)`,
    test: (p) => has(p, 'seizure') && !has(p, 'epilepsy'),
  },
  {
    id: 'altered_consciousness',
    urgency: 'emergency',
    source:
      'ESI v4 decision points A–B (unresponsive; new confusion, lethargy or disorientation); NICE NG51 high-risk criterion',
    test: (p) =>
      hasAny(p, 'unresponsive', 'confusion') ||
      (has(p, 'drowsiness') && (p.age < 16 || hasAny(p, 'fever', 'head_injury', 'diabetes'))) ||
      // NHS "Confusion": new hallucinations or sleepiness in an older person is delirium until
      // shown otherwise.
      (p.age >= 65 && hasAny(p, 'hallucinations', 'drowsiness')),
  },
  {
    id: 'severe_breathing_difficulty',
    urgency: 'emergency',
    source: `${NHS}/shortness-of-breath/ (999: struggling to breathe, blue lips, cannot speak, sudden onset); NICE NG143 red feature (chest indrawing, grunting); NICE NG9 (999 for apnoea, grunting, marked recession, central cyanosis); Healthier Together croup (red: stridor at rest)`,
    test: (p) =>
      hasAny(
        p,
        'severe_dyspnoea',
        'cyanosis',
        'chest_recession',
        'infant_apnoea',
        'stridor_at_rest',
      ) ||
      isQualified(p, 'dyspnoea', 'sudden', 'severe') ||
      (has(p, 'stridor') && hasAny(p, 'drooling', 'dyspnoea')) ||
      (has(p, 'drooling') && hasAny(p, 'fever', 'sore_throat', 'difficulty_swallowing')),
  },
  {
    id: 'ectopic_pregnancy_signs',
    urgency: 'emergency',
    source: `${NHS}/ectopic-pregnancy/ (A&E: sharp sudden pain, dizziness or fainting, shoulder tip pain)`,
    test: (p) =>
      isPossiblyPregnant(p) &&
      (has(p, 'shoulder_tip_pain') ||
        (hasAny(p, 'fainting', 'dizziness') && hasAny(p, 'abdominal_pain', 'vaginal_bleeding')) ||
        isQualified(p, 'abdominal_pain', 'severe', 'sudden') ||
        hasAny(p, 'rlq_pain', 'llq_pain') ||
        isQualified(p, 'abdominal_pain', 'one_sided')),
  },
  {
    id: 'later_pregnancy_warning_signs',
    urgency: 'emergency',
    source:
      'https://www.nhs.uk/pregnancy/keeping-well/your-babys-movements/ (call the maternity unit immediately if the baby moves less; do not wait); https://www.nhs.uk/pregnancy/related-conditions/complications/vaginal-bleeding/ and RCOG Green-top Guideline 63 (bleeding in later pregnancy, constant pain or a hard tender womb: placental abruption)',
    test: (p) =>
      has(p, 'pregnant') &&
      ((has(p, 'reduced_fetal_movements') && (p.gestationWeeks ?? 24) >= 24) ||
        has(p, 'tense_uterus') ||
        (has(p, 'vaginal_bleeding') &&
          ((p.gestationWeeks ?? 0) >= 24 ||
            isQualified(p, 'abdominal_pain', 'constant', 'severe')))),
  },
  {
    id: 'pre_eclampsia_signs',
    urgency: 'emergency',
    source: `${NHS}/pre-eclampsia/ (severe headache, vision problems, swelling in pregnancy: immediate advice)`,
    test: (p) =>
      isPossiblyPregnant(p) &&
      hasAny(p, 'headache', 'blurred_vision', 'vision_loss', 'epigastric_pain') &&
      hasAny(
        p,
        'leg_swelling',
        'swelling_lips_tongue_throat',
        'blurred_vision',
        'flashes_floaters',
      ),
  },
  {
    id: 'fever_young_infant',
    urgency: 'emergency',
    source:
      'NICE NG143 traffic-light table (red: age 0–3 months with a temperature of 38 °C or more); NICE NG51 high-risk criterion (under 3 months, 38 °C or more)',
    test: (p) => p.ageMonths !== null && p.ageMonths < 3 && has(p, 'fever'),
  },
  {
    id: 'sepsis_signs',
    urgency: 'emergency',
    source:
      'NICE NG51 high-risk criteria; https://www.nhs.uk/conditions/sepsis/ (mottled or blue skin, confusion, breathing fast, not peeing) — under 12, fast breathing or fewer wet nappies with fever are amber (urgent) features (NICE NG143; NG51 moderate risk), the red ones being grunting, recession, apnoea and cyanosis',
    test: (p) =>
      hasAny(p, 'fever', 'rigors', 'low_temperature') &&
      (hasAny(p, 'mottled_skin', 'cyanosis', 'confusion') ||
        // Fainting with a measured temperature or shivering, not with only "felt hot".
        (has(p, 'fainting') && ((p.temperatureC ?? 0) >= 38 || has(p, 'rigors'))) ||
        // In children, fewer wet nappies with a fever is dehydration, an amber feature.
        (p.age >= 12 && hasAny(p, 'rapid_breathing', 'reduced_urine'))),
  },
  {
    id: 'fever_immunosuppressed',
    urgency: 'emergency',
    source:
      'NICE CG151 neutropenic sepsis (fever during anticancer treatment is an emergency); NICE NG51 risk factors',
    test: (p) =>
      has(p, 'immunosuppressed') &&
      (hasAny(p, 'fever', 'rigors') || (p.temperatureC !== null && p.temperatureC < 36)),
  },
  {
    id: 'diabetic_ketoacidosis_signs',
    urgency: 'emergency',
    source: `${NHS}/diabetic-ketoacidosis/ (A&E: diabetes with being sick, tummy pain, fast breathing, confusion, or blood ketones of 3 mmol/L or more)`,
    test: (p) =>
      has(p, 'ketones_high') ||
      (has(p, 'diabetes') &&
        hasAny(p, 'vomiting', 'rapid_breathing', 'drowsiness') &&
        hasAny(
          p,
          'vomiting',
          'abdominal_pain',
          'excessive_thirst',
          'polyuria',
          'rapid_breathing',
          'drowsiness',
        )) ||
      (hasAny(p, 'excessive_thirst', 'polyuria') &&
        hasAny(p, 'vomiting', 'rapid_breathing', 'drowsiness') &&
        hasAny(p, 'weight_loss', 'abdominal_pain', 'polyuria')),
  },
  {
    id: 'severe_dehydration_child',
    urgency: 'emergency',
    source:
      'NICE CG84 (gastroenteritis in under 5s: red-flag dehydration signs are sunken eyes and altered responsiveness; fewer wet nappies alone is clinical dehydration, a same-day check)',
    test: (p) =>
      p.age < 5 && hasAny(p, 'vomiting', 'diarrhoea') && hasAny(p, 'sunken_eyes', 'drowsiness'),
  },
  {
    id: 'head_injury_red_flags',
    urgency: 'emergency',
    source:
      'NICE NG232 head injury and https://www.nhs.uk/conditions/head-injury-and-concussion/ (A&E: knocked out, vomiting, drowsiness, seizure, memory loss, clear fluid from the ears or nose, blood thinners, 65 or over)',
    test: (p) =>
      has(p, 'head_injury') &&
      (hasAny(
        p,
        'vomiting',
        'confusion',
        'drowsiness',
        'seizure',
        'fainting',
        'unresponsive',
        'memory_problems',
        'anticoagulant',
        'knocked_out',
        'csf_leak',
        'blurred_vision',
        'double_vision',
        'ear_discharge',
        'severe_bleeding',
      ) ||
        p.age >= 65 ||
        isQualified(p, 'headache', 'severe', 'worsening')),
  },
  {
    id: 'aortic_dissection',
    urgency: 'emergency',
    source: `${NHS}/aortic-dissection/ (sudden tearing chest or back pain: 999)`,
    test: (p) => has(p, 'tearing_pain'),
  },
  {
    id: 'acute_limb_ischaemia',
    urgency: 'emergency',
    source: 'NICE CG147 peripheral arterial disease (acute limb ischaemia: immediate referral)',
    test: (p) => has(p, 'cold_pale_limb'),
  },
  {
    id: 'retinal_detachment_signs',
    urgency: 'emergency',
    source: `${NHS}/detached-retina-retinal-detachment/ (A&E or eye casualty now: a shadow or curtain moving across the vision, with new floaters or flashes)`,
    test: (p) => has(p, 'visual_curtain'),
  },
  {
    id: 'giant_cell_arteritis_sight',
    urgency: 'emergency',
    source: `${NHS}/giant-cell-arteritis/ (A&E now: temple headache or jaw pain with any change in sight)`,
    test: (p) =>
      p.age >= 50 &&
      hasAny(p, 'headache', 'jaw_pain') &&
      hasAny(p, 'jaw_pain', 'scalp_tenderness') &&
      hasAny(p, 'vision_loss', 'blurred_vision', 'double_vision'),
  },
  {
    id: 'maternal_infection_or_psychosis',
    urgency: 'emergency',
    source:
      'https://www.nhs.uk/conditions/sepsis/ and RCOG maternal sepsis (recently given birth, with a temperature and shivering, a racing heart or tummy pain: A&E); https://www.nhs.uk/mental-health/conditions/post-partum-psychosis/ (a medical emergency)',
    test: (p) =>
      has(p, 'postpartum') &&
      ((has(p, 'fever') &&
        hasAny(p, 'rigors', 'palpitations', 'rapid_breathing', 'abdominal_pain')) ||
        hasAny(p, 'hallucinations', 'confusion')),
  },
  {
    id: 'adrenal_crisis_signs',
    urgency: 'emergency',
    source: `${NHS}/addisons-disease/ (adrenal crisis: vomiting or unable to take steroid tablets, dizzy or faint — emergency injection and 999)`,
    test: (p) =>
      has(p, 'adrenal_insufficiency') &&
      hasAny(
        p,
        'vomiting',
        'cannot_keep_fluids',
        'dizziness',
        'dizzy_on_standing',
        'fainting',
        'confusion',
      ),
  },
  {
    id: 'eye_worse_after_surgery',
    urgency: 'emergency',
    source: `${NHS}/cataracts/ (after surgery: increasing pain, redness or worse sight — eye casualty now)`,
    test: (p) =>
      has(p, 'recent_eye_surgery') &&
      hasAny(p, 'eye_pain', 'red_eye') &&
      hasAny(p, 'vision_loss', 'blurred_vision', 'eye_pain'),
  },
  {
    id: 'waters_broken_early',
    urgency: 'emergency',
    source: `${NHS}/pregnancy/labour-and-birth/ (waters breaking before 37 weeks: maternity unit now)`,
    test: (p) =>
      has(p, 'waters_broken') &&
      has(p, 'pregnant') &&
      (p.gestationWeeks === null || p.gestationWeeks < 37),
  },
  {
    id: 'cold_young_baby',
    urgency: 'emergency',
    source: 'NICE NG143 (a baby under 3 months colder than 36 °C is a red feature)',
    test: (p) =>
      p.ageMonths !== null && p.ageMonths < 3 && p.temperatureC !== null && p.temperatureC < 36,
  },
  {
    id: 'altitude_illness_danger_signs',
    urgency: 'emergency',
    source:
      'https://www.nhs.uk/conditions/altitude-sickness/ (go down and get medical help now: breathless at rest, confusion, unsteady walking, coughing up pink froth)',
    test: (p) =>
      has(p, 'high_altitude') &&
      hasAny(
        p,
        'severe_dyspnoea',
        'confusion',
        'balance_problems',
        'pink_frothy_sputum',
        'drowsiness',
      ),
  },
  {
    id: 'trapped_hernia_or_tourniquet',
    urgency: 'emergency',
    source: `${NHS}/inguinal-hernia-repair/ (A&E: a hernia that cannot be pushed back, with pain or sickness) and Healthier Together crying baby (a hair wrapped round a toe or finger: A&E)`,
    test: (p) => hasAny(p, 'irreducible_lump', 'hair_tourniquet'),
  },
  {
    id: 'spreading_dental_infection',
    urgency: 'emergency',
    source: `${NHS}/dental-abscess/ (A&E or 999: swelling spreading to the eye or neck, difficulty breathing, swallowing or speaking)`,
    test: (p) =>
      p.age >= 5 &&
      hasAny(p, 'toothache', 'jaw_swelling', 'gum_problems') &&
      hasAny(p, 'difficulty_swallowing', 'dyspnoea', 'eyelid_swelling', 'stridor'),
  },
  {
    id: 'necrotising_soft_tissue_infection',
    urgency: 'emergency',
    source: `${NHS}/necrotising-fasciitis/ (999: a wound or skin infection with pain far worse than it looks, fever, and skin changing colour)`,
    test: (p) =>
      has(p, 'pain_out_of_proportion') &&
      hasAny(p, 'wound', 'injury', 'red_swollen_skin', 'fever', 'rigors', 'rash'),
  },
  {
    id: 'sudden_pain_with_breathlessness',
    urgency: 'emergency',
    source: `${NHS}/shortness-of-breath/ and ${NHS}/collapsed-lung-pneumothorax/ (A&E or 999: sudden sharp chest or side pain with breathlessness)`,
    test: (p) =>
      has(p, 'dyspnoea') &&
      (isQualified(p, 'chest_pain', 'sudden') ||
        isQualified(p, 'flank_pain', 'sudden') ||
        isQualified(p, 'pleuritic_pain', 'sudden')),
  },
  {
    id: 'cauda_equina',
    urgency: 'emergency',
    source: `${NHS}/cauda-equina-syndrome/ (A&E: back pain with numbness around the bottom, bladder or bowel problems)`,
    test: (p) =>
      hasAny(p, 'back_pain', 'sciatica_pain') &&
      hasAny(p, 'saddle_numbness', 'incontinence', 'urinary_retention', 'leg_weakness'),
  },
  {
    id: 'pulmonary_embolism_signs',
    urgency: 'emergency',
    source: `${NHS}/pulmonary-embolism/ (999/A&E: breathless or chest pain, coughing blood, with a swollen leg)`,
    test: (p) =>
      (hasAny(p, 'calf_swelling', 'calf_pain') &&
        hasAny(p, 'dyspnoea', 'pleuritic_pain', 'haemoptysis', 'chest_pain')) ||
      (has(p, 'haemoptysis') && hasAny(p, 'dyspnoea', 'chest_pain')),
  },
  {
    id: 'sudden_vision_loss',
    urgency: 'emergency',
    source:
      'https://www.nhs.uk/conditions/vision-loss/ (A&E: sudden loss of sight); NHS "Glaucoma" (acute: painful red eye, halos, sickness)',
    test: (p) =>
      has(p, 'vision_loss') ||
      isQualified(p, 'double_vision', 'sudden') ||
      (hasAny(p, 'eye_pain', 'red_eye') && has(p, 'halos')) ||
      (has(p, 'eye_pain') &&
        hasAny(p, 'blurred_vision') &&
        hasAny(p, 'vomiting', 'nausea', 'headache')),
  },
  {
    id: 'collapse_with_heart_symptoms',
    urgency: 'emergency',
    source: `${NHS}/fainting/ and ${NHS}/heart-palpitations/ (999: with chest pain, breathlessness or fainting)`,
    test: (p) =>
      (has(p, 'fainting') &&
        hasAny(p, 'palpitations', 'chest_pain', 'dyspnoea', 'severe_bleeding')) ||
      (has(p, 'palpitations') && hasAny(p, 'chest_pain', 'dyspnoea', 'dizziness')),
  },
  {
    id: 'sickle_cell_crisis',
    urgency: 'emergency',
    source: `${NHS}/sickle-cell-disease/ (A&E: temperature 38 °C or above, chest pain, breathlessness, severe pain)`,
    test: (p) =>
      has(p, 'sickle_cell') &&
      (hasAny(p, 'fever', 'chest_pain', 'dyspnoea', 'abdominal_pain', 'priapism') ||
        hasSeverePain(p) ||
        hasAny(p, 'story_severe_pain', 'painkillers_not_helping')),
  },
  {
    id: 'septic_joint',
    urgency: 'emergency',
    source: `${NHS}/septic-arthritis/ (A&E: a hot, swollen, painful joint with a high temperature)`,
    test: (p) => hasAny(p, 'hot_red_joint', 'joint_swelling') && has(p, 'fever') && !has(p, 'rash'),
  },
  {
    id: 'acute_urinary_retention',
    urgency: 'emergency',
    source: 'https://www.nhs.uk/conditions/urinary-retention/ (A&E: cannot pee at all)',
    test: (p) => has(p, 'urinary_retention'),
  },
];
