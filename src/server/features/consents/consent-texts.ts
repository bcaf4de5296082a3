import { z } from 'zod';
import {
  CONSENT_PURPOSES,
  ConsentPurposeSchema,
  type ConsentPurpose,
} from '#shared/consents/consents.schemas.ts';
import TEXTS from './consent-texts.json' with { type: 'json' };

const ConsentTextSchema = z.strictObject({
  purpose: ConsentPurposeSchema,
  /** Raised whenever the text changes in substance: older consents then count for nothing. */
  version: z.number().int().positive(),
  title: z.string().min(1),
  legalBasis: z.string().min(1),
  /** The articles the text and its handling rest on. */
  source: z.string().min(1),
  text: z.string().min(1),
  withdrawalEffect: z.string().min(1),
});
export type ConsentText = z.infer<typeof ConsentTextSchema>;

/**
 * The consent texts in force (issue #14, ADR 0041), reviewable data with their sources:
 * `consent-texts.json`. Exactly one text per purpose of {@link CONSENT_PURPOSES}, in that order.
 */
export const ConsentTextsSchema = z
  .strictObject({
    reviewedAt: z.iso.date(),
    reviewNote: z.string().min(1),
    consents: z.array(ConsentTextSchema),
  })
  .refine((file) => file.consents.map((c) => c.purpose).join() === CONSENT_PURPOSES.join(), {
    message: `consent-texts.json must hold one text per purpose: ${CONSENT_PURPOSES.join(', ')}`,
  });

const PARSED = ConsentTextsSchema.parse(TEXTS);

/** Every purpose's current text, in the order of {@link CONSENT_PURPOSES}. */
export const CONSENT_TEXTS: readonly ConsentText[] = PARSED.consents;

/** The current text of `purpose`. */
export function consentTextOf(purpose: ConsentPurpose): ConsentText {
  const text = CONSENT_TEXTS.find((c) => c.purpose === purpose);
  if (!text) throw new Error(`no consent text for ${purpose}`);
  return text;
}
