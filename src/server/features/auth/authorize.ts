import type { FastifyRequest } from 'fastify';
import type { Role } from '#shared/auth/auth.schemas.ts';
import { sqlStateOf, type Queryable } from '../../db/database.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { recordDeniedAdminAccess } from '../admin/audit-log.service.ts';
import { findUserById, type UserRow } from '../users/users.service.ts';

/** The user loaded for a request, with the id it was loaded for (sign-in changes it). */
interface LoadedUser {
  userId: string;
  pending: Promise<UserRow | undefined>;
}

const loadedUsers = new WeakMap<FastifyRequest, LoadedUser>();

/**
 * Gives the request the users row read together with its session (ADR 0035), so that
 * {@link findSessionUser} needs no query of its own. Ignored unless it is the session's user.
 */
export function rememberSessionUser(request: FastifyRequest, user: UserRow): void {
  if (user.id !== request.session?.userId) return;
  loadedUsers.set(request, { userId: user.id, pending: Promise.resolve(user) });
}

/** The signed-in user of this request (loaded once per request), or undefined. */
export function findSessionUser(
  db: Queryable,
  request: FastifyRequest,
): Promise<UserRow | undefined> {
  const userId = request.session?.userId;
  if (!userId) return Promise.resolve(undefined);
  let loaded = loadedUsers.get(request);
  if (loaded?.userId !== userId) {
    loaded = { userId, pending: findUserById(db, userId) };
    loadedUsers.set(request, loaded);
  }
  return loaded.pending;
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
  if (roles !== 'any' && !hasRole(user, roles)) throw forbidden();
  return user;
}

/**
 * The signed-in admin of an admin endpoint (SECURITY §1). A signed-in non-admin's refusal also
 * goes into the audit log (SECURITY §5 "denied accesses"); a failed audit write is logged and
 * the caller still gets its 403.
 * @throws 401 when signed out; 403 for any other role.
 */
export async function authorizeAdmin(db: Queryable, request: FastifyRequest): Promise<UserRow> {
  const user = await findSessionUser(db, request);
  if (!user) throw unauthorized();
  if (hasRole(user, ADMIN_ONLY)) return user;
  try {
    await recordDeniedAdminAccess(db, {
      actorId: user.id,
      role: user.role,
      method: request.method,
      route: request.routeOptions.url ?? request.url,
    });
  } catch (error) {
    request.log.warn({ code: sqlStateOf(error) }, 'could not audit a denied admin access');
  }
  throw forbidden();
}

const ADMIN_ONLY = ['admin'] as const;

function hasRole(user: UserRow, roles: readonly Role[]): boolean {
  return user.role !== null && roles.includes(user.role);
}
