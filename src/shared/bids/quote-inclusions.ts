import { z } from 'zod';
import DATA from './quote-inclusions.json' with { type: 'json' };

const ItemListSchema = z.array(z.string().trim().min(1).max(200)).min(1);

/** One procedure category's checklist of quote items. */
export const InclusionCategorySchema = z.strictObject({
  id: z.string().min(1),
  label: z.string().min(1),
  /** Items packages of this kind usually include. */
  typicallyIncluded: ItemListSchema,
  /** Items they usually leave out or charge separately. */
  typicallyExcluded: z.array(z.string().trim().min(1).max(200)),
});
export type InclusionCategory = z.infer<typeof InclusionCategorySchema>;

/**
 * The per-procedure checklist a hospital marks in its quote (issue #15, ADR 0045), as
 * reviewable data with its `source`: `quote-inclusions.json`. Categories are tried in file
 * order; the first with a keyword at the start of a word of the request's procedure type
 * (case-insensitive, so "hip" matches "Hip replacement" but not "Whipple") wins, else `fallback`.
 */
export const QuoteInclusionsSchema = z.strictObject({
  source: z.string().min(1),
  reviewedAt: z.iso.date(),
  categories: z.array(
    InclusionCategorySchema.extend({
      keywords: z.array(z.string().trim().toLowerCase().min(2)).min(1),
    }),
  ),
  fallback: InclusionCategorySchema,
});

/** The checklist data, validated at import: a broken file fails every test and the build. */
export const QUOTE_INCLUSIONS = QuoteInclusionsSchema.parse(DATA);

/**
 * The checklist for a request's free-text procedure type, e.g. "Total knee replacement" →
 * joint replacement; an unknown procedure gets the generic list.
 */
export function inclusionCategoryFor(procedureType: string): InclusionCategory {
  const text = ` ${procedureType.toLowerCase()}`;
  const match = QUOTE_INCLUSIONS.categories.find((category) =>
    category.keywords.some((keyword) => startsAWord(text, keyword)),
  );
  if (!match) return QUOTE_INCLUSIONS.fallback;
  return {
    id: match.id,
    label: match.label,
    typicallyIncluded: match.typicallyIncluded,
    typicallyExcluded: match.typicallyExcluded,
  };
}

/** True when `keyword` occurs in `text` right after a non-letter (`text` starts with a space). */
function startsAWord(text: string, keyword: string): boolean {
  for (let at = text.indexOf(keyword); at > 0; at = text.indexOf(keyword, at + 1)) {
    if (!/\p{L}/u.test(text.charAt(at - 1))) return true;
  }
  return false;
}
