/**
 * One free-text entry → mentions of findings. Per clause: filler words dropped, words
 * spelling-corrected and stemmed, the longest vocabulary phrases matched, body sites composed
 * into findings (`compose.ts`), NegEx-style cues deny findings in their window (stopping at a
 * comma), modifiers ("severe", "sudden") and durations attach to the clause's findings, and a
 * temperature becomes fever findings. "Speech is normal" denies `speech_problem`.
 */
import { composerSpans, composeSiteFindings, type Span } from './compose.ts';
import { NEGATION_WINDOW } from './lexicon/cues.ts';
import { PHRASES, type Target, toMatchStem } from './lexicon/vocabulary.ts';
import { matchLongest } from './text/phrase-index.ts';
import { parseDurationDays, parseTemperatureC } from './text/quantities.ts';
import { normaliseText, splitClauses, wordsOf } from './text/tokenize.ts';
import type { Modifier } from './types.ts';

/** Fever thresholds in °C (NICE NG143: fever is 38 °C or higher; 39 °C is the amber line). */
export const FEVER_C = 38;
export const HIGH_FEVER_C = 39;
/** Below this a temperature is low (NICE NG51 sepsis: under 36 °C is a moderate risk sign). */
export const LOW_TEMPERATURE_C = 35.5;

/** One finding named in one clause. */
export interface Mention {
  id: string;
  isNegated: boolean;
  modifiers: Modifier[];
  /** How long it has lasted, in days, when the entry says. */
  durationDays: number | null;
}

/** Separates comma-split parts of a clause: phrases never span it and negation stops at it. */
const COMMA = ',';
/** A post-negation cue must come within this many spans after the finding ("fever: no"). */
const POST_NEGATION_WINDOW = 3;

function tokensOf(clause: string): string[] {
  return clause
    .split(',')
    .map((part) =>
      wordsOf(part)
        .map(toMatchStem)
        .filter((t): t is string => t !== null),
    )
    .flatMap((part, i) => (i === 0 ? part : [COMMA, ...part]));
}

function spansOf(tokens: string[]): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < tokens.length) {
    const match = tokens[i] === COMMA ? null : matchLongest(PHRASES, tokens, i);
    spans.push({ start: i, length: match?.length ?? 1, targets: match?.values ?? [] });
    i += match?.length ?? 1;
  }
  return spans;
}

const has = (span: Span | undefined, type: Target['type']) =>
  span?.targets.some((t) => t.type === type) ?? false;

function isNegatedAt(tokens: string[], spans: Span[], at: number): boolean {
  for (let q = at - 1; q >= Math.max(0, at - NEGATION_WINDOW); q--) {
    if (tokens[spans[q]!.start] === COMMA) break;
    if (has(spans[q], 'pre_negation')) return true;
  }
  const last = spans.length - 1;
  return (
    last > at &&
    last - at <= POST_NEGATION_WINDOW &&
    has(spans[last], 'post_negation') &&
    !has(spans[last], 'finding')
  );
}

function mentionsOfClause(clause: string, entryDurationDays: number | null): Mention[] {
  const tokens = tokensOf(clause);
  const spans = spansOf(tokens);
  const isNegated = (at: number) => isNegatedAt(tokens, spans, at);
  const found = composeSiteFindings(tokens, spans).map(({ id, at, kind }) => {
    const words = composerSpans(tokens, spans, kind);
    return { id, isNegated: isNegated(at) || (words.length > 0 && words.every(isNegated)) };
  });
  const modifiers: Modifier[] = [];
  spans.forEach((span, at) => {
    for (const target of span.targets) {
      if (target.type === 'finding') found.push({ id: target.id, isNegated: isNegated(at) });
      if (target.type === 'normal') found.push({ id: target.id, isNegated: true });
      if (target.type === 'modifier') modifiers.push(target.modifier);
    }
  });
  const durationDays = parseDurationDays(clause) ?? entryDurationDays;
  return found.map(({ id, isNegated }) => ({ id, isNegated, modifiers, durationDays }));
}

function temperatureMentions(temperatureC: number, durationDays: number | null): Mention[] {
  const mention = (id: string, isNegated: boolean): Mention => ({
    id,
    isNegated,
    modifiers: [],
    durationDays,
  });
  if (temperatureC < LOW_TEMPERATURE_C) return [mention('low_temperature', false)];
  if (temperatureC < FEVER_C) return [mention('fever', true)];
  return temperatureC >= HIGH_FEVER_C
    ? [mention('fever', false), mention('high_fever', false)]
    : [mention('fever', false)];
}

/**
 * All mentions in one free-text entry. A temperature in the entry decides fever: 38 °C or
 * more is fever (39 °C high fever), a normal reading denies it, under 35.5 °C is low.
 */
export function mentionsOf(text: string): Mention[] {
  const normalised = normaliseText(text);
  const entryDurationDays = parseDurationDays(normalised);
  const mentions = splitClauses(normalised).flatMap((clause) =>
    mentionsOfClause(clause, entryDurationDays),
  );
  const temperatureC = parseTemperatureC(normalised);
  if (temperatureC === null) return mentions;
  return [
    ...mentions.filter((m) => m.id !== 'fever' && m.id !== 'high_fever'),
    ...temperatureMentions(temperatureC, entryDurationDays),
  ];
}
