import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './constants.ts';

/** A uuid path or body id. A malformed id in a path answers 404 (SECURITY §2). */
export const UuidSchema = z.uuid();

/** `{ id }` path parameters of every `/{id}` route. */
export const IdParamsSchema = z.strictObject({ id: z.string() });

/** ISO-8601 timestamp as sent on the wire (DESIGN §4). */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * Query of every paginated list (DESIGN §4): `limit` 1–100 (default 50) and an opaque
 * `cursor` taken from the previous page's `Link: <…>; rel="next"` header.
 */
export const ListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
  cursor: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** Trimmed, non-empty text of at most `max` characters, with a readable message. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), {
      message: `${label} contains an invalid character`,
    });
}

/** Trimmed single-line text (no CR/LF), for anything that may reach an e-mail header. */
export function singleLineText(label: string, max: number) {
  return requiredText(label, max).refine((value) => !/[\r\n]/.test(value), {
    message: `${label} must be a single line`,
  });
}
