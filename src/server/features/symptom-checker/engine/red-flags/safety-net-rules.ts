/**
 * Safety nets: generic rules that do not depend on recognising a condition. Injuries,
 * burns and poisonings (NHS "Burns and scalds", "Poisoning", "Animal and human bites",
 * "Carbon monoxide poisoning", "Heat exhaustion and heatstroke", "Hypothermia", NHS England
 * button-battery alert), severity words people use (NHS 111: "feel very unwell", "getting
 * worse quickly", "cannot keep fluids down"; ESI v4 decision point B: severe pain) and sudden
 * loss of a sense (NHS "Hearing loss", "Vision loss").
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

/** Any pain (or headache) described as the worst ever ("worst in the morning" is not). */
function hasWorstPain(p: Profile): boolean {
  if (!has(p, 'worst_ever')) return false;
  for (const id of p.present) if (id.endsWith('_pain') || id === 'headache') return true;
  return false;
}

/** Findings whose sudden loss needs the same-day check of NHS "Hearing loss"/"Vision loss". */
const SENSES = ['hearing_loss', 'vision_loss', 'blurred_vision', 'double_vision', 'numbness'];

/** Emergency safety nets. */
export const EMERGENCY_SAFETY_NETS: RedFlagRule[] = [
  {
    id: 'swallowed_battery_or_magnets',
    urgency: 'emergency',
    source:
      'NHS England patient safety alert NatPSA/2019 and https://www.capt.org.uk/button-batteries (swallowed button battery or magnets: A&E immediately)',
    test: (p) => hasAny(p, 'button_battery', 'swallowed_magnet'),
  },
  {
    id: 'household_chemical',
    urgency: 'emergency',
    source: `${NHS}/poisoning/ (A&E if someone swallowed something poisonous and is unwell); ${NHS}/burns-and-scalds/ (all chemical burns: A&E); ${NHS}/eye-injuries/ (chemical in the eye: A&E)`,
    test: (p) => has(p, 'chemical_exposure'),
  },
  {
    id: 'serious_burn',
    urgency: 'emergency',
    source: `${NHS}/burns-and-scalds/ (A&E: burns larger than the person's hand, deep or charred, blistering burns on the face, hands, arms, feet, legs or genitals, all electrical burns, anyone who breathed in smoke); https://www.what0-18.nhs.uk/ burns and scalds (any blistering burn in a child: A&E)`,
    test: (p) =>
      has(p, 'electrical_injury') ||
      has(p, 'large_burn') ||
      has(p, 'blistered_burn_exposed_site') ||
      has(p, 'smoke_inhalation') ||
      (has(p, 'burn') && has(p, 'blisters') && p.age < 16),
  },
  {
    id: 'near_drowning',
    urgency: 'emergency',
    source: `${NHS}/drowning/ and Royal Life Saving Society UK (anyone who went under water and is coughing, breathless, drowsy or unwell: A&E)`,
    test: (p) => has(p, 'submersion'),
  },
  {
    id: 'alcohol_poisoning_signs',
    urgency: 'emergency',
    source: `${NHS}/alcohol-poisoning/ (999: confused, fits, cannot be woken, sick while drowsy, slow or irregular breathing, pale or blue skin, low temperature)`,
    test: (p) =>
      has(p, 'heavy_drinking_episode') &&
      (hasAny(p, 'confusion', 'seizure', 'unresponsive', 'cyanosis', 'low_temperature') ||
        (has(p, 'vomiting') && has(p, 'drowsiness'))),
  },
  {
    id: 'choking',
    urgency: 'emergency',
    source: `${NHS}/choking/ (call 999 if choking does not clear)`,
    test: (p) => has(p, 'choking'),
  },
  {
    id: 'carbon_monoxide',
    urgency: 'emergency',
    source: `${NHS}/carbon-monoxide-poisoning/ (A&E if exposed and unwell: headache, dizziness, sickness, breathlessness, confusion)`,
    test: (p) =>
      has(p, 'co_exposure') &&
      hasAny(p, 'headache', 'dizziness', 'nausea', 'vomiting', 'confusion', 'dyspnoea', 'fainting'),
  },
  {
    id: 'heatstroke',
    urgency: 'emergency',
    source: `${NHS}/heat-exhaustion-heatstroke/ (999: still unwell after cooling, not sweating while too hot, confusion, fit, unresponsive)`,
    test: (p) =>
      (has(p, 'heat_exposure') || (p.temperatureC ?? 0) >= 40) &&
      hasAny(p, 'confusion', 'not_sweating', 'seizure', 'unresponsive', 'drowsiness'),
  },
  {
    id: 'hypothermia',
    urgency: 'emergency',
    source: `${NHS}/hypothermia/ (999: slurred speech, confusion, drowsiness, slow breathing in someone who is cold)`,
    test: (p) =>
      has(p, 'low_temperature') ||
      (has(p, 'cold_exposure') && hasAny(p, 'confusion', 'drowsiness', 'speech_problem')),
  },
  {
    id: 'worst_ever_or_rapidly_worsening_pain',
    urgency: 'emergency',
    source: `ESI v4 decision point B (severe pain or distress); ${NHS}/stomach-ache/ (A&E: pain that is severe or came on suddenly)`,
    test: (p) => hasWorstPain(p) || (has(p, 'rapidly_worsening') && hasSeverePain(p)),
  },
  {
    id: 'orbital_cellulitis_signs',
    urgency: 'emergency',
    source:
      'https://www.what0-18.nhs.uk/ periorbital cellulitis (red: eye bulging, pain on moving the eye, reduced or double vision → A&E); https://www.nhs.uk/conditions/cellulitis/',
    test: (p) =>
      has(p, 'eyelid_swelling') &&
      hasAny(
        p,
        'painful_eye_movement',
        'bulging_eye',
        'double_vision',
        'vision_loss',
        'blurred_vision',
      ),
  },
  {
    id: 'dislocated_joint',
    urgency: 'emergency',
    source: `${NHS}/dislocated-shoulder/ (go to A&E)`,
    test: (p) => has(p, 'dislocation'),
  },
];

