/**
 * Reads the findings of `knowledge/finding-patterns.json` (regular expressions over the whole
 * normalised entry) and decides whether each match is affirmed or denied.
 */
import { FINDING_PATTERNS } from '../../knowledge/load-finding-patterns.ts';

/**
 * A denial just before a match ("not on insulin"), or before a listed one ("no pain or tightness
 * in my chest").
 */
const NEGATION_BEFORE =
  /\b(?:no|not|never|without|nor|denies)\s+(?:(?:on|taking|using|having|had|got)\s+)?(?:(?:[\w-]+,?\s+){1,2}(?:or|and|nor)\s+)?$/;
const NEGATION_INSIDE = /\b(?:no|not|never)\b/;

/** Pattern findings in one normalised entry, with whether each is denied. */
export function patternFindingsOf(normalised: string): { id: string; isNegated: boolean }[] {
  const out: { id: string; isNegated: boolean }[] = [];
  for (const { id, pattern, isNegatableInside } of FINDING_PATTERNS) {
    const match = pattern.exec(normalised);
    if (!match) continue;
    const before = normalised.slice(Math.max(0, match.index - 30), match.index);
    const isDeniedInside = isNegatableInside && NEGATION_INSIDE.test(match[0]);
    const isNegated = NEGATION_BEFORE.test(before) || isDeniedInside;
    const earlier = out.find((f) => f.id === id);
    // Two patterns for one finding: one affirmed reading is enough.
    if (earlier) earlier.isNegated &&= isNegated;
    else out.push({ id, isNegated });
  }
  return out;
}
