/**
 * Shape of a presenting-complaint module (issue #11, ADR 0018/0019): a triage protocol in the
 * Manchester Triage System / ESI style — a presenting complaint, then ordered discriminators,
 * each leading to a disposition. Modules are data (`*.json` beside this file), validated by
 * {@link ComplaintModuleSchema} when they are loaded and by `complaint-modules.test.ts`.
 *
 * Criteria are the language of `knowledge/schema/criterion.ts` (shared with the red-flag rules):
 * the engine's finding ids (the vocabulary in `knowledge/findings/`), the person's age and sex,
 * and the quantities the text gives (temperature in °C, a baby's age in months, weeks of
 * pregnancy, duration in days, vital signs).
 */
import { z } from 'zod';
import { DispositionSchema } from '#shared/symptom-checker/triage-scale.ts';
import { CriterionSchema, FindingIdSchema } from '../schema/criterion.ts';

/**
 * A follow-up question settling one finding. "Yes" and "not sure" make `finding` present (not
 * sure counts as yes, for safety); "no" makes it absent. `text` is plain words, a yes/no
 * question of at most 160 characters.
 */
export const FollowUpQuestionSchema = z.strictObject({
  finding: FindingIdSchema,
  text: z.string().min(10).max(160).regex(/\?$/, 'a question ends with a question mark'),
});
export type FollowUpQuestion = z.infer<typeof FollowUpQuestionSchema>;

/**
 * One discriminator: when `when` holds, the module reaches `disposition`. `ask` is the finding
 * that is usually unsaid and decides it; while it is neither reported nor denied (and the rest
 * of `when` would hold with it), the discriminator is *unsettled* and may be asked. `source`
 * names the public criterion it follows (NHS, NICE, ESI, CDC page).
 */
export const DiscriminatorSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9_]+$/),
  disposition: DispositionSchema,
  when: CriterionSchema,
  ask: FollowUpQuestionSchema.optional(),
  source: z.string().min(3),
});
export type Discriminator = z.infer<typeof DiscriminatorSchema>;

/**
 * A presenting-complaint module. It matches when `complaint` holds. `highRisk` marks complaints
 * where an unsettled emergency discriminator must keep the level above routine (issue #11: a
 * caller who never answers gets the conservative level). `discriminators` are in protocol order,
 * most urgent first. `sources` are the pages the module as a whole follows.
 */
export const ComplaintModuleSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9_]+$/),
  name: z.string().min(3).max(80),
  complaint: CriterionSchema,
  highRisk: z.boolean(),
  discriminators: z.array(DiscriminatorSchema).min(1),
  sources: z.array(z.string().min(3)).min(1),
});
export type ComplaintModule = z.infer<typeof ComplaintModuleSchema>;
