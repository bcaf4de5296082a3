import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import type { UserProfile } from '#shared/users/users.schemas.ts';
import type { UserRow } from './users.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `GET /api/auth/user` shape (DESIGN §4): `verified` only for hospitals. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    rewardPoints: row.rewardPoints,
    referralCode: row.referralCode,
    preferredCurrency: row.preferredCurrency,
    preferredLocale: row.preferredLocale,
    ...(row.role === 'hospital' ? { verified: row.hospitalVerifiedAt !== null } : {}),
    firstLoginAt: iso(row.firstLoginAt),
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A full profile, for the user themself and admins. */
export function toFullProfile(row: UserRow, stats?: UserProfile['stats']): UserProfile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    ...(row.role === 'hospital' ? { verified: row.hospitalVerifiedAt !== null } : {}),
    rewardPoints: row.rewardPoints,
    firstLoginAt: iso(row.firstLoginAt),
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: row.createdAt.toISOString(),
    ...(stats ? { stats } : {}),
  };
}

/** A hospital's public profile (SPEC §2.8): name, contact e-mail, verification, bid stats. */
export function toPublicHospitalProfile(
  row: UserRow,
  stats: NonNullable<UserProfile['stats']>,
): UserProfile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    verified: row.hospitalVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    stats,
  };
}
