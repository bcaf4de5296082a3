import { z } from 'zod';
import BODIES from './accreditation-bodies.json' with { type: 'json' };
import LANGUAGES from './iso-639-1-languages.json' with { type: 'json' };

/** One accreditation body a hospital may name (JCI, a national body), with its public register. */
export const AccreditationBodySchema = z.strictObject({
  /** Stable code stored on accreditations (`JCI`, `NABH`). */
  code: z.string().regex(/^[A-Z][A-Z0-9_]{1,15}$/),
  name: z.string().min(1),
  /** ISO 3166-1 alpha-2 of a national body; null for international ones. */
  country: z.string().length(2).nullable(),
  registerUrl: z.url(),
});
export type AccreditationBody = z.infer<typeof AccreditationBodySchema>;

/**
 * The accreditation bodies, as reviewable data with its `source` (`accreditation-bodies.json`,
 * issue #17), validated at import: a broken file fails every test and the build.
 */
export const ACCREDITATION_BODIES = z
  .strictObject({
    source: z.string().min(1),
    reviewedAt: z.iso.date(),
    bodies: z.array(AccreditationBodySchema).min(1),
  })
  .parse(BODIES).bodies;

export const ACCREDITATION_BODY_CODES = ACCREDITATION_BODIES.map((body) => body.code);

/** The body of `code`, or undefined for a code no longer listed. */
export function accreditationBodyOf(code: string): AccreditationBody | undefined {
  return ACCREDITATION_BODIES.find((body) => body.code === code);
}

/**
 * ISO 639-1 language codes (`iso-639-1-languages.json`, with its source): what "languages
 * spoken" of hospitals and doctors may hold. Names come from `Intl.DisplayNames` at display.
 */
export const LANGUAGE_CODES: readonly string[] = z
  .strictObject({
    source: z.string().min(1),
    reviewedAt: z.iso.date(),
    codes: z.array(z.string().regex(/^[a-z]{2}$/)).min(100),
  })
  .parse(LANGUAGES).codes;
