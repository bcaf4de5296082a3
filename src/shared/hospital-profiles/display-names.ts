/*
 * Display names of the codes hospital profiles store, from the runtime's `Intl.DisplayNames`
 * (browsers and Node carry the CLDR names) in the language `locale` names (a BCP 47 tag,
 * English by default): shared so the server-rendered catalogue and the client say the same.
 * Unknown codes stay as they are.
 */

const cache = new Map<string, Intl.DisplayNames>();

function displayNames(locale: string, type: 'language' | 'region'): Intl.DisplayNames {
  const key = `${locale}:${type}`;
  let names = cache.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type });
    cache.set(key, names);
  }
  return names;
}

/** An ISO 639-1 code as its name ("en" → "English"; in `es`, "inglés"). */
export function languageName(code: string, locale = 'en'): string {
  return displayNames(locale, 'language').of(code) ?? code;
}

/** An ISO 3166-1 alpha-2 country code as its name ("IN" → "India"). */
export function countryName(code: string, locale = 'en'): string {
  return displayNames(locale, 'region').of(code) ?? code;
}
