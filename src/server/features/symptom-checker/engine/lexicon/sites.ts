/**
 * Body sites and the words that compose with them ("pain in my chest", "swollen ankles").
 * Abdominal regions follow the quadrants and lay regions of NHS "Stomach ache"; phrases for them
 * are generated from their parts. The finding each pair means is data:
 * `knowledge/site-compositions.json`.
 */
import type { ComposerKind } from '../../knowledge/schema/site-composition.ts';

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
