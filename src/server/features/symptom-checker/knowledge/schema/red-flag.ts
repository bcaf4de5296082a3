/**
 * Shape of the red-flag rules (`red-flags/<group>.json`) and of the named definitions they share
 * (`red-flags/definitions.json`). A rule is a deterministic triage floor: when its criterion
 * holds, the urgency is at least its level; it can only raise urgency, never lower it. Rules
 * read only the normalised profile, so a denied finding ("no fever") never counts as present.
 */
import { z } from 'zod';
import { FileSourceSchema, IdSchema } from './common.ts';
import { CriterionSchema, DefinitionNameSchema } from './criterion.ts';

/**
 * Why an entry is written as it is, in the words of the code comment it came from: the
 * clinical reasoning behind an exception or a threshold (shown in the review document).
 */
const NoteSchema = z.string().min(10);

/**
 * One rule: `when` it holds, the urgency is at least `urgency` — *emergency* (ambulance or
 * emergency department now) or *urgent* (a clinician within 24 hours). `source` names the
 * public guidance it follows and, in brackets, the criteria taken from it.
 */
export const RedFlagRuleSchema = z.strictObject({
  id: IdSchema,
  urgency: z.enum(['emergency', 'urgent']),
  source: z.string().min(10),
  note: NoteSchema.optional(),
  when: CriterionSchema,
});
export type RedFlagRule = z.infer<typeof RedFlagRuleSchema>;

/** A file of rules: where its rules come from as a whole, and the rules. */
export const RedFlagFileSchema = z.strictObject({
  source: FileSourceSchema,
  note: NoteSchema.optional(),
  rules: z.array(RedFlagRuleSchema).min(1),
});

/**
 * A named criterion that rules (or complaint modules) use with `{ "ref": id }`: a clinical
 * pattern several rules share or one that reads better named (`chest_infection_pattern`).
 * `note` says what it means and why; `source` the guidance it follows.
 */
export const DefinitionSchema = z.strictObject({
  id: DefinitionNameSchema,
  note: NoteSchema,
  source: z.string().min(10),
  when: CriterionSchema,
});
export type Definition = z.infer<typeof DefinitionSchema>;

/** The definitions file. */
export const DefinitionsFileSchema = z.strictObject({
  source: FileSourceSchema,
  definitions: z.array(DefinitionSchema).min(1),
});
