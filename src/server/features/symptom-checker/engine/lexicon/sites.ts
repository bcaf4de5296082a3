/**
 * Body sites, and the finding a pain or a swelling at each site means ("pain in my chest" →
 * `chest_pain`, "swollen ankles" → `leg_swelling`). Abdominal regions follow the quadrants
 * and lay regions of NHS "Stomach ache"; phrases for them are generated from their parts.
 */

/** Kinds of word that turn a body site into a finding ("pain" + "chest" → chest pain). */
export type ComposerKind =
  'pain' | 'swelling' | 'redness' | 'heat' | 'discharge' | 'itch' | 'blood' | 'tug' | 'blue';

/** Words of each kind, matched anywhere in the clause (also inside other phrases). */
export const COMPOSER_WORDS: Record<ComposerKind, string[]> = {
  pain: [
    'pain',
    'painful',
    'ache',
    'aching',
    'achy',
    'hurt',
    'hurts',
    'hurting',
    'sore',
    'soreness',
    'tender',
    'tenderness',
    'cramp',
    'cramps',
    'discomfort',
    'stabbing',
    'pressure',
    'throbbing',
    'burning',
    'sting',
    'stinging',
    'agony',
  ],
  swelling: ['swollen', 'swelling', 'swell', 'puffy', 'lump', 'bump', 'enlarged'],
  redness: ['red', 'redness', 'pink'],
  heat: ['hot', 'warm', 'inflamed'],
  discharge: [
    'sticky',
    'crust',
    'crusty',
    'crusted',
    'discharge',
    'gunk',
    'gunky',
    'pus',
    'goo',
    'gooey',
    'oozing',
    'weeping',
    'leaking',
  ],
  itch: ['itch', 'itchy', 'itching', 'itches'],
  blood: ['blood', 'bloody', 'bleeding', 'bleed', 'bleeds'],
  /** A baby pulling at a sore part ("tugging at her right ear"). */
  tug: ['tugging', 'tugs', 'tug', 'pulling', 'pulls', 'rubbing', 'rubs', 'grabbing', 'grabs'],
  blue: ['blue', 'bluish', 'blueish'],
};

const ABDOMEN_WORDS = ['abdomen', 'abdominal', 'tummy', 'stomach', 'belly'];

/** Builds "lower right abdomen", "right lower tummy", "right side of belly", "lower right"... */
function regionPhrases(first: string, second: string, extra: string[] = []): string[] {
  const out: string[] = [...extra];
  for (const region of [...ABDOMEN_WORDS, 'side']) {
    out.push(`${first} ${second} ${region}`, `${second} ${first} ${region}`);
    out.push(`${first} ${second} side ${region}`, `${second} ${first} side ${region}`);
    out.push(`${first} ${region} ${second}`);
  }
  out.push(`${first} ${second}`, `${second} ${first}`);
  return out;
}

