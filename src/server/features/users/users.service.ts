import type { ChooseRoleInput, UserProfile } from '#shared/users/users.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { requireUuid } from '../../lib/ids.ts';
import { countHospitalBids } from '../bids/bids.service.ts';
import { toFullProfile, toPublicHospitalProfile } from './users.dto.ts';
import { findUserById, setRoleIfUnset, type UserRow } from './users.repository.ts';

/**
 * The users lookups other features may use (auth reads accounts by id and e-mail): the row as
 * stored, or undefined.
 */
export { findUserByEmail, findUserById, type UserRow } from './users.repository.ts';

/**
 * Sets the caller's role once (DESIGN §5). `admin` never reaches here (the input schema
 * refuses it with 400).
 * @throws 409 when a role is already set.
 */
export async function chooseRole(
  db: Queryable,
  user: UserRow,
  input: ChooseRoleInput,
): Promise<UserRow> {
  const updated = await setRoleIfUnset(db, user.id, input.role);
  if (!updated) throw conflict('Your role has already been chosen', 'ROLE_ALREADY_SET');
  return updated;
}

/**
 * `GET /api/users/{id}` (SECURITY §1): self and admins see the full profile; any signed-in
 * user sees a hospital's public profile; everything else is 404.
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
