import { describe, expect, it } from 'vitest';
import { acceptedLocale } from './accepted-locale.ts';

describe('acceptedLocale', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR, de-CH;q=0.8, en;q=0.5', 'de'],
    ['en;q=0.2, ar', 'ar'],
    ['HI-in', 'hi'],
    ['*', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(acceptedLocale({ 'accept-language': header })).toBe(locale);
  });

  it('is undefined without a header or a language we have', () => {
    expect(acceptedLocale({})).toBeUndefined();
    expect(acceptedLocale({ 'accept-language': 'fr, ja;q=0.5' })).toBeUndefined();
    expect(acceptedLocale({ 'accept-language': 'es;q=0' })).toBeUndefined();
  });
});
