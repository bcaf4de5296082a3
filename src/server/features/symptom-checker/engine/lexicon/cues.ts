/**
 * Negation cue words as vocabulary phrases, the modifiers that qualify a finding, and phrases
 * that look like findings but are not. Which findings a negation reaches is read by
 * `text/negex.ts` (NegEx/ConText, with its trigger list in `text/negex-triggers.json`); the cue
 * words here keep their own spans and spelling in the vocabulary.
 */
import type { Modifier } from '../types.ts';

/** Pre-negation cue phrases ("no fever", "denies chest pain") as vocabulary spans. */
export const PRE_NEGATION = [
  'no',
  'not',
  'without',
  'denies',
  'deny',
  'denying',
  'never',
  'nor',
  'neither',
  'negative for',
  'free of',
  'absence of',
  'no sign of',
  'no signs of',
  'no history of',
  'ruled out',
];

/** Post-negation cue words ("fever: none", "chest pain denied") as vocabulary spans. */
export const POST_NEGATION = ['denied', 'absent', 'none', 'resolved', 'gone', 'negative', 'no'];

/** Modifier → phrases. */
export const MODIFIER_TERMS: Record<Modifier, string[]> = {
  severe: [
    'severe',
    'severely',
    'bad',
    'terrible',
    'excruciating',
    'intense',
    'agonising',
    'agonizing',
    'agony',
    'unbearable',
    'awful',
    'horrible',
    'extreme',
    'extremely',
    'crippling',
    'worst pain',
    '10 out of 10',
    '10 10',
  ],
  worst: ['worst', 'worst ever', 'worst of life', 'worst of my life', 'worst in life'],
  sudden: [
    'sudden',
    'suddenly',
    'abrupt',
    'abruptly',
    'came on quickly',
    'came on suddenly',
    'all at once',
    'exploded',
    'like an explosion',
    'all of a sudden',
    'out of nowhere',
    'out of blue',
    'within seconds',
    'within minutes',
    'instant',
    'instantly',
    'thunderclap',
    'rapid onset',
  ],
  mild: ['mild', 'mildly', 'slight', 'minor', 'little bit', 'niggling'],
  worsening: [
    'worsening',
    'getting worse',
    'worse and worse',
    'progressive',
    'progressively',
    'increasing',
  ],
  constant: [
    'constant',
    'constantly',
    'continuous',
    'non stop',
    'nonstop',
    'all day and night',
    'does not ease',
    'does not ease off',
    'not easing',
    'not easing off',
    'will not ease',
    'does not go away',
    'will not go away',
    'not going away',
    'never goes away',
  ],
  one_sided: ['one side', 'one sided', 'unilateral', 'on one side', 'one side of'],
};

/** Phrases consumed without meaning a finding ("fit and well" is not a fit). */
export const IGNORED_PHRASES = [
  'fit and well',
  'fit and healthy',
  'normally fit',
  'otherwise fit',
  'otherwise well',
  'otherwise healthy',
  'no known allergies',
  'sick note',
  // Words of injury that mean something else.
  'fell asleep',
  'fall asleep',
  'falling asleep',
  'trip to',
  'trip abroad',
  'holiday trip',
  'business trip',
  'school trip',
];

/**
 * Statements that a function is normal, read as denying a finding ("speech is normal" →
 * no `speech_problem`), so a condition that needs the finding is not favoured.
 */
export const NORMAL_STATEMENTS: Record<string, string[]> = {
  pregnant: [
    'negative pregnancy test',
    'pregnancy test negative',
    'pregnancy test was negative',
    'pregnancy test came back negative',
    'negative test',
    'not pregnant',
  ],
  speech_problem: [
    'speech normal',
    'speech fine',
    'speech ok',
    'speaking normally',
    'talking normally',
    'talking fine',
    'speech is clear',
  ],
  arm_weakness: [
    'arms fine',
    'arms and legs fine',
    'arms and legs normal',
    'arms normal',
    'can lift both arms',
    'moving arms and legs normally',
    'no weakness in arms',
    'strength normal',
    'limbs fine',
    'limbs normal',
  ],
  vision_loss: ['can see fine', 'vision fine', 'vision normal', 'eyesight normal', 'sight normal'],
  loss_of_appetite: [
    'eating normally',
    'eating well',
    'eating fine',
    'appetite normal',
    'appetite fine',
  ],
  poor_feeding: [
    'drinking normally',
    'drinking well',
    'feeding well',
    'feeding normally',
    'drinking fine',
    'still drinking',
  ],
  reduced_urine: [
    'peeing normally',
    'pee ok',
    'peeing ok',
    'peeing fine',
    'wet nappies normal',
    'plenty of wet nappies',
    'passing urine normally',
  ],
  dyspnoea: ['breathing normally', 'breathing fine', 'breathing ok', 'no trouble breathing'],
  cannot_bear_weight: [
    'walking normally',
    'can walk on it',
    'can walk fine',
    'can put weight on it',
    'weight bearing',
  ],
  drowsiness: [
    'alert',
    'playing normally',
    'active and alert',
    'behaving normally',
    'otherwise happy',
  ],
  confusion: ['not confused', 'thinking clearly', 'alert and orientated'],
  fever: ['temperature normal', 'normal temperature'],
  incontinence: [
    'bladder and bowels normal',
    'bladder normal',
    'bowels normal',
    'peeing and pooing normally',
  ],
  saddle_numbness: ['no numbness around bottom', 'feeling around bottom normal'],
  reduced_fetal_movements: [
    'baby moving normally',
    'baby moving well',
    'baby kicking normally',
    'baby movements normal',
    'normal baby movements',
    'feeling baby move normally',
  ],
};
