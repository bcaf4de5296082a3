import Negotiator from 'negotiator';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';

/**
 * The supported locale the request's `Accept-Language` header prefers most (`es-MX,en;q=0.8`
 * → `es`; quality values and language prefixes as RFC 9110 has them, by `negotiator`), or
 * undefined when the header is absent or names none of LOCALES (ADR 0064).
 */
export function acceptedLocale(headers: { 'accept-language'?: string }): Locale | undefined {
  const header = headers['accept-language'];
  if (!header) return undefined;
  const [preferred] = new Negotiator({ headers: { 'accept-language': header } }).languages([
    ...LOCALES,
  ]);
  return LOCALES.find((locale) => locale === preferred);
}
