import type { AnalyzeSymptomsInput } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { normalizeInput } from '../normalize.ts';
import { evaluateRedFlags } from './red-flags.ts';

/** A test input: the symptoms, and age or gender when a rule depends on them. */
export type Input = Partial<AnalyzeSymptomsInput> & { symptoms: string[] };

/** Safety nets: an input that fires each, and the same with its key finding denied. */
const SAFETY_NET_CASES: Record<string, { fires: Input; negated: Input }> = {
  swallowed_battery_or_magnets: {
    fires: { symptoms: ['swallowed a button battery'], age: 3 },
    negated: { symptoms: ['no button battery swallowed'], age: 3 },
  },
  household_chemical: {
    fires: { symptoms: ['drank some bleach'], age: 2 },
    negated: { symptoms: ['no bleach'], age: 2 },
  },
  serious_burn: {
    fires: { symptoms: ['burnt his arm on the oven', 'blisters'], age: 8 },
    negated: { symptoms: ['burnt his arm on the oven', 'no blisters'], age: 8 },
  },
  choking: {
    fires: { symptoms: ['choking on food'], age: 4 },
    negated: { symptoms: ['not choking'], age: 4 },
  },
  carbon_monoxide: {
    fires: { symptoms: ['headache', 'old gas boiler'] },
    negated: { symptoms: ['no headache', 'old gas boiler'] },
  },
  heatstroke: {
    fires: { symptoms: ['hot weather', 'confused'], age: 80 },
    negated: { symptoms: ['hot weather', 'not confused'], age: 80 },
  },
  hypothermia: {
    fires: { symptoms: ['out in the snow', 'drowsy'], age: 80 },
    negated: { symptoms: ['out in the snow', 'not drowsy'], age: 80 },
  },
  worst_ever_or_rapidly_worsening_pain: {
    fires: { symptoms: ['worst back pain ever'] },
    negated: { symptoms: ['no back pain'] },
  },
  dislocated_joint: {
    fires: { symptoms: ['dislocated my shoulder'] },
    negated: { symptoms: ['shoulder not dislocated'] },
  },
  orbital_cellulitis_signs: {
    fires: { symptoms: ['swollen eyelid', 'hurts to move his eye'], age: 6 },
    negated: { symptoms: ['swollen eyelid', 'does not hurt to move his eye'], age: 6 },
  },
  severity_words: {
    fires: { symptoms: ['feel very unwell'] },
    negated: { symptoms: ['not very unwell'] },
  },
  not_passing_urine: {
    fires: { symptoms: ['not peed all day'] },
    negated: { symptoms: ['no reduced urine'] },
  },
  bite_or_infected_wound: {
    fires: { symptoms: ['the dog next door bit my hand'] },
    negated: { symptoms: ['no dog bite'] },
  },
  burn_needs_assessment: {
    fires: { symptoms: ['burnt finger on the oven'], age: 3 },
    negated: { symptoms: ['not burnt'], age: 3 },
  },
  object_stuck_or_swallowed: {
    fires: { symptoms: ['something stuck in his ear'], age: 4 },
    negated: { symptoms: ['no object in ear'], age: 4 },
  },
  swollen_eyelid_with_fever: {
    fires: { symptoms: ['swollen eyelid', 'fever'], age: 4 },
    negated: { symptoms: ['swollen eyelid', 'no fever'], age: 4 },
  },
  bite_or_sting_near_eye: {
    fires: { symptoms: ['mozzie bite by his eye', 'eyelid swollen'], age: 4 },
    negated: { symptoms: ['mozzie bite on his leg', 'no swollen eyelid'], age: 4 },
  },
  rash_on_new_medicine: {
    fires: { symptoms: ['itchy rash since starting amoxicillin'] },
    negated: { symptoms: ['no rash since starting amoxicillin'] },
  },
  near_drowning: {
    fires: { symptoms: ['pulled out of the pool after he went under', 'coughing'], age: 6 },
    negated: { symptoms: ['never went under the water', 'coughing'], age: 6 },
  },
  alcohol_poisoning_signs: {
    fires: { symptoms: ['drank a bottle of vodka', 'cannot wake him'], age: 17 },
    negated: { symptoms: ['drank a bottle of vodka', 'not confused, wide awake'], age: 17 },
  },
  raised_ketones: {
    fires: { symptoms: ['type 1 diabetes, blood ketones 2.1'] },
    negated: { symptoms: ['type 1 diabetes, blood ketones 0.4'] },
  },
  high_sugar_on_insulin: {
    fires: { symptoms: ['type 1 diabetes, blood sugar 18 all day'] },
    negated: { symptoms: ['type 2 diabetes, not on insulin, sugars 11'] },
  },
  child_limp: {
    fires: { symptoms: ['limping since the weekend'], age: 5 },
    negated: { symptoms: ['not limping'], age: 5 },
  },
  back_pain_both_legs: {
    fires: { symptoms: ['sciatica going down both legs'] },
    negated: { symptoms: ['sciatica down my left leg only'] },
  },
  newborn_sticky_eye: {
    fires: { symptoms: ['2 week old baby', 'red eye with sticky discharge'], age: 1 },
    negated: { symptoms: ['2 week old baby', 'no sticky eye, eyes not red'], age: 1 },
  },
  sore_throat_high_temperature: {
    fires: { symptoms: ['sore throat', 'temperature 39.2C and shivery'] },
    negated: { symptoms: ['sore throat', 'no temperature, not shivery'] },
  },
  dental_abscess_signs: {
    fires: { symptoms: ['throbbing toothache', 'swollen gum with a bump on it'] },
    negated: { symptoms: ['throbbing toothache', 'gums not swollen'] },
  },
  chickenpox_needs_a_doctor: {
    fires: { symptoms: ['chickenpox spots all over'], age: 31 },
    negated: { symptoms: ['no chickenpox spots'], age: 31 },
  },
  self_harm_needs_help: {
    fires: { symptoms: ['she cuts herself when she is stressed'], age: 14 },
    negated: { symptoms: ['no self harm'], age: 14 },
  },
  newborn_jaundice: {
    fires: { symptoms: ['2 week old, skin looks yellow'], age: 1 },
    negated: { symptoms: ['2 week old, not yellow'], age: 1 },
  },
  head_injury_headache_not_settling: {
    fires: { symptoms: ['banged my head yesterday', 'headache, paracetamol not helping'] },
    negated: { symptoms: ['banged my head yesterday', 'no headache'] },
  },
  high_sugar_with_symptoms: {
    fires: { symptoms: ['blood sugar readings 22 and 24'] },
    negated: { symptoms: ['blood sugar 7, no symptoms'] },
  },
  diabetic_foot_sore: {
    fires: { symptoms: ['type 2 diabetes', 'blister on my foot not healing'] },
    negated: { symptoms: ['type 2 diabetes', 'no sores on my feet'] },
  },
  pregnancy_chickenpox_or_itch: {
    fires: {
      symptoms: ['20 weeks pregnant', 'palms and soles really itchy'],
      age: 30,
      gender: 'female',
    },
    negated: { symptoms: ['20 weeks pregnant', 'no itching anywhere'], age: 30, gender: 'female' },
  },
  severe_sunburn: {
    fires: { symptoms: ['badly sunburnt back', 'blistering'] },
    negated: { symptoms: ['badly sunburnt back', 'no blistering'] },
  },
  glandular_fever_spleen_pain: {
    fires: { symptoms: ['glandular fever', 'pain under my left ribs'], age: 17 },
    negated: { symptoms: ['glandular fever', 'no pain under my left ribs'], age: 17 },
  },
  sudden_loss_of_a_sense: {
    fires: { symptoms: ['sudden hearing loss'] },
    negated: { symptoms: ['no sudden hearing loss'] },
  },
};

