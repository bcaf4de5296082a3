/**
 * Spelling correction against the engine's own vocabulary: an unknown word is replaced by the
 * known word nearest in optimal-string-alignment (Damerau–Levenshtein) distance, at most 1 edit
 * for words of 4–7 letters and 2 for longer ones. Words under 4 letters are never corrected.
 */

/**
 * Optimal-string-alignment distance between `a` and `b` (insertions, deletions, substitutions,
 * adjacent transpositions), or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  let prevPrev = new Array<number>(width).fill(0);
  let prev = Array.from({ length: width }, (_, j) => j);
  let row = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return prev[b.length]!;
}

/** Largest number of edits accepted for a word of this length. */
function maxEditsFor(length: number): number {
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * Builds a corrector over `known` words. The returned function gives the word itself when known
 * or uncorrectable, else the nearest known word (ties: the more frequent first letter match,
 * then vocabulary order). Results are memoised (bounded), so repeated inputs cost a lookup.
 */
export function createCorrector(known: Iterable<string>): (word: string) => string {
  const knownSet = new Set(known);
  const byLength = new Map<number, string[]>();
  for (const word of knownSet) {
    if (word.length < 3) continue;
    const bucket = byLength.get(word.length) ?? [];
    bucket.push(word);
    byLength.set(word.length, bucket);
  }
  const memo = new Map<string, string>();
  return (word) => {
    if (knownSet.has(word) || /\d/.test(word)) return word;
    const cached = memo.get(word);
    if (cached !== undefined) return cached;
    const limit = maxEditsFor(word.length);
    let best = word;
    let bestDistance = limit + 1;
    for (let len = word.length - limit; len <= word.length + limit; len++) {
      for (const candidate of byLength.get(len) ?? []) {
        const distance = editDistance(word, candidate, Math.min(limit, bestDistance));
        const isBetter =
          distance < bestDistance ||
          (distance === bestDistance && candidate[0] === word[0] && best[0] !== word[0]);
        if (distance <= limit && isBetter) {
          best = candidate;
          bestDistance = distance;
        }
      }
    }
    if (memo.size > 10_000) memo.clear();
    memo.set(word, best);
    return best;
  };
}
