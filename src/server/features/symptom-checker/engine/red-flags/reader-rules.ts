/**
 * Rules built on the structured readers (`lexicon/readers.ts`) and on who the person
 * is (age and risk group). Like every rule, they can only raise urgency.
 */
import { has, hasAny, isPossiblyPregnant, type RedFlagRule } from './rule.ts';
import type { Profile } from '../types.ts';

const NHS = 'https://www.nhs.uk/conditions';

/**
 * Groups NHS "Flu", "Chest infection" and "Pneumonia" pages send for an urgent GP appointment
 * or NHS 111 when they have symptoms: 65 or over, pregnant, a long-term condition (diabetes,
 * heart, lung or kidney disease) or a weakened immune system.
 */
export function isHighRiskForInfection(p: Profile): boolean {
  return (
    p.age >= 65 ||
    isPossiblyPregnant(p) ||
    hasAny(p, 'diabetes', 'immunosuppressed', 'copd', 'heart_disease', 'kidney_disease', 'asthma')
  );
}

/** Flu or a chest infection: fever with a cough, aches or a sore throat; or a wet cough. */
function hasFluOrChestInfection(p: Profile): boolean {
  const fever = hasAny(p, 'fever', 'high_fever', 'rigors');
  return (
    (fever && hasAny(p, 'cough', 'body_aches', 'sore_throat', 'dyspnoea')) ||
    (has(p, 'productive_cough') && hasAny(p, 'fever', 'high_fever', 'rigors', 'dyspnoea'))
  );
}

/** Emergency rules of the readers. */
export const EMERGENCY_READER_RULES: RedFlagRule[] = [
  {
    id: 'serious_limb_injury',
    urgency: 'emergency',
    source: `${NHS}/broken-arm-or-wrist/ and ${NHS}/broken-leg/ (go to A&E: bone sticking out, arm or leg at an odd angle or out of shape, numbness, pins and needles, or a hand or foot that is cold, pale or blue); ${NHS}/cuts-and-grazes/ (999: something stuck in the wound)`,
    test: (p) =>
      hasAny(p, 'open_fracture', 'deformed_injury', 'injured_limb_numb_or_cold', 'impaled_object'),
  },
  {
    id: 'serious_bite',
    urgency: 'emergency',
    source: `${NHS}/animal-and-human-bites/ (go to A&E if the wound is large or deep, you were bitten on your face or head, or you cannot stop the bleeding)`,
    test: (p) =>
      has(p, 'animal_bite') &&
      hasAny(p, 'wound_needs_closure', 'bite_face_or_head', 'severe_bleeding'),
  },
  {
    id: 'stroke_symptoms_passed',
    urgency: 'emergency',
    source: `${NHS}/transient-ischaemic-attack-tia/ (call 999 immediately if you or someone else has symptoms of a TIA or stroke, even if they disappear)`,
    test: (p) =>
      has(p, 'symptoms_resolved') && hasAny(p, 'arm_weakness', 'speech_problem', 'facial_droop'),
  },
];

/** Urgent rules of the readers and of age and risk groups. */
export const URGENT_READER_RULES: RedFlagRule[] = [
  {
    id: 'suspected_fracture',
    urgency: 'urgent',
    source: `${NHS}/broken-arm-or-wrist/, ${NHS}/broken-ankle/, ${NHS}/broken-finger/ (urgent treatment centre if you think it is broken: cannot move or use it, cannot put weight on it, bony tenderness, swelling after a fall); Ottawa ankle and foot rules (Stiell et al., JAMA 1993)`,
    test: (p) => has(p, 'suspected_fracture'),
  },
  {
    id: 'pulled_elbow',
    urgency: 'urgent',
    source: `${NHS}/pulled-elbow/ (go to an urgent treatment centre or A&E if your child will not use their arm after it was pulled)`,
    test: (p) => has(p, 'pulled_elbow_sign'),
  },
  {
    id: 'wound_needs_closure',
    urgency: 'urgent',
    source: `${NHS}/cuts-and-grazes/ (go to an urgent treatment centre if the cut is large or deep, or its edges gape and may need stitches or glue)`,
    test: (p) => has(p, 'wound_needs_closure'),
  },
  {
    id: 'cellulitis_signs',
    urgency: 'urgent',
    source: `${NHS}/cellulitis/ (ask for an urgent GP appointment or get help from NHS 111 if skin is red, hot, swollen or painful, especially if it is spreading or you have a high temperature)`,
    test: (p) => has(p, 'hot_spreading_skin'),
  },
  {
    id: 'contact_lens_red_eye',
    urgency: 'urgent',
    source: `${NHS}/red-eye/ (urgent: painful red eye, light sensitivity, wearing contact lenses); College of Optometrists Clinical Management Guideline "Keratitis, microbial (contact lens wearers: same-day referral)"`,
    test: (p) => has(p, 'contact_lens_wearer') && hasAny(p, 'red_eye', 'eye_pain', 'photophobia'),
  },
  {
    id: 'infection_in_high_risk_group',
    urgency: 'urgent',
    source: `${NHS}/flu/ and ${NHS}/chest-infection/ (ask for an urgent GP appointment or get help from NHS 111 if you are 65 or over, pregnant, have a long-term condition such as diabetes, heart, lung or kidney disease, or a weakened immune system); ${NHS}/urinary-tract-infections-utis/ (see a GP for an older person who may have a UTI; pharmacy UTI treatment covers women 16 to 64 only) and NICE NG109`,
    test: (p) =>
      (hasFluOrChestInfection(p) && isHighRiskForInfection(p)) ||
      (hasAny(p, 'dysuria', 'urinary_frequency') && (p.age >= 65 || has(p, 'immunosuppressed'))),
  },
];
