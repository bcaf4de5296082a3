/**
 * Site composition: a body site named with a composer word becomes a finding ("pain in my
 * chest" → `chest_pain`, "eyes are pink" → `red_eye`, "blood in my wee" → `haematuria`).
 * Which composer words belong to which site, in order:
 * 1. the run of composer words (joined by "and"/"or") right before the site ("swollen glands");
 * 2. the run right after it, unless that run leads into another site ("knee red and swollen",
 *    but not "throat and swollen glands");
 * 3. sites joined by "and"/"or" share their words ("pain in chest and left arm");
 * 4. a site still without words takes every composer word of the clause ("red sore skin in
 *    the nappy area").
 */
import { SITE_COMPOSITIONS, type ComposerKind } from './lexicon/sites.ts';
import { COMPOSER_STEMS, type Target } from './lexicon/vocabulary.ts';

/** A matched stretch of a clause's tokens. */
export interface Span {
  start: number;
  length: number;
  targets: Target[];
}

const JOINERS = new Set(['and', 'or']);

function siteOf(span: Span | undefined): string | null {
  const isFinding = span?.targets.some((t) => t.type === 'finding') ?? true;
  const site = span?.targets.find((t) => t.type === 'site');
  return !isFinding && site?.type === 'site' ? site.id : null;
}

const kindsAt = (tokens: readonly string[], i: number) => COMPOSER_STEMS.get(tokens[i] ?? '') ?? [];

/** Indexes of the spans holding a composer word of `kind`. */
export function composerSpans(
  tokens: readonly string[],
  spans: readonly Span[],
  kind: ComposerKind,
) {
  return spans.flatMap((span, index) =>
    tokens
      .slice(span.start, span.start + span.length)
      .some((t) => COMPOSER_STEMS.get(t)?.includes(kind))
      ? [index]
      : [],
  );
}

/** Composer kinds in the run of tokens from `from` stepping by `step`, and where it ended. */
function runFrom(tokens: readonly string[], from: number, step: 1 | -1) {
  const kinds = new Set<ComposerKind>();
  let i = from;
  while (i >= 0 && i < tokens.length) {
    const found = kindsAt(tokens, i);
    if (found.length > 0) found.forEach((k) => kinds.add(k));
    else if (!JOINERS.has(tokens[i] ?? '') || kinds.size === 0) break;
    i += step;
  }
  return { kinds, end: i };
}

/**
 * Findings from sites in one clause: `at` is the index of the site's span, `kind` the composer
 * kind that made it (so a negated composer word, "knee not swollen", can deny it).
 */
export function composeSiteFindings(tokens: readonly string[], spans: readonly Span[]) {
  const spanAtToken = new Map(spans.map((s, index) => [s.start, index]));
  const kindsBySpan = new Map<number, Set<ComposerKind>>();
  spans.forEach((span, index) => {
    if (siteOf(span) === null) return;
    const before = runFrom(tokens, span.start - 1, -1).kinds;
    const after = runFrom(tokens, span.start + span.length, 1);
    const leadsToSite = siteOf(spans[spanAtToken.get(after.end) ?? -1]) !== null;
    kindsBySpan.set(index, new Set([...before, ...(leadsToSite ? [] : after.kinds)]));
  });
  shareAcrossJoinedSites(tokens, spans, kindsBySpan);
  const clauseKinds = tokens.flatMap((_, i) => kindsAt(tokens, i));
  for (const kinds of kindsBySpan.values()) {
    if (kinds.size === 0) clauseKinds.forEach((k) => kinds.add(k));
  }
  const found: { id: string; at: number; kind: ComposerKind }[] = [];
  for (const [index, kinds] of kindsBySpan) {
    const site = siteOf(spans[index])!;
    for (const kind of kinds) {
      const id = SITE_COMPOSITIONS[kind][site];
      if (id) found.push({ id, at: index, kind });
    }
  }
  return found;
}

function shareAcrossJoinedSites(
  tokens: readonly string[],
  spans: readonly Span[],
  kindsBySpan: Map<number, Set<ComposerKind>>,
): void {
  for (let index = 0; index + 2 < spans.length; index++) {
    const joiner = tokens[spans[index + 1]!.start] ?? '';
    if (!JOINERS.has(joiner) || !kindsBySpan.has(index) || !kindsBySpan.has(index + 2)) continue;
    const union = new Set([...kindsBySpan.get(index)!, ...kindsBySpan.get(index + 2)!]);
    kindsBySpan.set(index, union);
    kindsBySpan.set(index + 2, new Set(union));
  }
}
