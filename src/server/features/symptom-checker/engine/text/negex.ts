/**
 * NegEx / ConText over one clause of lay text (Chapman et al. 2001; Harkema et al. 2009). The
 * trigger terms are in `negex-triggers.json`. A trigger opens a scope forward (pre-trigger: "no
 * fever") or backward (post-trigger: "fever has gone"); a word in a scope takes its category:
 * negated, hypothetical ("in case he gets a fever"), historical ("asthma as a child") or another
 * experiencer ("her brother had chickenpox", "family history of").
 *
 * Scope rules:
 * - A forward scope reaches at most `WINDOW` content words past the trigger (NegEx counts 5
 *   terms; the engine has always read 6), and ends earlier at a terminator ("but", "apart
 *   from", "and he has", punctuation), at the next trigger of its own category (as in
 *   pyConTextNLP; scopes of different categories overlap: "no known history of asthma"), or at a comma — unless
 *   the comma-separated items that follow close with "or"/"nor" ("no fever, cough or rash"
 *   negates all three; "no fever, cough" only fever). Parentheses end a scope.
 * - A backward trigger counts only when it ends its stretch of the clause ("headache gone", but
 *   not "lips gone blue") and reaches back to the previous terminator or comma.
 * - Pseudo-triggers ("no increase", "not only", "cannot stop") are consumed and negate nothing.
 * - "no longer" is a negation: the finding was there and has stopped, so it is absent now (the
 *   engine triages the present). "history of" is historical, never a negation.
 * - A negation trigger may not cut through a longer vocabulary phrase (`shields`): "no appetite",
 *   "cannot breathe", "not easing" are findings or modifiers, not negations.
 */
import TRIGGERS from './negex-triggers.json' with { type: 'json' };

/** What a scope says about the words in it. */
export type ContextCategory = 'negated' | 'hypothetical' | 'historical' | 'other_experiencer';

/** The categories of one word (empty: an affirmed present finding of the patient). */
export type WordContext = ReadonlySet<ContextCategory>;

type Role =
  | { kind: 'trigger'; category: ContextCategory; forward: boolean }
  | { kind: 'pseudo' | 'terminate' };

interface Trigger {
  words: string[];
  roles: Role[];
}

/** How many content words a scope reaches (NegEx: 5 terms after the trigger; kept at 6 here). */
export const WINDOW = 6;

const CATEGORIES: ContextCategory[] = [
  'negated',
  'hypothetical',
  'historical',
  'other_experiencer',
];
const LIST_CLOSERS = new Set(['or', 'nor']);
const COMMA = ',';

/** Expands "(a|b)" groups (alternatives may be empty or hold spaces) into word sequences. */
export function expandTerm(term: string): string[][] {
  const group = /\(([^()]*)\)/.exec(term);
  if (!group) return [term.split(/\s+/).filter((w) => w.length > 0)];
  return group[1]!
    .split('|')
    .flatMap((alt) =>
      expandTerm(term.slice(0, group.index) + alt + term.slice(group.index + group[0].length)),
    );
}

const TRIGGERS_BY_FIRST: ReadonlyMap<string, Trigger[]> = (() => {
  const byKey = new Map<string, Trigger>();
  const add = (term: string, role: Role) => {
    for (const words of expandTerm(term)) {
      const key = words.join(' ');
      const trigger = byKey.get(key) ?? { words, roles: [] };
      trigger.roles.push(role);
      byKey.set(key, trigger);
    }
  };
  for (const category of CATEGORIES) {
    const { forward = [], backward = [] } = TRIGGERS[category] as Record<string, string[]>;
    forward.forEach((t) => add(t, { kind: 'trigger', category, forward: true }));
    backward.forEach((t) => add(t, { kind: 'trigger', category, forward: false }));
  }
  TRIGGERS.pseudo.forEach((t) => add(t, { kind: 'pseudo' }));
  TRIGGERS.terminate.forEach((t) => add(t, { kind: 'terminate' }));
  const out = new Map<string, Trigger[]>();
  for (const trigger of byKey.values()) {
    const first = trigger.words[0]!;
    out.set(first, [...(out.get(first) ?? []), trigger]);
  }
  for (const list of out.values()) list.sort((a, b) => b.words.length - a.words.length);
  return out;
})();

/** Words and scope punctuation of normalised text (letters and digits; `,.;!?()` kept). */
export function contextWords(text: string): string[] {
  return text.match(/[a-z0-9]+|[,.;!?()]/g) ?? [];
}

/** Options of `readContext`: which words count toward the window, and unsplittable phrases. */
export interface ReadContextOptions {
  /** True for words that count as a term (default: every word). */
  isContent?: (index: number) => boolean;
  /** Inclusive word ranges of vocabulary phrases a negation trigger may not cut through. */
  shields?: readonly [number, number][];
}

