/** ISO 639-1 codes as names in English ("en" → "English"); unknown codes stay as they are. */
const names = new Intl.DisplayNames(['en'], { type: 'language' });

export function languageName(code: string): string {
  return names.of(code) ?? code;
}

/** An ISO 3166-1 alpha-2 country code as its English name ("IN" → "India"). */
const regions = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(code: string): string {
  return regions.of(code) ?? code;
}
