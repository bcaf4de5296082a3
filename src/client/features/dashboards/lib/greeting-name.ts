import type { CurrentUser } from '#shared/auth/auth.schemas.ts';

/** The name a dashboard greets (SPEC §2.5): the first name, else `fallback` ("Patient"…). */
export function greetingName(
  user: Pick<CurrentUser, 'firstName'> | null,
  fallback: string,
): string {
  return user?.firstName?.trim() || fallback;
}
