/**
 * Tokenising shared by the vocabulary and the input, so both sides are compared in the same
 * form: lower case, contractions expanded, clauses split, filler words dropped, light stemming.
 */

const CONTRACTIONS: [RegExp, string][] = [
  [/[’‘`]/g, "'"],
  [/\bcan't\b|\bcant\b/g, 'cannot'],
  [/\bwon't\b/g, 'will not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|could|would)n't\b/g, '$1 not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|could|would)nt\b/g, '$1 not'],
  [/\bi'm\b/g, 'i am'],
  [/\b(i|you|we|they)'ve\b/g, '$1 have'],
  [/'s\b/g, ''],
  [/\bw\/o\b/g, 'without'],
  [/\bw\//g, 'with '],
  // Texting shorthand and dropped apostrophes ("hes v bad n cant breath pls help").
  [
    /\b(he|she|it|that|there|what)s\b(?= (?:a|all|been|got|gone|going|not|very|v|really|rly|so|too|in|on|being|having|had|off|still|just|breathing|crying|sick|hot|cold|floppy|pale|blue|grey|sleepy|drowsy|confused|unwell|poorly|bad|worse|fine|ok|okay|\w+ing)\b)/g,
    '$1 is',
  ],
  [/\bim\b/g, 'i am'],
  [/\b(?:dont|dnt)\b/g, 'do not'],
  [/\bwont\b/g, 'will not'],
  [/\bn\b/g, 'and'],
  [/\b(?:rly|rlly)\b/g, 'really'],
  [/\bv\b/g, 'very'],
  [/\b(?:pls|plz)\b/g, 'please'],
  [/\bu\b/g, 'you'],
  [/\bwen\b/g, 'when'],
  [/\b(?:cos|coz|bc)\b/g, 'because'],
  [/\b(doin|goin|gettin|comin|breathin|wheezin|coughin|feelin|nothin|somethin|anythin)\b/g, '$1g'],
  [/\b(?:propaly|proply|properley)\b/g, 'properly'],
  [/\bb4\b/g, 'before'],
];

/** Words carrying no clinical meaning; dropped from both sides before matching. */
const FILLERS = new Set(
  (
    'a an the my his her their our your its it me i am is are was were be have has had ' +
    'having with when whenever while to very really quite bit little some slight slightly pretty kind sort ' +
    'just also of in on at around over across into this that these those got getting get gets ' +
    'he she they we you him them like seem seems seemed keep keeps kept since please round ' +
    'today yesterday now currently recently lately ever especially anything everything'
  ).split(' '),
);

/**
 * Words that split a clause (so modifiers and durations stay on their side); NegEx termination
 * terms, also in `negex-triggers.json`, which ends scopes at more of them.
 */
export const CLAUSE_BREAKERS = new Set([
  'but',
  'however',
  'although',
  'though',
  'yet',
  'except',
  'which',
  'who',
  'whereas',
]);

/** Stems that mean the same thing, mapped to one ("wee", "urine" → "pee"; "poo" → "stool"). */
const CANONICAL_STEMS: Record<string, string> = {
  wee: 'pee',
  urin: 'pee',
  urinat: 'pee',
  urination: 'pee',
  poo: 'stool',
  poop: 'stool',
  faec: 'stool',
  fece: 'stool',
  bum: 'bottom',
  butt: 'bottom',
  buttock: 'bottom',
  stomach: 'tummy',
  belly: 'tummy',
  abdomen: 'tummy',
  abdominal: 'tummy',
  diaper: 'nappy',
  puk: 'vomit',
};

/** The shared form of a stem (see `CANONICAL_STEMS`). */
export function canonicalStem(stemmed: string): string {
  return CANONICAL_STEMS[stemmed] ?? stemmed;
}

/**
 * Light suffix stripping (plural, -ing, -ed, trailing e) so "vomiting", "vomited" and "vomits"
 * share the stem "vomit". Not a linguistic stemmer: it only has to be applied the same way to
 * the vocabulary and the input.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/**
 * Lower-cases and expands contractions ("can't" → "cannot", "I'm" → "i am"). A sentence glued
 * to the previous one without a space ("No feverNot a smoker") is split off with a full stop.
 */
export function normaliseText(text: string): string {
  let out = text.replace(/([a-z])([A-Z])(?=[a-z\s])/g, '$1. $2').toLowerCase();
  for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  return out;
}

/** Splits normalised text into clauses at sentence punctuation and scope-ending words. */
export function splitClauses(text: string): string[] {
  const clauses: string[] = [];
  for (const part of text.split(/[.;!?()\n]+/)) {
    let current: string[] = [];
    for (const word of part.split(/\s+/)) {
      if (CLAUSE_BREAKERS.has(word.replace(/[^a-z]/g, ''))) {
        if (current.length > 0) clauses.push(current.join(' '));
        current = [];
      } else current.push(word);
    }
    if (current.length > 0) clauses.push(current.join(' '));
  }
  return clauses;
}

/** Raw word tokens of one clause (letters and digits only; hyphens and commas split). */
export function wordsOf(clause: string): string[] {
  return clause.split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}

/** True when a word is dropped before matching. */
export function isFiller(word: string): boolean {
  return FILLERS.has(word);
}

/** A vocabulary phrase as the matcher compares it: fillers dropped, each word stemmed. */
export function phraseToStems(phrase: string): string[] {
  return wordsOf(normaliseText(phrase))
    .filter((w) => !isFiller(w))
    .map((w) => canonicalStem(stem(w)));
}
