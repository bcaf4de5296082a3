/**
 * One free-text entry → mentions of findings. Per clause: filler words dropped, words
 * spelling-corrected and stemmed, the longest vocabulary phrases matched, body sites composed
 * into findings (`compose.ts`), NegEx/ConText scopes (`text/negex.ts`) mark each finding present,
 * absent or dropped, modifiers ("severe", "sudden") and durations attach to the clause's
 * findings, and a temperature becomes fever findings. "Speech is normal" denies `speech_problem`.
 */
import { composerSpans, composeSiteFindings, type Span } from './compose.ts';
import { FINDINGS, PHRASES, type Target, toMatchStem } from './lexicon/vocabulary.ts';
import { type ContextCategory, contextWords, readContext, type WordContext } from './text/negex.ts';
import { buildPhraseIndex, matchLongest } from './text/phrase-index.ts';
import { parseDurationDays, parseTemperatureC } from './text/quantities.ts';
import { normaliseText, phraseToStems, splitClauses } from './text/tokenize.ts';
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

/**
 * How the text holds a finding: the patient has it now, denies it, or names it in a scope that
 * says nothing about the patient's present state (a hypothetical, the patient's past symptom, or
 * someone else's illness), which drops it.
 */
export type FindingStatus = 'present' | 'absent' | 'dropped';

/** One finding read from one clause, with its status and the scope that decided it. */
export interface FindingReading extends Mention {
  status: FindingStatus;
  /** The ConText category that dropped the finding (dropped readings only). */
  droppedBy?: Exclude<ContextCategory, 'negated'>;
}

/** A comma, kept as a token: phrases never span it and scopes stop at it (unless a list). */
const COMMA = ',';

/** A clause's matcher tokens (stems), each with the index of the raw word it came from. */
function tokensOf(words: readonly string[]): { tokens: string[]; wordAt: number[] } {
  const tokens: string[] = [];
  const wordAt: number[] = [];
  words.forEach((word, i) => {
    const token = word === COMMA ? COMMA : /^[a-z0-9]/.test(word) ? toMatchStem(word) : null;
    if (token === null) return;
    tokens.push(token);
    wordAt.push(i);
  });
  return { tokens, wordAt };
}

/** Phrases that hold a finding's word but name something else ("poison ivy" is a plant). */
const STOP_PHRASES = buildPhraseIndex(
  ['poison ivy', 'poison oak', 'poison sumac'].map((p): [string[], true] => [
    phraseToStems(p),
    true,
  ]),
);

const isCue = (t: Target) => t.type === 'pre_negation' || t.type === 'post_negation';

/** The longest vocabulary phrase at `i`, unless a stop phrase is as long ("poison ivy"). */
function phraseAt(tokens: string[], i: number): { length: number; targets: Target[] } {
  const match = matchLongest(PHRASES, tokens, i);
  const stop = matchLongest(STOP_PHRASES, tokens, i);
  if (stop && stop.length >= (match?.length ?? 0)) return { length: stop.length, targets: [] };
  return { length: match?.length ?? 1, targets: match?.values ?? [] };
}

function spansOf(tokens: string[]): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < tokens.length) {
    const { length, targets } =
      tokens[i] === COMMA ? { length: 1, targets: [] } : phraseAt(tokens, i);
    spans.push({ start: i, length, targets });
    i += length;
  }
  return spans;
}

/** The NegEx/ConText context of each span (that of its first word). */
function spanContexts(words: readonly string[], wordAt: number[], spans: Span[]) {
  const firstWords = new Set(spans.map((s) => wordAt[s.start]!));
  const shields = spans
    .filter((s) => s.length > 1 && s.targets.some((t) => !isCue(t)))
    .map((s): [number, number] => [wordAt[s.start]!, wordAt[s.start + s.length - 1]!]);
  const contexts = readContext(words, { isContent: (i) => firstWords.has(i), shields });
  return spans.map((s) => contexts[wordAt[s.start]!]!);
}

/**
 * The scope that drops a finding: someone else's, then a hypothetical; a past symptom only when
 * not denied ("no known history of chest pain" is a denial), and never a history finding.
 */
function droppedBy(id: string, context: WordContext): FindingReading['droppedBy'] {
  if (context.has('other_experiencer')) return 'other_experiencer';
  if (context.has('hypothetical')) return 'hypothetical';
  const isPastSymptom = context.has('historical') && FINDINGS.get(id)?.kind !== 'history';
  return isPastSymptom && !context.has('negated') ? 'historical' : undefined;
}

function readingsOfClause(clause: string, entryDurationDays: number | null): FindingReading[] {
  const words = contextWords(clause);
  const { tokens, wordAt } = tokensOf(words);
  const spans = spansOf(tokens);
  const contexts = spanContexts(words, wordAt, spans);
  const isNegated = (at: number) => contexts[at]!.has('negated');
  const found: { id: string; isNegated: boolean; context: WordContext }[] = [];
  for (const { id, at, kind } of composeSiteFindings(tokens, spans)) {
    const composers = composerSpans(tokens, spans, kind);
    const isDenied = composers.length > 0 && composers.every(isNegated);
    found.push({ id, isNegated: isNegated(at) || isDenied, context: contexts[at]! });
  }
  const modifiers: Modifier[] = [];
  spans.forEach((span, at) => {
    const context = contexts[at]!;
    for (const target of span.targets) {
      if (target.type === 'finding')
        found.push({ id: target.id, isNegated: isNegated(at), context });
      // "Speech is normal" denies a finding, also inside a negation's list ("no rash and
      // breathing fine"); negated right before it ("not breathing normally") it denies nothing.
      const isNegatedNormal = spans[at - 1]?.targets.some((t) => t.type === 'pre_negation');
      if (target.type === 'normal' && !isNegatedNormal)
        found.push({ id: target.id, isNegated: true, context });
      if (target.type === 'modifier') modifiers.push(target.modifier);
    }
  });
  const durationDays = parseDurationDays(clause) ?? entryDurationDays;
  return found.map(({ id, isNegated, context }) => {
    const dropped = droppedBy(id, context);
    const status: FindingStatus = dropped ? 'dropped' : isNegated ? 'absent' : 'present';
    const reading: FindingReading = { id, isNegated, modifiers, durationDays, status };
    return dropped ? { ...reading, droppedBy: dropped } : reading;
  });
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
 * Every finding one free-text entry names, each marked present, absent or dropped (see
 * `text/negex.ts` for the scopes). A temperature in the entry decides fever: 38 °C or more is
 * fever (39 °C high fever), a normal reading denies it, under 35.5 °C is low.
 */
export function readFindings(text: string): FindingReading[] {
  const normalised = normaliseText(text);
  const entryDurationDays = parseDurationDays(normalised);
  const readings = splitClauses(normalised).flatMap((clause) =>
    readingsOfClause(clause, entryDurationDays),
  );
  const temperatureC = parseTemperatureC(normalised);
  if (temperatureC === null) return readings;
  return [
    ...readings.filter((m) => m.id !== 'fever' && m.id !== 'high_fever'),
    ...temperatureMentions(temperatureC, entryDurationDays).map((m) => ({
      ...m,
      status: m.isNegated ? ('absent' as const) : ('present' as const),
    })),
  ];
}

/** The mentions of one free-text entry that speak of the patient now (present or absent). */
export function mentionsOf(text: string): Mention[] {
  return readFindings(text)
    .filter((r) => r.status !== 'dropped')
    .map(({ id, isNegated, modifiers, durationDays }) => ({
      id,
      isNegated,
      modifiers,
      durationDays,
    }));
}
