/*
 * Display names of the codes hospital profiles store, in English, from the runtime's
 * `Intl.DisplayNames` (browsers and Node carry the CLDR names): shared so the server-rendered
 * catalogue and the client say the same. Unknown codes stay as they are.
 */

const languages = new Intl.DisplayNames(['en'], { type: 'language' });

/** An ISO 639-1 code as its English name ("en" → "English"). */
export function languageName(code: string): string {
  return languages.of(code) ?? code;
}

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/** An ISO 3166-1 alpha-2 country code as its English name ("IN" → "India"). */
export function countryName(code: string): string {
  return regions.of(code) ?? code;
}
