/**
 * Shape of the findings vocabulary (`knowledge/findings/<group>.json`): the symptoms, signs and
 * history the engine reads from a person's own words, with the phrases that name them.
 */
import { z } from 'zod';
import { AgeRangeSchema, FileSourceSchema, IdSchema } from './common.ts';

/**
 * One finding.
 *
 * - `id`: stable identifier the conditions and red-flag rules refer to; `label`: plain-English
 *   name shown in the review document.
 * - `kind`: `symptom` (something felt or seen: counts as a complaint a condition must explain)
 *   or `history` (a past condition, medicine, exposure or fact about the person that changes
 *   risk, such as `pregnant` or `diabetes`).
 * - `terms`: lay and clinical phrases (synonyms, common misspellings) that name the finding;
 *   matched word by word after lower-casing and stemming, so "hurts" also matches "hurt".
 *   May be empty when the finding is only read by a body-site composition, a pattern or a
 *   reader (code in `engine/lexicon/`).
 * - `parents`: more general findings it implies (`rlq_pain` → `abdominal_pain`).
 * - `sex`, `ages` (whole years, inclusive): the finding is only read for people of that sex or
 *   age (pregnancy findings: female, 10–55).
 * - `note`: optional reviewer-facing rationale (the engine does not read it).
 */
export const FindingSchema = z.strictObject({
  id: IdSchema,
  label: z.string().min(3).max(100),
  kind: z.enum(['symptom', 'history']),
  sex: z.enum(['male', 'female']).optional(),
  ages: AgeRangeSchema.optional(),
  parents: z.array(IdSchema).min(1).optional(),
  terms: z.array(z.string().min(1)),
  note: z.string().min(3).optional(),
});
export type Finding = z.infer<typeof FindingSchema>;

/**
 * One group file: what it covers and follows (`source`), its findings, and `extraTerms` —
 * more phrases for findings defined in other files (finding id → phrases), kept here with the
 * source they came from and appended to that finding's `terms` when the vocabulary is loaded.
 */
export const FindingFileSchema = z.strictObject({
  source: FileSourceSchema,
  findings: z.array(FindingSchema),
  extraTerms: z.record(IdSchema, z.array(z.string().min(1)).min(1)).optional(),
});
export type FindingFile = z.infer<typeof FindingFileSchema>;
