/*
 * What a locale other than English loads (ADR 0058): its catalogue, one chunk per locale, and
 * Lingui's interpreter of compiled ICU messages (plural, select, number and date arguments).
 * English needs neither, so the landing page carries neither.
 */
import { setupI18n } from '@lingui/core';
import { fillPlaceholders, type Translator } from '#client/i18n/i18n.ts';
import type { Locale } from '#client/i18n/locales.ts';

/** A compiled catalogue: English message → compiled translation (opaque). */
export type Catalogue = Readonly<Record<string, unknown>>;

const catalogues: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  es: () => import('#client/i18n/messages/es.json'),
  de: () => import('#client/i18n/messages/de.json'),
  ar: () => import('#client/i18n/messages/ar.json'),
  hi: () => import('#client/i18n/messages/hi.json'),
};

/** The translator of `locale` over its compiled `messages`; English where it has no entry. */
export function icuTranslator(locale: Locale, messages: Catalogue): Translator {
  const i18n = setupI18n({ locale, messages: { [locale]: messages as Record<string, string> } });
  return (message, values) =>
    Object.hasOwn(messages, message) ? i18n._(message, values) : fillPlaceholders(message, values);
}

/** Loads `locale`'s catalogue and returns its translator. */
export async function loadTranslator(locale: Exclude<Locale, 'en'>): Promise<Translator> {
  const { default: messages } = await catalogues[locale]();
  return icuTranslator(locale, messages);
}
