/*
 * The languages the client speaks (issue #17, ADR 0058) and how a visitor's is chosen: the one
 * they picked (kept in this browser), else the first of the browser's languages we have, else
 * English, the source language.
 */
import { DEFAULT_LOCALE, supportedLocale, type Locale } from '#shared/i18n/locales.ts';

// The list and its helpers are shared with the server (its e-mails speak the same languages).
export {
  DEFAULT_LOCALE,
  isRightToLeft,
  LOCALE_NAMES,
  supportedLocale,
  type Locale,
} from '#shared/i18n/locales.ts';

/** Where the visitor's own choice is kept (this browser only; signed out too). */
export const LOCALE_STORAGE_KEY = 'careabroad.locale';

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
