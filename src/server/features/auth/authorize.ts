import type { FastifyRequest } from 'fastify';
import type { Role } from '#shared/auth/auth.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { findUserById, type UserRow } from '../users/users.repository.ts';

const loadedUsers = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();

/** The signed-in user of this request (loaded once per request), or undefined. */
export function findSessionUser(
  db: Queryable,
  request: FastifyRequest,
): Promise<UserRow | undefined> {
  const userId = request.session?.userId;
  if (!userId) return Promise.resolve(undefined);
  let pending = loadedUsers.get(request);
  if (!pending) {
    pending = findUserById(db, userId);
    loadedUsers.set(request, pending);
  }
  return pending;
}

/**
 * The signed-in user, when their role is one of `roles` (SECURITY §1). `roles: 'any'` admits
 * every signed-in user, with or without a role.
 * @throws 401 when signed out (or the account is gone); 403 when the role is not allowed.
 */
export async function authorize(
  db: Queryable,
  request: FastifyRequest,
  roles: readonly Role[] | 'any',
): Promise<UserRow> {
  const user = await findSessionUser(db, request);
  if (!user) throw unauthorized();
  if (roles !== 'any' && (user.role === null || !roles.includes(user.role))) throw forbidden();
  return user;
}