interface Match {
  start: number;
  end: number;
  roles: Role[];
}

const isNegationLike = (roles: Role[]) =>
  roles.some((r) => r.kind === 'pseudo' || (r.kind === 'trigger' && r.category === 'negated'));

function cutsThrough(start: number, end: number, shields: readonly [number, number][]): boolean {
  return shields.some(([a, b]) => a <= end && b >= start && (a < start || b > end));
}

function matchAt(words: readonly string[], i: number, shields: readonly [number, number][]) {
  for (const { words: phrase, roles } of TRIGGERS_BY_FIRST.get(words[i]!) ?? []) {
    const end = i + phrase.length - 1;
    if (end >= words.length) continue;
    if (!phrase.every((w, k) => w === '*' || w === words[i + k])) continue;
    if (isNegationLike(roles) && cutsThrough(i, end, shields)) continue;
    return { start: i, end, roles };
  }
  return null;
}

function findMatches(words: readonly string[], shields: readonly [number, number][]): Match[] {
  const matches: Match[] = [];
  for (let i = 0; i < words.length; i++) {
    const match = matchAt(words, i, shields);
    if (!match) continue;
    matches.push(match);
    i = match.end;
  }
  return matches;
}

/**
 * The context of every word of one clause or sentence (`words` from `contextWords`, or the
 * engine's own raw words with commas). Returns one set of categories per word.
 */
export function readContext(
  words: readonly string[],
  { isContent = () => true, shields = [] }: ReadContextOptions = {},
): WordContext[] {
  const matches = findMatches(words, shields);
  const matchAtWord = new Map(matches.map((m) => [m.start, m]));
  const out = words.map(() => new Set<ContextCategory>());
  /** Terms of the window: words, less "or"/"nor" ("no hesitancy or frequency or urgency"). */
  const isContentWord = (j: number) =>
    /^[a-z0-9]/.test(words[j]!) && !LIST_CLOSERS.has(words[j]!) && isContent(j);
  /** True when the match at `j` ends a scope of `category` (a terminator or its own kind). */
  const stops = (j: number, category: ContextCategory) =>
    matchAtWord
      .get(j)
      ?.roles.some(
        (r) => r.kind === 'terminate' || (r.kind === 'trigger' && r.category === category),
      ) ?? false;

  /**
   * The last word of a distributed list that starts after the comma at `comma` (items up to
   * one holding "or"/"nor", none holding a trigger of its own), or -1 when there is none.
   */
  const listEnd = (comma: number) => {
    let end = -1;
    let hasCloser = false;
    let terms = 0;
    for (let j = comma + 1; j <= words.length; j++) {
      const word = words[j];
      if (word !== undefined && LIST_CLOSERS.has(word)) hasCloser = true;
      else if (word === undefined || word === COMMA || matchAtWord.has(j)) {
        if (hasCloser) end = j - 1;
        if (word !== COMMA) return end;
        hasCloser = false;
        terms = 0;
      } else if (isContentWord(j) && ++terms > WINDOW) return end;
    }
    return end;
  };

  const scopeForward = (from: number, category: ContextCategory) => {
    let terms = 0;
    let listUntil = -1;
    for (let j = from; j < words.length; j++) {
      if (words[j] === COMMA) {
        if (j > listUntil) listUntil = listEnd(j);
        if (listUntil < j) return;
        terms = 0;
        continue;
      }
      if (stops(j, category)) return;
      if (isContentWord(j) && ++terms > WINDOW) return;
      out[j]!.add(category);
    }
  };

  const endsStretch = (after: number) => {
    for (let j = after; j < words.length && words[j] !== COMMA; j++) {
      if (matchAtWord.get(j)?.roles.some((r) => r.kind === 'terminate')) return true;
      if (isContentWord(j)) return false;
    }
    return true;
  };

  const scopeBackward = (from: number, category: ContextCategory) => {
    let terms = 0;
    for (let j = from; j >= 0 && words[j] !== COMMA; j--) {
      const covering = matches.find((m) => m.start <= j && j <= m.end);
      if (covering && stops(covering.start, category)) return;
      if (isContentWord(j) && ++terms > WINDOW) return;
      out[j]!.add(category);
    }
  };

  for (const { start, end, roles } of matches) {
    for (const role of roles) {
      if (role.kind !== 'trigger') continue;
      if (role.forward) scopeForward(end + 1, role.category);
      else if (endsStretch(end + 1)) scopeBackward(start - 1, role.category);
    }
  }
  return out;
}