/** Site id → phrases naming it. */
export const SITE_TERMS: Record<string, string[]> = {
  chest: ['chest', 'breastbone', 'sternum', 'ribs', 'rib'],
  head: ['head', 'forehead', 'temples', 'back of head'],
  abdomen: [...ABDOMEN_WORDS, 'gut', 'guts'],
  rlq: [
    ...regionPhrases('lower', 'right', ['right iliac fossa', 'appendix']),
    ...regionPhrases('bottom', 'right'),
    ...regionPhrases('low down', 'right'),
    'low down on right side',
    'low down right side',
    'right side low down',
  ],
  ruq: regionPhrases('upper', 'right', [
    'under right ribs',
    'below right ribs',
    'under ribs on right',
    'under ribs on right side',
    'below ribs on right',
    'right side under ribs',
    'liver',
  ]),
  luq: regionPhrases('upper', 'left', [
    'under left ribs',
    'below left ribs',
    'under ribs on left',
    'under ribs on left side',
    'below ribs on left',
    'left side under ribs',
    'spleen',
  ]),
  llq: [
    ...regionPhrases('lower', 'left', ['left iliac fossa']),
    ...regionPhrases('bottom', 'left'),
    ...regionPhrases('low down', 'left'),
    'low down on left side',
    'low down left side',
    'left side low down',
  ],
  epigastric: [
    ...ABDOMEN_WORDS.map((w) => `upper ${w}`),
    'upper middle abdomen',
    'pit of stomach',
    'epigastrium',
    'epigastric',
  ],
  lower_abdomen: [
    ...ABDOMEN_WORDS.flatMap((w) => [`lower ${w}`, `low ${w}`, `low down ${w}`, `${w} low down`]),
    'pelvis',
    'pelvic',
    'bladder',
    'suprapubic',
  ],
  navel: ['belly button', 'navel', 'umbilicus', 'around belly button'],
  back: ['back', 'spine'],
  upper_back: ['upper back', 'between shoulder blades', 'shoulder blade'],
  lower_back: ['lower back', 'low back', 'lumbar', 'small of back'],
  flank: [
    'flank',
    'loin',
    'side',
    'kidney',
    'kidneys',
    'side of back',
    'back under ribs',
    'back right under ribs',
    'back left under ribs',
    'back on right',
    'back on left',
    'right side of back',
    'left side of back',
  ],
  neck: ['neck'],
  throat: ['throat'],
  ear: ['ear', 'ears'],
  eye: ['eye', 'eyes', 'eyeball'],
  eyelid: ['eyelid', 'eyelids', 'eye lid', 'eye lids', 'around eye', 'eyelash', 'eyelashes'],
  tooth: ['tooth', 'teeth', 'gum', 'gums'],
  jaw: ['jaw'],
  face: ['face', 'sinus', 'sinuses', 'cheeks'],
  lips: ['lip', 'lips', 'tongue', 'mouth and throat'],
  knee: ['knee', 'knees'],
  ankle: ['ankle', 'ankles', 'ancle', 'ankel'],
  legs: ['legs', 'feet and ankles', 'both legs'],
  one_leg: ['one leg', 'calf', 'calves', 'left calf', 'right calf', 'left leg', 'right leg'],
  leg: ['leg', 'thigh', 'shin', 'shins'],
  shoulder: ['shoulder', 'shoulders'],
  hip: ['hip', 'hips'],
  groin: ['groin'],
  hand: ['wrist', 'wrists', 'hand', 'hands', 'finger', 'fingers', 'thumb'],
  elbow: ['elbow'],
  foot: [
    'foot',
    'feet',
    'heel',
    'heels',
    'sole',
    'soles',
    'bottom of foot',
    'bottom of feet',
    'sole of foot',
    'soles of feet',
  ],
  big_toe: ['big toe', 'toe', 'toes'],
  arm: ['arm', 'arms'],
  left_arm: ['left arm'],
  testicle: [
    'testicle',
    'testicles',
    'testical',
    'testicals',
    'testis',
    'scrotum',
    'balls',
    'ball',
  ],
  joints: ['joint', 'joints'],
  muscles: ['muscle', 'muscles', 'all over', 'whole body'],
  breast: ['breast', 'breasts', 'nipple'],
  bottom: ['bottom', 'anus', 'rectum', 'back passage'],
  stool: ['stool', 'poo', 'bowel movement'],
  nose: ['nose', 'nostril'],
  penis: ['penis', 'tip of penis'],
  vagina: ['vagina', 'vaginal', 'vulva', 'down below'],
  nappy: ['nappy area', 'nappy', 'diaper area'],
  urination: [
    'pee',
    'peeing',
    'urinate',
    'urinating',
    'urination',
    'wee',
    'weeing',
    'passing urine',
  ],
  swallowing: ['swallow', 'swallowing'],
  breathing: ['breathe', 'breathing', 'breath in', 'deep breath', 'breathing in'],
  sex: ['sex', 'intercourse'],
  periods: ['period', 'periods', 'menstruation'],
  glands: ['glands', 'gland', 'lymph nodes'],
};

const SITE_PAIN: Record<string, string> = {
  chest: 'chest_pain',
  head: 'headache',
  abdomen: 'abdominal_pain',
  rlq: 'rlq_pain',
  ruq: 'ruq_pain',
  luq: 'luq_pain',
  llq: 'llq_pain',
  epigastric: 'epigastric_pain',
  lower_abdomen: 'lower_abdominal_pain',
  navel: 'periumbilical_pain',
  back: 'back_pain',
  upper_back: 'upper_back_pain',
  lower_back: 'low_back_pain',
  flank: 'flank_pain',
  neck: 'neck_pain',
  throat: 'sore_throat',
  ear: 'ear_pain',
  eye: 'eye_pain',
  eyelid: 'eyelid_swelling',
  tooth: 'toothache',
  jaw: 'jaw_pain',
  face: 'facial_pain',
  knee: 'knee_pain',
  ankle: 'ankle_pain',
  legs: 'leg_pain',
  one_leg: 'calf_pain',
  leg: 'leg_pain',
  shoulder: 'shoulder_pain',
  hip: 'hip_pain',
  groin: 'hip_pain',
  hand: 'wrist_hand_pain',
  elbow: 'elbow_pain',
  foot: 'foot_pain',
  big_toe: 'big_toe_pain',
  arm: 'arm_pain',
  left_arm: 'pain_radiating_arm_jaw',
  testicle: 'testicular_pain',
  joints: 'joint_pain',
  muscles: 'body_aches',
  breast: 'breast_pain',
  bottom: 'anal_pain',
  urination: 'dysuria',
  swallowing: 'painful_swallowing',
  breathing: 'pleuritic_pain',
  sex: 'painful_sex',
  periods: 'painful_periods',
  glands: 'swollen_glands',
};

