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
import { messagesIn } from '#shared/i18n/message-catalogues.ts';

export { coverage } from '#shared/i18n/message-catalogues.ts';

/** The locales with a catalogue (English is the source). */
export const TRANSLATED_LOCALES = ['es', 'de', 'ar', 'hi'] as const;

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
