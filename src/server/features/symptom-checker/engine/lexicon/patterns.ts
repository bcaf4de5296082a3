/**
 * Findings read by pattern from the whole entry, for wordings the phrase index cannot see
 * because they hinge on filler words ("very unwell", "much worse quickly") or on words far
 * apart ("the dog next door bit my hand", "the cut is now red with pus", "took 20 tablets").
 * A pattern preceded by "no", "not", "never" or "without" denies the finding instead.
 */

/** One pattern finding: the finding id and the regular expression over normalised text. */
export interface PatternFinding {
  id: string;
  pattern: RegExp;
}

const ANIMALS =
  '(?:dog|dogs|cat|cats|puppy|kitten|fox|rat|hamster|horse|monkey|bat|ferret|rabbit|human|person|child|someone)';

export const PATTERN_FINDINGS: readonly PatternFinding[] = [
  {
    id: 'very_unwell',
    pattern: /\b(?:very|really|extremely|seriously|severely|terribly|so)\s+(?:unwell|ill|poorly)\b/,
  },
  {
    id: 'rapidly_worsening',
    pattern:
      /\b(?:much|lot|far|rapidly|quickly)\s+worse\b|\bworse\s+(?:very\s+)?(?:quickly|fast|rapidly)\b/,
  },
  {
    id: 'worst_ever',
    pattern:
      /\bworst\b[^,.;]{0,30}\b(?:ever|of my life|in my life|imaginable|i have had)\b|\bworst ever\b/,
  },
  { id: 'cannot_move', pattern: /\b(?:cannot|unable to|can not)\s+(?:move|get up)\b/ },
  {
    id: 'cold_pale_limb',
    pattern:
      /\b(?:leg|foot|arm)\b[^,.;]{0,25}\b(?:went|turned|gone|going|is|are|looks?|feels?)\s+(?:very\s+|stone\s+)?(?:cold|pale|white|blue)\b/,
  },
  {
    id: 'animal_bite',
    pattern: new RegExp(
      `\\b${ANIMALS}\\b[^,.;]{0,30}\\b(?:bit|bite|bitten|biting)\\b|\\b(?:bit|bitten)\\s+by\\b[^,.;]{0,25}\\b${ANIMALS}\\b`,
    ),
  },
  {
    id: 'infected_wound',
    pattern:
      /\b(?:wound|cut|graze|scratch|bite|stitches|incision|scar|section)\b[^.;]{0,40}\b(?:pus|oozing|weeping|infected|smelly|smells)\b/,
  },
  {
    id: 'urinary_retention',
    pattern:
      /\b(?:not been able to|unable to|cannot|can not|could not|not able to)\s+(?:pass|do|have)\s+(?:any\s+|a\s+)?(?:urine|pee|wee)\b|\bnothing comes out\b/,
  },
  {
    id: 'perianal_lump',
    pattern:
      /\b(?:lump|swelling|boil|abscess)\b[^,.;]{0,25}\b(?:anus|bum ?hole|back passage|anal)\b/,
  },
  {
    id: 'scalp_scales',
    pattern:
      /\b(?:scales?|scaly|flakes?|flaky|crusts?|crusty)\b[^,.;]{0,20}\bscalp\b|\bscalp\b[^,.;]{0,15}\b(?:scales|scaly|flaky|flakes|crusty)\b/,
  },
  {
    id: 'overdose',
    pattern:
      /\b(?:took|taken|swallowed|had|ate)\s+(?:\d{2,}|a whole|whole|all)\b[^,.;]{0,25}\b(?:tablets?|pills?|paracetamol|ibuprofen|capsules?)\b/,
  },
];

const NEGATION_BEFORE = /\b(?:no|not|never|without|denies)\s+$/;

/** Pattern findings in one normalised entry, with whether each is denied. */
export function patternFindingsOf(normalised: string): { id: string; isNegated: boolean }[] {
  const out: { id: string; isNegated: boolean }[] = [];
  for (const { id, pattern } of PATTERN_FINDINGS) {
    const match = pattern.exec(normalised);
    if (!match) continue;
    const before = normalised.slice(Math.max(0, match.index - 12), match.index);
    out.push({ id, isNegated: NEGATION_BEFORE.test(before) });
  }
  return out;
}
