/**
 * Longest-match lookup of stemmed phrases in a stemmed token sequence. Phrases are keyed by
 * their first stem; at each position the longest phrase that matches wins, and every value
 * registered for that exact phrase is returned.
 */

/** A compiled set of phrases, each mapping to one or more values. */
export interface PhraseIndex<T> {
  byFirst: Map<string, { stems: string[]; values: T[] }[]>;
}

/** Compiles `(stems, value)` pairs; phrases with the same stems share one entry. */
export function buildPhraseIndex<T>(entries: Iterable<[string[], T]>): PhraseIndex<T> {
  const byFirst = new Map<string, { stems: string[]; values: T[] }[]>();
  const byKey = new Map<string, { stems: string[]; values: T[] }>();
  for (const [stems, value] of entries) {
    const first = stems[0];
    if (first === undefined) continue;
    const key = stems.join(' ');
    const existing = byKey.get(key);
    if (existing) {
      existing.values.push(value);
      continue;
    }
    const entry = { stems, values: [value] };
    byKey.set(key, entry);
    const bucket = byFirst.get(first) ?? [];
    bucket.push(entry);
    byFirst.set(first, bucket);
  }
  for (const bucket of byFirst.values()) bucket.sort((a, b) => b.stems.length - a.stems.length);
  return { byFirst };
}

/** The longest phrase starting at `tokens[start]`: its length in tokens and its values. */
export function matchLongest<T>(
  index: PhraseIndex<T>,
  tokens: readonly string[],
  start: number,
): { length: number; values: T[] } | null {
  const candidates = index.byFirst.get(tokens[start] ?? '');
  if (!candidates) return null;
  for (const { stems, values } of candidates) {
    if (start + stems.length > tokens.length) continue;
    let isMatch = true;
    for (let k = 1; k < stems.length; k++) {
      if (tokens[start + k] !== stems[k]) {
        isMatch = false;
        break;
      }
    }
    if (isMatch) return { length: stems.length, values };
  }
  return null;
}
