/**
 * Shape of `knowledge/site-compositions.json`: what a kind of word said of a body site means
 * ("pain" + chest → `chest_pain`, "swollen" + ankle → `leg_swelling`). The words of each kind
 * and the phrases naming each site are in `engine/lexicon/sites.ts`.
 */
import { z } from 'zod';
import { FileSourceSchema, IdSchema } from './common.ts';

/** Kinds of word that turn a body site into a finding. */
const ComposerKindSchema = z.enum([
  'pain',
  'swelling',
  'redness',
  'heat',
  'discharge',
  'itch',
  'blood',
  'tug',
  'blue',
]);
export type ComposerKind = z.infer<typeof ComposerKindSchema>;

/** One kind: `sites` maps a body-site id to the finding id the pair means; `note` explains it. */
const SiteCompositionSchema = z.strictObject({
  note: z.string().min(3).optional(),
  sites: z.record(IdSchema, IdSchema),
});

/** The whole file: its `source` and one entry for every kind. */
export const SiteCompositionFileSchema = z.strictObject({
  source: FileSourceSchema,
  kinds: z.record(ComposerKindSchema, SiteCompositionSchema),
});
export type SiteCompositionFile = z.infer<typeof SiteCompositionFileSchema>;