/** Reader and risk-group rules: an input that fires each, and the same denied. */
const READER_RULE_CASES: Record<string, { fires: Input; negated: Input }> = {
  serious_limb_injury: {
    fires: { symptoms: ['fell off my bike', 'wrist is bent at an odd angle'] },
    negated: { symptoms: ['fell off my bike', 'wrist is not bent at an odd angle'] },
  },
  serious_bite: {
    fires: { symptoms: ['dog bit my face'] },
    negated: { symptoms: ['dog bit my leg, a small graze'] },
  },
  stroke_symptoms_passed: {
    fires: { symptoms: ['my arm went weak for 10 minutes', 'back to normal now'], age: 70 },
    negated: { symptoms: ['my arm did not go weak', 'back to normal now'], age: 70 },
  },
  suspected_fracture: {
    fires: { symptoms: ['went over on my ankle', 'cannot put weight on it'] },
    negated: { symptoms: ['went over on my ankle', 'can walk on it fine'] },
  },
  pulled_elbow: {
    fires: { symptoms: ['pulled her up by the hand', 'will not use her arm'], age: 2 },
    negated: { symptoms: ['pulled her up by the hand', 'using her arm normally'], age: 2 },
  },
  wound_needs_closure: {
    fires: { symptoms: ['deep cut on my hand, edges gaping'] },
    negated: { symptoms: ['cut on my hand, not deep and not gaping'] },
  },
  cellulitis_signs: {
    fires: { symptoms: ['patch of red, hot, swollen skin on my shin'] },
    negated: { symptoms: ['patch of red skin on my shin, not hot or swollen'] },
  },
  contact_lens_red_eye: {
    fires: { symptoms: ['I wear contact lenses', 'red painful eye'] },
    negated: { symptoms: ['I wear contact lenses', 'no red eye and no eye pain'] },
  },
  infection_in_high_risk_group: {
    fires: { symptoms: ['fever', 'cough', 'aching all over'], age: 74 },
    negated: { symptoms: ['no fever', 'cough'], age: 74 },
  },
};

