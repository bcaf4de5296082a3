import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { isApiError } from '#client/lib/api-client.ts';

/**
 * A number field's text as the shared schemas expect it: blank → `undefined` (so the schema's
 * "… is required" message shows), anything else → `Number(text)` (NaN and fractions are then
 * refused by the schema with its own words).
 */
export function parseAmountInput(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * Puts a 400's field `issues` (DESIGN §4) next to the matching form fields. Returns true when
 * at least one issue found its field; the caller toasts the message either way (SPEC §8).
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  err: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(err, 400)) return false;
  let isPlaced = false;
  for (const issue of err.issues ?? []) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field) {
      setError(field, { type: 'server', message: issue.message });
      isPlaced = true;
    }
  }
  return isPlaced;
}

/**
 * Wraps a form resolver so a blank field reads "{label} is required" (English, like the shared
 * schemas' messages; the field's message shows it in the active language). Needed where the shared
 * schema's own message is lost: for a union (a date that may be a day or a timestamp) the zod
 * resolver reports the closest branch's issue ("Invalid ISO date") instead of the union's
 * "… is required" (SPEC §5).
 */
export function withRequiredMessages<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
  labels: Partial<Record<Path<TValues>, string>>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const [field, label] of Object.entries(labels) as Array<[Path<TValues>, string]>) {
      const value: unknown = values[field];
      const isBlank = typeof value === 'string' && value.trim() === '';
      if (isBlank && field in result.errors) {
        Object.assign(result.errors, {
          [field]: { type: 'required', message: `${label} is required` },
        });
      }
    }
    return result;
  };
}
