import type { CatalogueHospital } from '#shared/catalogue/catalogue.schemas.ts';
import { countryName, languageName } from '#shared/hospital-profiles/display-names.ts';

/** "City, Country" of a hospital's approved profile in `locale` (a BCP 47 tag); '' when unknown. */
export function placeOf(hospital: CatalogueHospital, locale: string): string {
  return [hospital.city, hospital.country && countryName(hospital.country, locale)]
    .filter(Boolean)
    .join(', ');
}

/** The languages its staff speak, named in `locale`, comma-separated; '' when none listed. */
export function languagesOf(hospital: CatalogueHospital, locale: string): string {
  return hospital.languages.map((code) => languageName(code, locale)).join(', ');
}
