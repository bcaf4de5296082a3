/**
 * Shape of `knowledge/finding-patterns.json`: findings read by regular expression over the
 * whole normalised entry (lower case, contractions expanded), for wordings the phrase index
 * cannot see because they hinge on filler words or on words far apart.
 */
import { z } from 'zod';
import { FileSourceSchema, IdSchema } from './common.ts';

/** A fragment name as patterns cite it: `{MEDICINES}` inserts the fragment's pattern. */
const FragmentNameSchema = z.string().regex(/^[A-Z][A-Z_]*$/, 'upper-case letters and _');

/** A regular-expression source (JavaScript syntax, no flags); checked to compile at load. */
const RegexSourceSchema = z.string().min(3);

/** A named piece of pattern shared by several patterns (a list of medicine names, say). */
const FragmentSchema = z.strictObject({
  pattern: RegexSourceSchema,
  note: z.string().min(3).optional(),
});

/**
 * One pattern: when `pattern` (with fragments inserted) matches, `finding` is read — denied
 * instead when "no", "not", "never" or "without" comes just before the match, or, with
 * `negatableInside`, when "no", "not" or "never" is inside it ("poo is not black"). Several
 * patterns may give one finding. `note` says why the pattern is needed or what it follows.
 */
const FindingPatternSchema = z.strictObject({
  finding: IdSchema,
  pattern: RegexSourceSchema,
  negatableInside: z.literal(true).optional(),
  note: z.string().min(3).optional(),
});

/** The whole file. Every `{NAME}` a pattern cites must be a fragment, and every result compile. */
export const FindingPatternFileSchema = z
  .strictObject({
    source: FileSourceSchema,
    fragments: z.record(FragmentNameSchema, FragmentSchema),
    patterns: z.array(FindingPatternSchema).min(1),
  })
  .superRefine((file, ctx) => {
    file.patterns.forEach((entry, index) => {
      try {
        new RegExp(expandFragments(entry.pattern, file.fragments));
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          path: ['patterns', index, 'pattern'],
          message: (error as Error).message,
        });
      }
    });
  });
export type FindingPatternFile = z.infer<typeof FindingPatternFileSchema>;

/**
 * `pattern` with every `{NAME}` replaced by that fragment's pattern. Throws on a name that is
 * not a fragment. Quantifiers such as `{0,30}` are digits, so they never look like a name.
 */
export function expandFragments(
  pattern: string,
  fragments: Readonly<Record<string, { pattern: string }>>,
): string {
  return pattern.replace(/\{([A-Z][A-Z_]*)\}/g, (_, name: string) => {
    const fragment = fragments[name];
    if (!fragment) throw new Error(`unknown fragment {${name}}`);
    return fragment.pattern;
  });
}
