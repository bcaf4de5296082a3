/*
 * Which English messages the client shows through the catalogues (ADR 0058): every literal
 * passed to `t(…)` or `msg(…)`, plus the navigation labels of the shared route tables, which
 * the shells pass to `t`. Used by the catalogue test and `npm run i18n:coverage`.
 */
import {
  QUICK_ACTION_LINKS,
  SIDEBAR_LINKS,
  SUPPORT_LINKS,
  TOP_NAV_LINKS,
} from '#shared/navigation/role-routes.ts';

/** The locales with a catalogue (English is the source). */
export const TRANSLATED_LOCALES = ['es', 'de', 'ar', 'hi'] as const;

/** A call of t or msg whose first argument is a single- or double-quoted string literal. */
const MESSAGE_CALL = /\b(?:t|msg)\(\s*(['"])((?:\\.|(?!\1).)*)\1/g;

/** The English messages in `source` (a module's text). */
export function messagesIn(source: string): string[] {
  // A literal's body as the string it stands for (`I\'m` → `I'm`).
  return [...source.matchAll(MESSAGE_CALL)].map((match) =>
    (match[2] ?? '').replace(/\\(.)/g, '$1'),
  );
}

/** Every English message in `sources` (the client's modules) and the navigation tables. */
export function extractMessages(sources: Iterable<string>): Set<string> {
  const messages = new Set<string>();
  for (const source of sources) for (const message of messagesIn(source)) messages.add(message);
  const tables = [
    ...Object.values(TOP_NAV_LINKS),
    ...Object.values(SIDEBAR_LINKS),
    QUICK_ACTION_LINKS,
    SUPPORT_LINKS,
  ];
  for (const link of tables.flat()) messages.add(link.label);
  return messages;
}

/** How many of `messages` `catalogue` translates, and the share in percent. */
export function coverage(
  messages: ReadonlySet<string>,
  catalogue: Readonly<Record<string, string>>,
): { translated: number; percent: number } {
  const translated = [...messages].filter((message) => Object.hasOwn(catalogue, message)).length;
  return { translated, percent: (100 * translated) / messages.size };
}
