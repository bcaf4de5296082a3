/*
 * The runtime of the message catalogues (ADR 0058). A message is its English text, written
 * where it is shown (`t('Sign in')`) and used as is in English, so English costs no catalogue
 * and no interpreter; English messages use only `{name}` placeholders. Another locale loads
 * its catalogue (keyed by the English text, compiled at build time by
 * build-tools/compile-messages.ts) and Lingui's interpreter for full ICU in one step; a message
 * it has not translated yet shows in English.
 */
import {
  DEFAULT_LOCALE,
  isRightToLeft,
  LOCALE_STORAGE_KEY,
  supportedLocale,
  type Locale,
} from '#client/i18n/locales.ts';

/** Values of a message's placeholders (`{count}` → `{ count: 3 }`). */
export type MessageValues = Record<string, string | number>;

/** Turns an English message into the active locale's text. */
export type Translator = (message: string, values?: MessageValues) => string;

/** An English message with its `{name}` placeholders filled in. */
export function fillPlaceholders(message: string, values?: MessageValues): string {
  return values
    ? message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
    : message;
}

let active: { locale: Locale; translate: Translator } = {
  locale: DEFAULT_LOCALE,
  translate: fillPlaceholders,
};

/** The active locale. */
export function activeLocale(): Locale {
  return active.locale;
}

/** The tag the active locale formats numbers, dates and money with (`en-US` for English). */
export function formatTag(): string {
  return active.locale === 'en' ? 'en-US' : active.locale;
}

/** `message` (English) in the active locale, with `values` filled in. */
export function translate(message: string, values?: MessageValues): string {
  return active.translate(message, values);
}

/** Makes `locale` active with `translate` (the pseudo-locale test gives its own). */
export function activateTranslator(locale: Locale, translate: Translator): void {
  active = { locale, translate };
}

/** Loads `locale`'s catalogue and interpreter (one chunk each) and makes it the active locale. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === 'en') {
    activateTranslator(locale, fillPlaceholders);
    return;
  }
  const { loadTranslator } = await import('#client/i18n/icu-runtime.ts');
  activateTranslator(locale, await loadTranslator(locale));
}

/** The locale this browser should show (saved choice → browser languages → English). */
export function browserLocale(negotiate: (saved: string | null) => Locale): Locale {
  try {
    return negotiate(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    // Storage blocked (private mode, policy): the browser's languages decide.
    return negotiate(null);
  }
}

/**
 * The choice kept in this browser, or undefined when there is none (or storage is blocked):
 * then a signed-in account's saved language applies (ADR 0064).
 */
export function savedLocale(): Locale | undefined {
  try {
    return supportedLocale(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Keeps the visitor's choice for their next visit. */
export function saveLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

/** `<html lang dir>`: screen readers pick their voice, and Arabic mirrors the layout. */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
}
