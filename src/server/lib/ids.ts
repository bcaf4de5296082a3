import { UuidSchema } from '#shared/common/common.schemas.ts';
import { notFound } from './app-error.ts';

/**
 * The path id when it is a uuid. A malformed id is answered like an absent one (404, SECURITY
 * §2), before any query runs.
 * @throws 404 with `message` when `id` is not a uuid.
 */
export function requireUuid(id: string, message = 'Not found'): string {
  if (!UuidSchema.safeParse(id).success) throw notFound(message);
  return id.toLowerCase();
}