const SITE_SWELLING: Record<string, string> = {
  abdomen: 'bloating',
  legs: 'leg_swelling',
  ankle: 'leg_swelling',
  foot: 'leg_swelling',
  one_leg: 'calf_swelling',
  leg: 'calf_swelling',
  lips: 'swelling_lips_tongue_throat',
  face: 'swelling_lips_tongue_throat',
  throat: 'swelling_lips_tongue_throat',
  knee: 'joint_swelling',
  joints: 'joint_swelling',
  hand: 'joint_swelling',
  big_toe: 'joint_swelling',
  testicle: 'scrotal_swelling',
  neck: 'swollen_glands',
  glands: 'swollen_glands',
  eyelid: 'eyelid_swelling',
  eye: 'eyelid_swelling',
  groin: 'groin_lump',
  breast: 'breast_lump',
  jaw: 'jaw_swelling',
  tooth: 'jaw_swelling',
  bottom: 'anal_pain',
};

const SITE_REDNESS: Record<string, string> = {
  eye: 'red_eye',
  eyelid: 'eyelid_swelling',
  leg: 'red_swollen_skin',
  one_leg: 'red_swollen_skin',
  legs: 'red_swollen_skin',
  arm: 'red_swollen_skin',
  foot: 'red_swollen_skin',
  breast: 'breast_pain',
  testicle: 'scrotal_swelling',
  throat: 'sore_throat',
  nappy: 'nappy_area_rash',
};

/** A hot joint is an inflamed joint; hot skin on a limb is a skin infection sign. */
const SITE_HEAT: Record<string, string> = {
  knee: 'hot_red_joint',
  joints: 'hot_red_joint',
  big_toe: 'hot_red_joint',
  ankle: 'hot_red_joint',
  hand: 'hot_red_joint',
  elbow: 'hot_red_joint',
  hip: 'hot_red_joint',
  shoulder: 'hot_red_joint',
  leg: 'red_swollen_skin',
  one_leg: 'red_swollen_skin',
  arm: 'red_swollen_skin',
  foot: 'red_swollen_skin',
  breast: 'breast_pain',
};

const SITE_DISCHARGE: Record<string, string> = {
  eye: 'eye_discharge',
  eyelid: 'eye_discharge',
  ear: 'ear_discharge',
  penis: 'penile_discharge',
  vagina: 'vaginal_discharge',
  nose: 'runny_nose',
};

const SITE_ITCH: Record<string, string> = {
  eye: 'itchy_eyes',
  eyelid: 'itchy_eyes',
  bottom: 'anal_pain',
  vagina: 'vaginal_itch',
  head: 'head_lice',
  nappy: 'nappy_area_rash',
};

const SITE_BLOOD: Record<string, string> = {
  urination: 'haematuria',
  stool: 'bloody_stool',
  bottom: 'bloody_stool',
  nose: 'nosebleed',
  vagina: 'vaginal_bleeding',
};

/** A baby tugging or rubbing an ear has earache (NHS "Ear infections": pulling or rubbing). */
const SITE_TUG: Record<string, string> = { ear: 'ear_pain' };

/** Blue lips, tongue or face are central cyanosis (NHS "Shortness of breath": blue lips). */
const SITE_BLUE: Record<string, string> = { lips: 'cyanosis', face: 'cyanosis' };

/** Composer kind → site id → the finding the pair means. */
export const SITE_COMPOSITIONS: Record<ComposerKind, Record<string, string>> = {
  pain: SITE_PAIN,
  swelling: SITE_SWELLING,
  redness: SITE_REDNESS,
  heat: SITE_HEAT,
  discharge: SITE_DISCHARGE,
  itch: SITE_ITCH,
  blood: SITE_BLOOD,
  tug: SITE_TUG,
  blue: SITE_BLUE,
};
