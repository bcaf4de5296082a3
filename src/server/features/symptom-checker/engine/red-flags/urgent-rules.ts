/**
 * Urgent red flags: "see a doctor today — call 111 or your GP". Sources: NHS conditions pages
 * (the "Ask for an urgent GP appointment or get help from NHS 111 if" boxes), NICE NG143 amber
 * features (feverish under-5s), NICE NG12 (suspected cancer: recognition and referral), ESI v4
 * decision point D (vital-sign danger zone, read as fever with duration).
 */
import type { Profile } from '../types.ts';
import {
  has,
  hasAny,
  hasLasted,
  hasSeverePain,
  isPossiblyPregnant,
  isQualified,
  type RedFlagRule,
} from './rule.ts';

const NHS = 'https://www.nhs.uk/conditions';

/** Fast breathing with panic and no fever: hyperventilation (NHS "Panic disorder"). */
const isAnxietyPattern = (p: Profile) =>
  hasAny(p, 'anxiety', 'sense_of_doom') && !hasAny(p, 'fever', 'dyspnoea', 'chest_pain');

/** What makes chest pain possibly the heart's (NHS "Chest pain", "Heart attack"). */
const CARDIAC_COMPANIONS = [
  'dyspnoea',
  'sweating',
  'pain_radiating_arm_jaw',
  'nausea',
  'vomiting',
  'fainting',
  'palpitations',
  'chest_pressure',
];

/**
 * A young person's chest pain after a strain or knock that hurts when pressed, with no
 * breathlessness, sweating, spreading pain, sickness, fainting, palpitations or fever (NHS
 * "Chest pain": a pulled or strained muscle).
 */
const isChestWallStrain = (p: Profile) =>
  p.age < 50 &&
  has(p, 'chest_wall_tenderness') &&
  hasAny(p, 'injury', 'muscle_strain_trigger') &&
  !hasAny(p, ...CARDIAC_COMPANIONS, 'fever');

/**
 * A young person's burning behind the breastbone named as heartburn, with none of those features
 * (NHS "Heartburn and acid reflux": self-care and a pharmacist).
 */
const isHeartburn = (p: Profile) =>
  p.age < 50 && has(p, 'heartburn') && !hasAny(p, ...CARDIAC_COMPANIONS);

