/*
 * The languages the client speaks (issue #17, ADR 0058) and how a visitor's is chosen: the one
 * they picked (kept in this browser), else the first of the browser's languages we have, else
 * English, the source language.
 */

/** A supported locale's code (a BCP 47 language tag without region). */
export type Locale = 'en' | 'es' | 'de' | 'ar' | 'hi';

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Each locale's name in itself, as the switcher lists them (never translated), English first.
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  ar: 'العربية',
  hi: 'हिन्दी',
};

/** Whether `locale` is written right to left (Arabic), which mirrors the layout. */
export function isRightToLeft(locale: Locale): boolean {
  return locale === 'ar';
}

/** Where the visitor's own choice is kept (this browser only; signed out too). */
export const LOCALE_STORAGE_KEY = 'careabroad.locale';

/** `tag`'s supported locale by its language part (`es-MX` → `es`), or undefined. */
export function supportedLocale(tag: string | null | undefined): Locale | undefined {
  const language = tag?.toLowerCase().split('-')[0];
  return language !== undefined && Object.hasOwn(LOCALE_NAMES, language)
    ? (language as Locale)
    : undefined;
}

/**
 * The locale to show: the saved choice, else the first of the browser's preferred languages
 * (`navigator.languages`, most preferred first) we support, else English.
 */
export function negotiateLocale(
  saved: string | null | undefined,
  preferred: readonly string[],
): Locale {
  return (
    supportedLocale(saved) ??
    preferred.map((tag) => supportedLocale(tag)).find((locale) => locale !== undefined) ??
    DEFAULT_LOCALE
  );
}
