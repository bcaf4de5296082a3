/**
 * Shape of `knowledge/vocabulary-cues.json`: the vocabulary's non-finding phrases — negation
 * cues, modifier words, phrases to ignore, and statements that a function is normal.
 */
import { z } from 'zod';
import { FileSourceSchema, IdSchema, ModifierSchema } from './common.ts';

const PhrasesSchema = z.array(z.string().min(1)).min(1);

/**
 * The whole file. `preNegation` cues come before what they deny ("no fever"), `postNegation`
 * after it ("fever: none"); `modifiers` maps each modifier to its words; `ignored` phrases are
 * consumed without meaning a finding, in groups with a note on why; `normalStatements` maps a
 * finding id to statements that deny it ("speech normal" → no `speech_problem`).
 */
export const VocabularyCuesFileSchema = z.strictObject({
  source: FileSourceSchema,
  preNegation: PhrasesSchema,
  postNegation: PhrasesSchema,
  modifiers: z.record(ModifierSchema, PhrasesSchema),
  ignored: z.array(z.strictObject({ note: z.string().min(3), phrases: PhrasesSchema })).min(1),
  normalStatements: z.record(IdSchema, PhrasesSchema),
});
export type VocabularyCuesFile = z.infer<typeof VocabularyCuesFileSchema>;
