/*
 * The languages CareAbroad speaks (issue #17, ADR 0058, ADR 0064): the client's catalogues,
 * the server's e-mail catalogues and the account's saved language all use this one list. No
 * zod here: the landing page imports this file (its API schema is in locale.schemas.ts).
 */
/** The supported locales' codes (BCP 47 language tags without region), English first. */
export const LOCALES = ['en', 'es', 'de', 'ar', 'hi'] as const;

/** A supported locale's code. */
export type Locale = (typeof LOCALES)[number];

/** The source language: shown when nothing else is known. */
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Each locale's name in itself, as the language switcher and the settings page list them
 * (never translated), in the order of {@link LOCALES}.
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

/** `tag`'s supported locale by its language part (`es-MX` → `es`), or undefined. */
export function supportedLocale(tag: string | null | undefined): Locale | undefined {
  const language = tag?.toLowerCase().split('-')[0];
  return language !== undefined && Object.hasOwn(LOCALE_NAMES, language)
    ? (language as Locale)
    : undefined;
}
