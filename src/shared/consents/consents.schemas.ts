import { z } from 'zod';
import { IsoDateTimeSchema } from '../common/common.schemas.ts';

/**
 * The consents the product relies on (issue #14, ADR 0041), each given and withdrawn by the
 * user alone:
 * - `health_data`: processing the user's health data (GDPR Art. 9(2)(a) explicit consent);
 *   required to upload records and to share them;
 * - `cross_border_sharing`: sharing chosen records with a hospital in another country (GDPR
 *   Art. 49(1)(a) explicit consent to a transfer); required to share;
 * - `marketing_email`: marketing e-mail (GDPR Art. 6(1)(a), ePrivacy Art. 13).
 * Their texts and versions are data (`src/server/features/consents/consent-texts.json`).
 */
export const CONSENT_PURPOSES = ['health_data', 'cross_border_sharing', 'marketing_email'] as const;
export const ConsentPurposeSchema = z.enum(CONSENT_PURPOSES, {
  error: 'Purpose must be health_data, cross_border_sharing or marketing_email',
});
export type ConsentPurpose = z.infer<typeof ConsentPurposeSchema>;

/** A consent text's version: a positive whole number, raised whenever the text changes. */
const TextVersionSchema = z.number().int().positive();

/**
 * One purpose as `GET /api/consents` lists it: the current text and its version, and the user's
 * standing. `given` is true only for a consent given under the current version and not
 * withdrawn; a consent under an older version is `needsRenewal` (given, but it counts for
 * nothing until the current text is accepted: a new text needs fresh consent, GDPR Art. 7).
 * `givenAt`/`givenVersion` describe the consent in force (any version), `withdrawnAt` the
 * latest withdrawal (null when never withdrawn or given again since).
 */
export const ConsentSchema = z.object({
  purpose: ConsentPurposeSchema,
  title: z.string(),
  /** The full text the user agrees to, plain text with paragraphs separated by blank lines. */
  text: z.string(),
  version: TextVersionSchema,
  /** The legal basis this consent provides, e.g. "GDPR Art. 9(2)(a)". */
  legalBasis: z.string(),
  /** What stops when it is withdrawn, one sentence for the confirmation before withdrawing. */
  withdrawalEffect: z.string(),
  given: z.boolean(),
  needsRenewal: z.boolean(),
  givenAt: IsoDateTimeSchema.nullable(),
  /** The version the consent in force was given under (older than `version` when renewal is due). */
  givenVersion: z.number().int().nullable(),
  withdrawnAt: IsoDateTimeSchema.nullable(),
});
export type Consent = z.infer<typeof ConsentSchema>;

/**
 * `POST /api/consents` body: the purpose and the version of the text the user was shown.
 * 200 with the purpose's {@link ConsentSchema}; 409 `CONSENT_TEXT_OUTDATED` when `textVersion`
 * is not the current version (the user must read the current text). Giving a consent already
 * in force changes nothing.
 */
export const GiveConsentInputSchema = z.strictObject({
  purpose: ConsentPurposeSchema,
  textVersion: TextVersionSchema.describe('The version of the text the user accepted'),
});
export type GiveConsentInput = z.infer<typeof GiveConsentInputSchema>;

/** `DELETE /api/consents/{purpose}` path; an unknown purpose answers 404. */
export const ConsentPurposeParamsSchema = z.strictObject({ purpose: z.string() });

/**
 * One entry of the consent history (data export): a consent given under `textVersion` at
 * `givenAt`, ended at `endedAt` by a withdrawal or by giving it again under a newer text.
 */
export const ConsentRecordSchema = z.object({
  purpose: ConsentPurposeSchema,
  textVersion: z.number().int(),
  givenAt: IsoDateTimeSchema,
  endedAt: IsoDateTimeSchema.nullable(),
  endReason: z.enum(['withdrawn', 'renewed']).nullable(),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;
