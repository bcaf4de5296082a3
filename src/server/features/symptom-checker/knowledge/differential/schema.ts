/**
 * Shape of `knowledge/differential/ddxplus.json`: part of the DDXPlus release (which evidences
 * each pathology can present) and how its pathologies and evidences map onto this knowledge
 * base's condition and finding ids. The probabilistic differential (`engine/differential/`)
 * reads it to raise P(finding | condition) for the pairs DDXPlus lists.
 */
import { z } from 'zod';
import { FileSourceSchema, IdSchema } from '../schema/common.ts';

/** A DDXPlus evidence code (`E_91`). */
const EvidenceCodeSchema = z.string().regex(/^E_\d+$/, 'a DDXPlus evidence code such as E_91');

/**
 * One DDXPlus evidence: its English `question` as released, and `findingId` the finding of ours
 * that means the same thing (null when none does; the file's `note` says why).
 */
const EvidenceSchema = z.strictObject({
  question: z.string().min(3),
  findingId: IdSchema.nullable(),
});

/**
 * One DDXPlus pathology mapped onto a condition here: `ddxplus` its English name and `icd10` its
 * code as released, `conditionId` our condition, `symptoms` and `antecedents` the evidence codes
 * the release lists for it (in release order). Two pathologies may map onto one condition.
 */
const PathologySchema = z.strictObject({
  ddxplus: z.string().min(2),
  icd10: z.string().min(3),
  conditionId: IdSchema,
  symptoms: z.array(EvidenceCodeSchema),
  antecedents: z.array(EvidenceCodeSchema),
});

/**
 * The whole file: `source` (what was taken and from where), `licence`, `citation` and `url` of the
 * dataset, `listedProbability` the least P(finding | condition) given to a finding DDXPlus lists
 * for a condition (0–1; DDXPlus gives no frequencies, so the value is ours), `note` how to read
 * the mapping, `evidences` by code (every code a pathology lists) and the mapped `conditions`.
 */
export const DdxplusFileSchema = z
  .strictObject({
    source: FileSourceSchema,
    licence: z.string().min(3),
    citation: z.string().min(10),
    url: z.string().min(10),
    listedProbability: z.number().gt(0).lt(1),
    note: z.string().min(3),
    evidences: z.record(EvidenceCodeSchema, EvidenceSchema),
    conditions: z.array(PathologySchema).min(1),
  })
  .superRefine((file, ctx) => {
    for (const pathology of file.conditions) {
      for (const code of [...pathology.symptoms, ...pathology.antecedents]) {
        if (!(code in file.evidences)) {
          ctx.addIssue({
            code: 'custom',
            message: `${pathology.ddxplus}: ${code} not in evidences`,
          });
        }
      }
    }
  });
export type DdxplusFile = z.infer<typeof DdxplusFileSchema>;