/** Urgent safety nets. */
export const URGENT_SAFETY_NETS: RedFlagRule[] = [
  {
    id: 'severity_words',
    urgency: 'urgent',
    source:
      'https://111.nhs.uk/ and NHS conditions pages ("get help from NHS 111 if you feel very unwell, symptoms are getting worse quickly, you cannot keep fluids down or cannot move")',
    test: (p) => hasAny(p, 'very_unwell', 'rapidly_worsening', 'cannot_keep_fluids', 'cannot_move'),
  },
  {
    id: 'not_passing_urine',
    urgency: 'urgent',
    source: `${NHS}/dehydration/ (111: not peed all day, baby with fewer wet nappies)`,
    test: (p) => has(p, 'reduced_urine'),
  },
  {
    id: 'bite_or_infected_wound',
    urgency: 'urgent',
    source: `${NHS}/animal-and-human-bites/ (get medical help for a bite that has broken the skin); ${NHS}/cuts-and-grazes/ (see a GP if a wound looks infected)`,
    test: (p) => hasAny(p, 'animal_bite', 'infected_wound'),
  },
  {
    id: 'burn_needs_assessment',
    urgency: 'urgent',
    source: `${NHS}/burns-and-scalds/ (get medical help for blistering burns, and for any burn in children under 5, pregnant women, people over 60 and people with diabetes or a weak immune system)`,
    test: (p) =>
      has(p, 'burn') &&
      (has(p, 'blisters') ||
        p.age < 5 ||
        p.age > 60 ||
        hasAny(p, 'pregnant', 'diabetes', 'immunosuppressed')),
  },
  {
    id: 'object_stuck_or_swallowed',
    urgency: 'urgent',
    source: `${NHS}/foreign-body-in-the-ear/ ; ${NHS}/swallowed-objects/ ; ${NHS}/dental-injuries/ (same-day help)`,
    test: (p) =>
      hasAny(p, 'object_in_ear_nose', 'swallowed_object', 'dental_injury', 'foreign_body_eye'),
  },
  {
    id: 'swollen_eyelid_with_fever',
    urgency: 'urgent',
    source:
      'https://www.what0-18.nhs.uk/ periorbital cellulitis (amber: swollen red eyelid with fever → see a doctor the same day)',
    test: (p) => has(p, 'eyelid_swelling') && has(p, 'fever'),
  },
  {
    id: 'bite_or_sting_near_eye',
    urgency: 'urgent',
    source: `${NHS}/insect-bites-and-stings/ (111 or GP: stung or bitten in the mouth or throat or near the eyes, or a red swollen area of 10 cm or more)`,
    test: (p) => has(p, 'insect_bite') && hasAny(p, 'eyelid_swelling', 'red_eye', 'eye_pain'),
  },
  {
    id: 'rash_on_new_medicine',
    urgency: 'urgent',
    source:
      'https://www.nhs.uk/medicines/amoxicillin/ (a rash after starting the medicine can be an allergy: speak to a doctor or call 111 before the next dose; 999 for swelling of the lips, mouth, throat or breathing problems)',
    test: (p) => has(p, 'new_medicine') && hasAny(p, 'rash', 'hives'),
  },
  {
    id: 'raised_ketones',
    urgency: 'urgent',
    source: `${NHS}/diabetic-ketoacidosis/ and Diabetes UK sick-day rules (blood ketones 1.5 to 2.9 mmol/L: contact the diabetes team or 111 now; 3 or more: A&E)`,
    test: (p) => has(p, 'ketones_raised'),
  },
  {
    id: 'high_sugar_on_insulin',
    urgency: 'urgent',
    source: `${NHS}/type-1-diabetes/ and Diabetes UK sick-day rules (on insulin with blood sugar staying high: check ketones and contact the diabetes team or 111 today)`,
    test: (p) => has(p, 'high_sugar_reading') && has(p, 'insulin_treated'),
  },
  {
    id: 'back_pain_both_legs',
    urgency: 'urgent',
    source: `${NHS}/sciatica/ (urgent GP or 111: sciatica in both legs, or getting worse)`,
    test: (p) => hasAny(p, 'back_pain', 'sciatica_pain') && has(p, 'both_legs'),
  },
  {
    id: 'newborn_sticky_eye',
    urgency: 'urgent',
    source:
      'https://www.what0-18.nhs.uk/ conjunctivitis and NICE CKS "Conjunctivitis - infective" (a red or sticky eye in a baby under 28 days needs a doctor the same day)',
    test: (p) =>
      p.age <= 1 &&
      p.ageMonths !== null &&
      p.ageMonths < 1 &&
      hasAny(p, 'red_eye', 'eye_discharge', 'eyelid_swelling'),
  },
  {
    id: 'sore_throat_high_temperature',
    urgency: 'urgent',
    source: `${NHS}/sore-throat/ and ${NHS}/tonsillitis/ (urgent GP or 111: a sore throat with a high temperature or feeling hot and shivery, or pus on the tonsils)`,
    test: (p) =>
      p.age >= 5 &&
      has(p, 'sore_throat') &&
      (has(p, 'rigors') || (p.temperatureC ?? 0) >= 39) &&
      !has(p, 'body_aches'),
  },
  {
    id: 'dental_abscess_signs',
    urgency: 'urgent',
    source: `${NHS}/dental-abscess/ and ${NHS}/toothache/ (see a dentist urgently or call 111: toothache with a swollen gum, cheek or jaw)`,
    test: (p) => has(p, 'toothache') && hasAny(p, 'face_or_gum_swelling', 'jaw_swelling'),
  },
  {
    id: 'chickenpox_needs_a_doctor',
    urgency: 'urgent',
    source: `${NHS}/chickenpox/ (urgent GP or 111: chickenpox in an adult, in pregnancy, with a weak immune system or in a baby under 4 weeks, antivirals work best early)`,
    test: (p) =>
      hasAny(p, 'chickenpox_named', 'itchy_spots_blisters') &&
      (p.age >= 16 ||
        hasAny(p, 'pregnant', 'immunosuppressed') ||
        (p.ageMonths !== null && p.ageMonths < 1)),
  },
  {
    id: 'self_harm_needs_help',
    urgency: 'urgent',
    source:
      'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/behaviours/self-harm/ (see a GP or call 111 the same day about self-harm; 999 or A&E if seriously hurt)',
    test: (p) => has(p, 'self_harm'),
  },
  {
    id: 'newborn_jaundice',
    urgency: 'urgent',
    source: `${NHS}/jaundice-newborn/ (a midwife, health visitor or GP the same day for a yellow baby; pale poo or dark wee: urgent)`,
    test: (p) => p.age <= 1 && has(p, 'jaundice'),
  },
  {
    id: 'head_injury_headache_not_settling',
    urgency: 'urgent',
    source: `${NHS}/head-injury-and-concussion/ (urgent treatment centre: a headache after a head injury that painkillers do not help)`,
    test: (p) => has(p, 'head_injury') && has(p, 'headache') && has(p, 'painkillers_not_helping'),
  },
  {
    id: 'high_sugar_with_symptoms',
    urgency: 'urgent',
    source: `${NHS}/type-2-diabetes/ and Diabetes UK "Hyperglycaemia" (readings of 20 or more, or high readings with thirst and peeing a lot: contact the GP or diabetes team today)`,
    test: (p) =>
      has(p, 'very_high_sugar') ||
      (has(p, 'high_sugar_reading') && hasAny(p, 'excessive_thirst', 'polyuria')),
  },
  {
    id: 'diabetic_foot_sore',
    urgency: 'urgent',
    source: `${NHS}/diabetes/ (foot problems in diabetes: see a GP or foot team urgently)`,
    test: (p) => has(p, 'diabetes') && has(p, 'foot_wound'),
  },
  {
    id: 'pregnancy_chickenpox_or_itch',
    urgency: 'urgent',
    source: `${NHS}/chickenpox/ (pregnant and in contact with chickenpox without having had it: GP or 111 now); ${NHS}/intrahepatic-cholestasis-of-pregnancy/ (itchy palms and soles in pregnancy: contact the midwife or GP today)`,
    test: (p) => isPossiblyPregnant(p) && hasAny(p, 'chickenpox_mentioned', 'itchy_palms_soles'),
  },
  {
    id: 'child_limp',
    urgency: 'urgent',
    source: `${NHS}/irritable-hip/ and https://www.what0-18.nhs.uk/ limp (amber: a child who limps or will not bear weight without a minor injury they can walk on: see a doctor today)`,
    test: (p) => p.age < 16 && has(p, 'cannot_bear_weight') && !has(p, 'minor_injury_usable'),
  },
  {
    id: 'severe_sunburn',
    urgency: 'urgent',
    source: `${NHS}/sunburn/ (111 or urgent GP: skin blistering or swelling badly, chills or a high temperature, feeling dizzy or sick, headaches)`,
    test: (p) =>
      has(p, 'sunburn') &&
      (hasAny(p, 'blisters', 'rigors', 'dizziness', 'nausea', 'vomiting', 'headache') ||
        (p.temperatureC ?? 0) >= 38),
  },
  {
    id: 'glandular_fever_spleen_pain',
    urgency: 'urgent',
    source: `${NHS}/glandular-fever/ (urgent GP or 111: glandular fever with pain in the upper left side of the tummy, a sign of a swollen spleen)`,
    test: (p) =>
      has(p, 'luq_pain') || (has(p, 'glandular_fever_named') && has(p, 'abdominal_pain')),
  },
  {
    id: 'sudden_loss_of_a_sense',
    urgency: 'urgent',
    source: `${NHS}/hearing-loss/ (urgent: sudden hearing loss); ${NHS}/vision-loss/ (sudden changes to sight: A&E or urgent)`,
    test: (p) => has(p, 'sudden_hearing_loss') || SENSES.some((id) => isQualified(p, id, 'sudden')),
  },
];
