import type { UserProfile } from '#shared/users/users.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import { countHospitalBids } from '../bids/bids.service.ts';
import { toFullProfile, toPublicHospitalProfile } from './users.dto.ts';
import { findUserById, type UserRow } from './users.service.ts';

/**
 * `GET /api/users/{id}` (SECURITY §1): self and admins see the full profile; any signed-in
 * user sees a hospital's public profile; everything else is 404. Kept apart from
 * users.service.ts because it reads the bids feature, which itself looks up users there.
 */
export async function getUserProfile(
  db: Queryable,
  viewer: UserRow,
  rawId: string,
): Promise<UserProfile> {
  const id = requireUuid(rawId, 'User not found');
  const target = id === viewer.id ? viewer : await findUserById(db, id);
  if (!target) throw notFound('User not found');
  const counts = target.role === 'hospital' ? await countHospitalBids(db, target.id) : undefined;
  const stats = counts && { totalBids: counts.total, acceptedBids: counts.accepted };
  if (target.id === viewer.id || viewer.role === 'admin') return toFullProfile(target, stats);
  if (target.role === 'hospital' && stats) return toPublicHospitalProfile(target, stats);
  throw notFound('User not found');
}