/** Urgent rules. */
export const URGENT_RULES: RedFlagRule[] = [
  {
    id: 'fever_over_3_days',
    urgency: 'urgent',
    source: `${NHS}/fever-in-adults/ and ${NHS}/fever-in-children/ (get advice if a high temperature lasts more than 3 days; NICE NG143: 5 days is amber) — a temperature the person says has gone is not a lasting one`,
    test: (p) => hasLasted(p, 'fever', 4) && !has(p, 'fever_resolved'),
  },
  {
    id: 'fever_young_child',
    urgency: 'urgent',
    source: `${NHS}/fever-in-children/ (111: under 3 months 38 °C, 3–6 months 39 °C) — age 1 is the youngest this product takes, so any fever at age 1 is urgent`,
    test: (p) => p.age <= 1 && has(p, 'fever'),
  },
  {
    id: 'feverish_child_amber_feature',
    urgency: 'urgent',
    source: 'NICE NG143 traffic-light table, amber features (under 5)',
    test: (p) =>
      p.age < 5 &&
      has(p, 'fever') &&
      hasAny(
        p,
        'poor_feeding',
        'reduced_urine',
        'rapid_breathing',
        'rigors',
        'pale_skin',
        'dry_mouth',
        'cannot_bear_weight',
        'joint_swelling',
      ),
  },
  {
    id: 'fever_after_travel',
    urgency: 'urgent',
    source: `${NHS}/malaria/ (urgent advice for fever during or after travel to a malaria area)`,
    test: (p) => hasAny(p, 'fever', 'rigors') && has(p, 'recent_travel'),
  },
  {
    id: 'upper_urinary_tract_infection',
    urgency: 'urgent',
    source: `${NHS}/kidney-infection/ (urgent GP/111: pee symptoms with high temperature, shivering, pain in side or back)`,
    test: (p) =>
      (hasAny(p, 'dysuria', 'urinary_frequency', 'cloudy_urine') &&
        hasAny(p, 'fever', 'rigors', 'flank_pain', 'vomiting')) ||
      (has(p, 'flank_pain') && hasAny(p, 'fever', 'rigors')),
  },
  {
    id: 'urinary_symptoms_high_risk',
    urgency: 'urgent',
    source: `${NHS}/urinary-tract-infections-utis/ (see a GP: men, pregnancy, children, blood in pee)`,
    test: (p) =>
      hasAny(p, 'dysuria', 'urinary_frequency') &&
      (p.sex === 'male' ||
        p.age < 16 ||
        isPossiblyPregnant(p) ||
        has(p, 'haematuria') ||
        has(p, 'diabetes')),
  },
  {
    id: 'painful_eye_with_vision_change',
    urgency: 'urgent',
    source: `${NHS}/red-eye/ (urgent: painful red eye, vision changes, sensitivity to light); NHS "Eye injuries"`,
    test: (p) =>
      (hasAny(p, 'eye_pain', 'red_eye') &&
        hasAny(p, 'blurred_vision', 'photophobia', 'double_vision')) ||
      has(p, 'eye_injury') ||
      has(p, 'flashes_floaters') ||
      (has(p, 'eye_pain') && !hasAny(p, 'eye_discharge', 'itchy_eyes', 'facial_pain', 'headache')),
  },
  {
    id: 'chest_pain',
    urgency: 'urgent',
    source: `${NHS}/chest-pain/ (chest pain needs to be checked: 111 or GP; pain after a strain or knock that hurts when the chest is pressed is usually a pulled muscle)`,
    test: (p) =>
      has(p, 'chest_pain') &&
      !isChestWallStrain(p) &&
      !isHeartburn(p) &&
      !(has(p, 'chest_sore_from_coughing') && !hasAny(p, ...CARDIAC_COMPANIONS, 'fever')),
  },
  {
    id: 'breathing_difficulty',
    urgency: 'urgent',
    source: `${NHS}/shortness-of-breath/ (urgent GP/111: breathless with no obvious cause, or worse on lying down or exertion)`,
    test: (p) =>
      hasAny(p, 'dyspnoea', 'stridor') ||
      (has(p, 'rapid_breathing') && !isAnxietyPattern(p)) ||
      (has(p, 'wheeze') && (p.age < 16 || has(p, 'asthma'))),
  },
  {
    id: 'coughing_blood',
    urgency: 'urgent',
    source: `${NHS}/coughing-up-blood/ (urgent GP/111)`,
    test: (p) => has(p, 'haemoptysis'),
  },
  {
    id: 'blood_in_poo_or_pee',
    urgency: 'urgent',
    source: `${NHS}/blood-in-urine/ (see a GP); ${NHS}/bleeding-from-the-bottom-rectal-bleeding/ (111 now: bloody diarrhoea; bright red blood on the paper alone is a routine GP matter); NICE NG12 (rectal bleeding at 50 or over)`,
    test: (p) =>
      has(p, 'haematuria') ||
      (has(p, 'bloody_stool') &&
        (p.age < 16 ||
          p.age >= 50 ||
          (p.durationDays.get('bloody_stool') ?? 0) >= 21 ||
          hasAny(
            p,
            'diarrhoea',
            'abdominal_pain',
            'anticoagulant',
            'weight_loss',
            'bowel_habit_change',
            'fatigue',
            'pale_skin',
          ))),
  },
  {
    id: 'testicular_pain',
    urgency: 'urgent',
    source: `${NHS}/testicle-pain/ (urgent GP/111: pain or swelling in a testicle)`,
    test: (p) => hasAny(p, 'testicular_pain', 'scrotal_swelling'),
  },
  {
    id: 'pregnancy_warning_signs',
    urgency: 'urgent',
    source:
      'https://www.nhs.uk/pregnancy/related-conditions/ (contact a midwife or GP now: bleeding, tummy pain, fever, severe headache, itching)',
    test: (p) =>
      (isPossiblyPregnant(p) && hasAny(p, 'abdominal_pain', 'vaginal_bleeding')) ||
      (has(p, 'pregnant') &&
        hasAny(
          p,
          'vaginal_bleeding',
          'abdominal_pain',
          'fever',
          'headache',
          'vomiting',
          'leg_swelling',
          'blurred_vision',
          'itching',
          'vaginal_discharge',
        )),
  },
  {
    id: 'persistent_vomiting_or_diarrhoea',
    urgency: 'urgent',
    source: `${NHS}/diarrhoea-and-vomiting/ (111: vomiting over 2 days, diarrhoea over 7 days in an acute illness, cannot keep fluids down, signs of dehydration)`,
    test: (p) =>
      hasLasted(p, 'vomiting', 2) ||
      (hasLasted(p, 'diarrhoea', 7) && p.course !== 'chronic') ||
      has(p, 'persistent_vomiting') ||
      (hasAny(p, 'vomiting', 'diarrhoea') &&
        hasAny(p, 'reduced_urine', 'sunken_eyes', 'poor_feeding', 'dizziness', 'dry_mouth')) ||
      (p.age <= 1 && hasAny(p, 'vomiting', 'diarrhoea')),
  },
  {
    id: 'worrying_abdominal_pain',
    urgency: 'urgent',
    source: `${NHS}/stomach-ache/ and ${NHS}/appendicitis/ (urgent GP/111: tummy pain that is getting worse, does not go away, or moves to the lower right; pain worse on moving or coughing)`,
    test: (p) =>
      has(p, 'abdominal_pain') &&
      ((p.course !== 'chronic' && isQualified(p, 'abdominal_pain', 'worsening', 'constant')) ||
        hasAny(p, 'pain_worse_on_movement', 'rigid_abdomen') ||
        (has(p, 'periumbilical_pain') && has(p, 'rlq_pain'))),
  },
  {
    id: 'vertigo_warning_signs',
    urgency: 'urgent',
    source: `${NHS}/vertigo/ (urgent GP/111: vertigo with a severe headache, being sick or a very high temperature); NICE CKS "Vertigo" (sudden hearing loss needs same-day assessment)`,
    test: (p) =>
      has(p, 'vertigo') &&
      (hasAny(p, 'vomiting', 'high_fever', 'hearing_loss') ||
        isQualified(p, 'headache', 'severe', 'worst')),
  },
  {
    id: 'jaundice',
    urgency: 'urgent',
    source: `${NHS}/jaundice/ (urgent GP/111: yellow skin or eyes)`,
    test: (p) => hasAny(p, 'jaundice', 'pale_stool'),
  },
  {
    id: 'possible_cancer_symptoms',
    urgency: 'urgent',
    source:
      'NICE NG12 suspected cancer: recognition and referral (unexplained weight loss, lumps, changing moles, persistent cough or hoarseness, swallowing problems, post-menopausal bleeding, change in bowel habit at 60 or over)',
    test: (p) =>
      (has(p, 'weight_loss') && !hasAny(p, 'heat_intolerance', 'excessive_thirst')) ||
      hasAny(p, 'breast_lump', 'changing_mole', 'persistent_cough') ||
      (has(p, 'night_sweats') && hasAny(p, 'swollen_glands', 'fever', 'cough')) ||
      (has(p, 'difficulty_swallowing') && p.age >= 45 && !has(p, 'sore_throat')) ||
      (has(p, 'vaginal_bleeding') && p.age >= 50) ||
      (has(p, 'bowel_habit_change') && p.age >= 60) ||
      hasLasted(p, 'hoarse_voice', 21),
  },
  {
    id: 'fainting',
    urgency: 'urgent',
    source: `${NHS}/fainting/ (see a GP if you faint with no clear reason)`,
    test: (p) => has(p, 'fainting'),
  },
  {
    id: 'facial_weakness',
    urgency: 'urgent',
    source: `${NHS}/bells-palsy/ (urgent GP/111: face drooping or weak on one side)`,
    test: (p) => has(p, 'facial_droop'),
  },
  {
    id: 'face_or_lip_swelling',
    urgency: 'urgent',
    source: `${NHS}/angioedema/ (urgent advice for swelling of the face or lips without breathing problems)`,
    test: (p) => has(p, 'swelling_lips_tongue_throat'),
  },
  {
    id: 'possible_dvt',
    urgency: 'urgent',
    source: `${NHS}/deep-vein-thrombosis-dvt/ (urgent GP/111: throbbing pain and swelling in one leg)`,
    test: (p) =>
      has(p, 'calf_swelling') ||
      (has(p, 'calf_pain') &&
        hasAny(p, 'recent_surgery', 'hormones', 'pregnant', 'vte_history', 'cancer')),
  },
  {
    id: 'hot_swollen_joint',
    urgency: 'urgent',
    source: `${NHS}/septic-arthritis/ and ${NHS}/gout/ (urgent advice: sudden hot, swollen, painful joint)`,
    test: (p) => has(p, 'hot_red_joint'),
  },
  {
    id: 'spreading_skin_infection',
    urgency: 'urgent',
    source: `${NHS}/cellulitis/ (urgent GP/111: red, hot, swollen skin, especially with a high temperature)`,
    test: (p) =>
      (has(p, 'red_swollen_skin') && hasAny(p, 'fever', 'rigors', 'malaise')) ||
      has(p, 'animal_bite'),
  },
  {
    id: 'possible_fracture',
    urgency: 'urgent',
    source:
      'https://www.nhs.uk/conditions/broken-bones/ (urgent treatment centre or A&E: cannot move or bear weight, deformity) — Ottawa ankle and knee rules',
    test: (p) =>
      hasAny(p, 'deformity', 'bone_tenderness') ||
      (has(p, 'cannot_bear_weight') &&
        !has(p, 'minor_injury_usable') &&
        hasAny(p, 'injury', 'hip_pain', 'knee_pain', 'ankle_pain', 'leg_pain', 'foot_pain')),
  },
  {
    id: 'severe_pain',
    urgency: 'urgent',
    source: 'ESI v4 decision point B (severe pain or distress); NHS 111 pain advice',
    test: (p) => hasSeverePain(p),
  },
  {
    id: 'neurological_change',
    urgency: 'urgent',
    source:
      'NICE CKS "Headache — assessment" red flags (new neurological deficit, headache with vomiting or worse on waking, over 50 with jaw pain); https://www.nhs.uk/conditions/stiff-neck/ (a stiff neck alone is self-care; get help with a high temperature, headache, rash or being sick)',
    test: (p) =>
      hasAny(p, 'double_vision', 'hallucinations', 'leg_weakness') ||
      (has(p, 'neck_stiffness') &&
        hasAny(p, 'fever', 'headache', 'rash', 'vomiting', 'photophobia', 'drowsiness')) ||
      (has(p, 'headache') &&
        (hasAny(p, 'persistent_vomiting', 'blurred_vision') ||
          (p.age >= 50 && hasAny(p, 'jaw_pain', 'vision_loss')))) ||
      (has(p, 'headache') && has(p, 'fever') && has(p, 'photophobia')),
  },
  {
    id: 'worrying_infection_signs',
    urgency: 'urgent',
    source: `${NHS}/tonsillitis/, ${NHS}/quinsy/ and ${NHS}/mastoiditis/ (urgent: cannot swallow, cannot open mouth, swelling behind the ear); dribbling alone in a baby is teething (NHS "Teething")`,
    test: (p) =>
      hasAny(p, 'muffled_voice', 'ear_swelling_behind') ||
      (has(p, 'drooling') &&
        (p.age >= 5 ||
          hasAny(p, 'fever', 'sore_throat', 'difficulty_swallowing', 'stridor', 'dyspnoea'))) ||
      (has(p, 'difficulty_swallowing') && has(p, 'fever')) ||
      (has(p, 'rash') && has(p, 'high_fever')),
  },
  {
    id: 'new_diabetes_symptoms',
    urgency: 'urgent',
    source: `${NHS}/type-1-diabetes/ (see a GP the same day: thirst, peeing a lot, tiredness, weight loss)`,
    test: (p) =>
      has(p, 'excessive_thirst') &&
      hasAny(p, 'polyuria', 'urinary_frequency', 'weight_loss', 'fatigue'),
  },
];