/** Rule id → an input that fires it and the same input with its key finding denied. */
export const CASES: Record<string, { fires: Input; negated: Input }> = {
  ...SAFETY_NET_CASES,
  ...READER_RULE_CASES,
  chest_pain_cardiac_features: {
    fires: { symptoms: ['chest pain', 'sweating'], age: 60 },
    negated: { symptoms: ['no chest pain', 'sweating'], age: 60 },
  },
  atypical_heart_attack: {
    fires: {
      symptoms: ['aching jaw', 'cold and clammy'],
      age: 70,
      gender: 'female',
    },
    negated: {
      symptoms: ['no jaw pain', 'cold and clammy'],
      age: 70,
      gender: 'female',
    },
  },
  stroke_be_fast: {
    fires: { symptoms: ['suddenly dizzy', 'seeing double'], age: 64 },
    negated: { symptoms: ['suddenly dizzy', 'no double vision'], age: 64 },
  },
  stroke_fast: {
    fires: { symptoms: ['slurred speech', 'arm weakness'], age: 70 },
    negated: { symptoms: ['no slurred speech', 'no arm weakness'], age: 70 },
  },
  meningism: {
    fires: { symptoms: ['stiff neck', 'fever', 'headache'] },
    negated: { symptoms: ['no stiff neck', 'fever', 'headache'] },
  },
  non_blanching_rash: {
    fires: { symptoms: ['purple spots on legs'], age: 3 },
    negated: { symptoms: ['no purple spots'], age: 3 },
  },
  thunderclap_headache: {
    fires: { symptoms: ['worst headache of my life'] },
    negated: { symptoms: ['no headache'] },
  },
  anaphylaxis: {
    fires: { symptoms: ['swollen lips', 'difficulty breathing'] },
    negated: { symptoms: ['no swollen lips', 'difficulty breathing'] },
  },
  severe_bleeding: {
    fires: { symptoms: ['bleeding that will not stop'] },
    negated: { symptoms: ['no heavy bleeding'] },
  },
  gastrointestinal_bleeding: {
    fires: { symptoms: ['vomiting blood'] },
    negated: { symptoms: ['not vomiting blood'] },
  },
  suicide_or_self_harm: {
    fires: { symptoms: ['I want to kill myself'] },
    negated: { symptoms: ['no thoughts of suicide'] },
  },
  feverish_child_red_feature: {
    fires: { symptoms: ['fever', 'floppy'], age: 2 },
    negated: { symptoms: ['fever', 'not floppy'], age: 2 },
  },
  priapism: {
    fires: { symptoms: ['erection for over 4 hours and it will not go down'], age: 30 },
    negated: { symptoms: ['no erection lasting hours'], age: 30 },
  },
  risk_of_harm_to_others: {
    fires: { symptoms: ['hearing voices telling me to hurt my mum'] },
    negated: { symptoms: ['no voices', 'I would never hurt anyone'] },
  },
  acute_heart_failure: {
    fires: { symptoms: ['coughing up pink frothy spit'], age: 78 },
    negated: { symptoms: ['no frothy spit'], age: 78 },
  },
  retinal_detachment_signs: {
    fires: { symptoms: ['new floaters', 'a dark shadow coming across my vision'] },
    negated: { symptoms: ['new floaters', 'no shadow across my vision'] },
  },
  trapped_hernia_or_tourniquet: {
    fires: { symptoms: ['lump in his groin that will not go back in'], age: 1 },
    negated: { symptoms: ['lump in his groin goes back in when he lies down'], age: 1 },
  },
  giant_cell_arteritis_sight: {
    fires: {
      symptoms: ['headache at my temples', 'jaw aches when I chew', 'vision went blurry'],
      age: 74,
    },
    negated: {
      symptoms: ['headache at my temples', 'jaw aches when I chew', 'vision fine'],
      age: 74,
    },
  },
  maternal_infection_or_psychosis: {
    fires: {
      symptoms: ['had my baby 6 days ago', 'temperature 38.6 and shivering'],
      age: 29,
      gender: 'female',
    },
    negated: { symptoms: ['had my baby 6 days ago', 'no temperature'], age: 29, gender: 'female' },
  },
  adrenal_crisis_signs: {
    fires: { symptoms: ["Addison's disease", 'vomiting, cannot keep my hydrocortisone down'] },
    negated: { symptoms: ["Addison's disease", 'not vomiting, feel fine'] },
  },
  eye_worse_after_surgery: {
    fires: { symptoms: ['cataract operation 3 days ago', 'eye painful and red, vision worse'] },
    negated: { symptoms: ['cataract operation 3 days ago', 'no pain, eye not red'] },
  },
  waters_broken_early: {
    fires: { symptoms: ['33 weeks pregnant', 'my waters have broken'], age: 29, gender: 'female' },
    negated: { symptoms: ['33 weeks pregnant', 'no leaking fluid'], age: 29, gender: 'female' },
  },
  cold_young_baby: {
    fires: { symptoms: ['7 week old', 'temperature 35.7C'], age: 1 },
    negated: { symptoms: ['7 week old', 'temperature 36.8C'], age: 1 },
  },
  altitude_illness_danger_signs: {
    fires: { symptoms: ['trekking at 4500m', 'confused and walking like I am drunk'] },
    negated: { symptoms: ['trekking at 4500m', 'not confused, walking fine'] },
  },
  spreading_dental_infection: {
    fires: { symptoms: ['toothache', 'swelling down my neck, struggling to swallow'] },
    negated: { symptoms: ['toothache', 'swallowing fine, no trouble breathing'] },
  },
  necrotising_soft_tissue_infection: {
    fires: { symptoms: ['scratch on my leg', 'pain far worse than it looks', 'fever'] },
    negated: { symptoms: ['scratch on my leg', 'mildly sore', 'fever'] },
  },
  sudden_pain_with_breathlessness: {
    fires: { symptoms: ['sudden sharp pain in my chest', 'short of breath'], age: 21 },
    negated: { symptoms: ['sudden sharp pain in my chest', 'not short of breath'], age: 21 },
  },
  sudden_testicular_pain: {
    fires: { symptoms: ['sudden severe testicle pain'], age: 14 },
    negated: { symptoms: ['no testicle pain'], age: 14 },
  },
  acute_abdomen: {
    fires: { symptoms: ['tummy pain', 'rigid abdomen'] },
    negated: { symptoms: ['tummy pain', 'no rigid abdomen'] },
  },
  peritonitis_signs: {
    fires: { symptoms: ['tummy pain worse when moving', 'temperature 38.6'], age: 30 },
    negated: { symptoms: ['tummy pain', 'no pain when moving', 'temperature 38.6'], age: 30 },
  },
  bowel_obstruction: {
    fires: { symptoms: ['green vomit'], age: 1 },
    negated: { symptoms: ['no green vomit'], age: 1 },
  },
  seizure: {
    fires: { symptoms: ['had a seizure'] },
    negated: { symptoms: ['no seizures'] },
  },
  altered_consciousness: {
    fires: { symptoms: ['confused'], age: 80 },
    negated: { symptoms: ['not confused'], age: 80 },
  },
  severe_breathing_difficulty: {
    fires: { symptoms: ['blue lips'] },
    negated: { symptoms: ['no blue lips'] },
  },
  ectopic_pregnancy_signs: {
    fires: { symptoms: ['missed period', 'shoulder tip pain'], age: 28, gender: 'female' },
    negated: { symptoms: ['missed period', 'no shoulder tip pain'], age: 28, gender: 'female' },
  },
  later_pregnancy_warning_signs: {
    fires: { symptoms: ['32 weeks pregnant', 'baby moving less than usual'], gender: 'female' },
    negated: {
      symptoms: ['32 weeks pregnant', 'baby moving normally'],
      gender: 'female',
    },
  },
  pre_eclampsia_signs: {
    fires: { symptoms: ['34 weeks pregnant', 'headache', 'swollen face'], gender: 'female' },
    negated: { symptoms: ['34 weeks pregnant', 'no headache', 'swollen ankles'], gender: 'female' },
  },
  fever_young_infant: {
    fires: { symptoms: ['my 5 week old baby', 'temperature 38.2'], age: 1 },
    negated: { symptoms: ['my 5 week old baby', 'temperature 37.1'], age: 1 },
  },
  sepsis_signs: {
    fires: { symptoms: ['fever', 'mottled skin'] },
    negated: { symptoms: ['fever', 'skin not mottled'] },
  },
  fever_immunosuppressed: {
    fires: { symptoms: ['fever'], existingConditions: ['on chemotherapy'] },
    negated: { symptoms: ['no fever'], existingConditions: ['on chemotherapy'] },
  },
  diabetic_ketoacidosis_signs: {
    fires: { symptoms: ['vomiting', 'tummy pain'], existingConditions: ['type 1 diabetes'] },
    negated: { symptoms: ['not vomiting', 'tummy pain'], existingConditions: ['type 1 diabetes'] },
  },
  severe_dehydration_child: {
    fires: { symptoms: ['vomiting', 'sunken eyes'], age: 2 },
    negated: { symptoms: ['vomiting', 'eyes not sunken'], age: 2 },
  },
  head_injury_red_flags: {
    fires: { symptoms: ['hit my head', 'vomiting'] },
    negated: { symptoms: ['no head injury', 'vomiting'] },
  },
  aortic_dissection: {
    fires: { symptoms: ['tearing pain in my chest'] },
    negated: { symptoms: ['no tearing pain'] },
  },
  acute_limb_ischaemia: {
    fires: { symptoms: ['cold pale leg'] },
    negated: { symptoms: ['no cold pale leg'] },
  },
  cauda_equina: {
    fires: { symptoms: ['lower back pain', 'numbness around my bottom'] },
    negated: { symptoms: ['lower back pain', 'no numbness around my bottom'] },
  },
  pulmonary_embolism_signs: {
    fires: { symptoms: ['swollen calf', 'short of breath'] },
    negated: { symptoms: ['swollen calf', 'not short of breath'] },
  },
  sudden_vision_loss: {
    fires: { symptoms: ['sudden loss of vision'] },
    negated: { symptoms: ['no loss of vision'] },
  },
  collapse_with_heart_symptoms: {
    fires: { symptoms: ['fainted', 'palpitations'] },
    negated: { symptoms: ['did not faint', 'palpitations'] },
  },
  sickle_cell_crisis: {
    fires: { symptoms: ['chest pain'], existingConditions: ['sickle cell disease'] },
    negated: { symptoms: ['no chest pain'], existingConditions: ['sickle cell disease'] },
  },
  septic_joint: {
    fires: { symptoms: ['hot swollen knee', 'fever'] },
    negated: { symptoms: ['hot swollen knee', 'no fever'] },
  },
  acute_urinary_retention: {
    fires: { symptoms: ['unable to pee'] },
    negated: { symptoms: ['no urinary retention'] },
  },
  fever_over_3_days: {
    fires: { symptoms: ['fever for 5 days'] },
    negated: { symptoms: ['no fever', 'cough for 5 days'] },
  },
  fever_young_child: {
    fires: { symptoms: ['temperature 38.5'], age: 1 },
    negated: { symptoms: ['temperature 37.0'], age: 1 },
  },
  feverish_child_amber_feature: {
    fires: { symptoms: ['fever', 'looks pale'], age: 3 },
    negated: { symptoms: ['fever', 'not pale'], age: 3 },
  },
  fever_after_travel: {
    fires: { symptoms: ['fever', 'just returned from Africa'] },
    negated: { symptoms: ['no fever', 'just returned from Africa'] },
  },
  upper_urinary_tract_infection: {
    fires: { symptoms: ['burning when peeing', 'fever'], gender: 'female' },
    negated: { symptoms: ['burning when peeing', 'no fever'], gender: 'female' },
  },
  urinary_symptoms_high_risk: {
    fires: { symptoms: ['burning when peeing'], age: 40 },
    negated: { symptoms: ['no burning when peeing'], age: 40 },
  },
  painful_eye_with_vision_change: {
    fires: { symptoms: ['painful red eye', 'blurred vision'] },
    negated: { symptoms: ['red eye', 'no eye pain', 'no blurred vision'] },
  },
  chest_pain: {
    fires: { symptoms: ['chest pain'], age: 20 },
    negated: { symptoms: ['no chest pain'], age: 20 },
  },
  breathing_difficulty: {
    fires: { symptoms: ['short of breath'] },
    negated: { symptoms: ['not short of breath'] },
  },
  coughing_blood: {
    fires: { symptoms: ['coughing up blood'] },
    negated: { symptoms: ['not coughing up blood'] },
  },
  blood_in_poo_or_pee: {
    fires: { symptoms: ['blood in my pee'] },
    negated: { symptoms: ['no blood in my pee'] },
  },
  testicular_pain: {
    fires: { symptoms: ['testicle ache for a week'] },
    negated: { symptoms: ['no testicle pain'] },
  },
  pregnancy_warning_signs: {
    fires: { symptoms: ['pregnant', 'vaginal bleeding'], gender: 'female' },
    negated: { symptoms: ['pregnant', 'no vaginal bleeding'], gender: 'female' },
  },
  persistent_vomiting_or_diarrhoea: {
    fires: { symptoms: ['vomiting for 3 days'] },
    negated: { symptoms: ['no vomiting', 'headache for 3 days'] },
  },
  worrying_abdominal_pain: {
    fires: { symptoms: ['tummy ache getting worse'] },
    negated: { symptoms: ['no tummy ache', 'getting worse'] },
  },
  vertigo_warning_signs: {
    fires: { symptoms: ['room spinning', 'being sick'], gender: 'female', age: 45 },
    negated: { symptoms: ['room spinning', 'not being sick'], gender: 'female', age: 45 },
  },
  jaundice: {
    fires: { symptoms: ['yellow skin'] },
    negated: { symptoms: ['no yellow skin'] },
  },
  possible_cancer_symptoms: {
    fires: { symptoms: ['unexplained weight loss'] },
    negated: { symptoms: ['no weight loss'] },
  },
  fainting: {
    fires: { symptoms: ['fainted'] },
    negated: { symptoms: ['did not faint'] },
  },
  facial_weakness: {
    fires: { symptoms: ['face drooping on one side'] },
    negated: { symptoms: ['no face drooping'] },
  },
  face_or_lip_swelling: {
    fires: { symptoms: ['swollen lips'] },
    negated: { symptoms: ['no swollen lips'] },
  },
  possible_dvt: {
    fires: { symptoms: ['swollen calf'] },
    negated: { symptoms: ['calf not swollen'] },
  },
  hot_swollen_joint: {
    fires: { symptoms: ['red hot knee'] },
    negated: { symptoms: ['knee not red or hot'] },
  },
  spreading_skin_infection: {
    fires: { symptoms: ['redness spreading up my leg', 'fever'] },
    negated: { symptoms: ['redness spreading up my leg', 'no fever'] },
  },
  possible_fracture: {
    fires: { symptoms: ['bone sticking out'] },
    negated: { symptoms: ['no deformity'] },
  },
  severe_pain: {
    fires: { symptoms: ['severe back pain'] },
    negated: { symptoms: ['no back pain'] },
  },
  neurological_change: {
    fires: { symptoms: ['double vision'] },
    negated: { symptoms: ['no double vision'] },
  },
  worrying_infection_signs: {
    fires: { symptoms: ['muffled voice', 'sore throat'] },
    negated: { symptoms: ['no muffled voice', 'sore throat'] },
  },
  new_diabetes_symptoms: {
    fires: { symptoms: ['very thirsty', 'peeing a lot more than usual'] },
    negated: { symptoms: ['not thirsty', 'peeing a lot more than usual'] },
  },
};

/** The ids of the rules `input` fires, for a 35-year-old male unless the input says otherwise. */
export const firedIds = (input: Input) =>
  evaluateRedFlags(normalizeInput({ age: 35, gender: 'male', ...input })).fired.map((f) => f.id);
