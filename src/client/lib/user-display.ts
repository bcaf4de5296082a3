import type { CurrentUser, Role } from '#shared/auth/auth.schemas.ts';

type NamedUser = Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>;

/**
 * Avatar initials (SPEC §2.2): first letters of first and last name, else the first letter
 * of the e-mail, else "U". Upper-cased.
 */
export function userInitials(user: NamedUser): string {
  const first = user.firstName?.trim().charAt(0) ?? '';
  const last = user.lastName?.trim().charAt(0) ?? '';
  if (first && last) return `${first}${last}`.toUpperCase();
  const emailInitial = user.email.trim().charAt(0);
  return (emailInitial || 'U').toUpperCase();
}

/** "First Last" when both names exist, else null (SPEC §2.2). */
function fullName(user: NamedUser): string | null {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  return first && last ? `${first} ${last}` : null;
}

/** Name shown in the profile menu header: full name, else "User" (SPEC §2.2). */
export function profileMenuName(user: NamedUser): string {
  return fullName(user) ?? 'User';
}

/** Display name elsewhere: full name, else the e-mail (SPEC §2.2). */
export function displayName(user: NamedUser): string {
  return fullName(user) ?? user.email;
}

/** Role as shown to people: admin reads "Administrator" (SPEC §2.2). */
export function roleLabel(role: Role): string {
  switch (role) {
    case 'admin':
      return 'Administrator';
    case 'hospital':
      return 'Hospital';
    case 'patient':
      return 'Patient';
  }
}
