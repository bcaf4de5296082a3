/**
 * Site composition: a body site named with a composer word becomes a finding ("pain in my
 * chest" → `chest_pain`, "eyes are pink" → `red_eye`, "blood in my wee" → `haematuria`).
 * Which composer words belong to which site, in order:
 * 1. the run of composer words (joined by "and"/"or") right before the site ("swollen glands");
 * 2. the run right after it, unless that run leads into another site ("knee red and swollen",
 *    but not "throat and swollen glands");
 * 3. sites joined by "and"/"or" share their words ("pain in chest and left arm");
 * 4. a site still without words takes the composer words of the clause that no other site took
 *    and that do not qualify a pain named outright ("red sore skin in the nappy area"; but in
 *    "sore throat mainly on the right side" "sore" belongs to the throat, and in "throbbing
 *    toothache bottom left" "throbbing" belongs to the toothache). A part of the abdomen may
 *    share the words of the abdomen ("stomach ache, worst at the bottom right").
 */
import { SITE_COMPOSITIONS } from '../knowledge/load-site-compositions.ts';
import type { ComposerKind } from '../knowledge/schema/site-composition.ts';
import { COMPOSER_STEMS, type Target } from './lexicon/vocabulary.ts';

/** A matched stretch of a clause's tokens. */
export interface Span {
  start: number;
  length: number;
  targets: Target[];
}

const JOINERS = new Set(['and', 'or']);

/** Parts of the abdomen: they may share the words of "tummy" ("stomach ache, bottom right"). */
const ABDOMINAL_REGIONS = new Set([
  'rlq',
  'ruq',
  'luq',
  'llq',
  'epigastric',
  'lower_abdomen',
  'navel',
]);

/** Findings that are a pain at a site ("toothache"): a pain word next to one qualifies it. */
const PAIN_FINDINGS = new Set(Object.values(SITE_COMPOSITIONS.pain));

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

/**
 * Composer kinds in the run of tokens from `from` stepping by `step`, where it ended, and the
 * indexes of the composer words it took.
 */
function runFrom(tokens: readonly string[], from: number, step: 1 | -1) {
  const kinds = new Set<ComposerKind>();
  const used: number[] = [];
  let i = from;
  while (i >= 0 && i < tokens.length) {
    const found = kindsAt(tokens, i);
    if (found.length > 0) {
      found.forEach((k) => kinds.add(k));
      used.push(i);
    } else if (!JOINERS.has(tokens[i] ?? '') || kinds.size === 0) break;
    i += step;
  }
  return { kinds, end: i, used };
}

/**
 * Findings from sites in one clause: `at` is the index of the site's span, `kind` the composer
 * kind that made it (so a negated composer word, "knee not swollen", can deny it).
 */
export function composeSiteFindings(tokens: readonly string[], spans: readonly Span[]) {
  const spanAtToken = new Map(spans.map((s, index) => [s.start, index]));
  const kindsBySpan = new Map<number, Set<ComposerKind>>();
  /** Composer word index → the site that took it ('' when a pain finding it qualifies did). */
  const takenBy = new Map<number, string>();
  spans.forEach((span, index) => {
    const site = siteOf(span);
    if (site === null) return;
    const before = runFrom(tokens, span.start - 1, -1);
    const after = runFrom(tokens, span.start + span.length, 1);
    const leadsToSite = siteOf(spans[spanAtToken.get(after.end) ?? -1]) !== null;
    const kinds = new Set([...before.kinds, ...(leadsToSite ? [] : after.kinds)]);
    kindsBySpan.set(index, kinds);
    before.used.forEach((i) => takenBy.set(i, site));
    if (!leadsToSite) after.used.forEach((i) => takenBy.set(i, site));
  });
  spans.forEach((span) => {
    if (!span.targets.some((t) => t.type === 'finding' && PAIN_FINDINGS.has(t.id))) return;
    runFrom(tokens, span.start - 1, -1).used.forEach((i) => takenBy.set(i, ''));
    runFrom(tokens, span.start + span.length, 1).used.forEach((i) => takenBy.set(i, ''));
  });
  shareAcrossJoinedSites(tokens, spans, kindsBySpan);
  for (const [index, kinds] of kindsBySpan) {
    if (kinds.size > 0) continue;
    const site = siteOf(spans[index])!;
    tokens.forEach((_, i) => {
      const owner = takenBy.get(i);
      const isFree = owner === undefined || (owner === 'abdomen' && ABDOMINAL_REGIONS.has(site));
      if (isFree) kindsAt(tokens, i).forEach((k) => kinds.add(k));
    });
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
