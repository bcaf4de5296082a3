import type { FastifyRequest } from 'fastify';
import type { Role } from '#shared/auth/auth.schemas.ts';
import { sqlStateOf, type Queryable } from '../../db/database.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { recordDeniedAdminAccess } from '../admin/audit-log.service.ts';
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
 * @throws 401 when signed out (or the account is gone); 403 when the role is not allowed (on an
 * `/api/admin/*` route the refusal is also written to the audit log).
 */
export async function authorize(
  db: Queryable,
  request: FastifyRequest,
  roles: readonly Role[] | 'any',
): Promise<UserRow> {
  const user = await findSessionUser(db, request);
  if (!user) throw unauthorized();
  if (roles !== 'any' && (user.role === null || !roles.includes(user.role))) {
    await auditDeniedAdminAccess(db, request, user);
    throw forbidden();
  }
  return user;
}

/**
 * A signed-in non-admin refused by an `/api/admin/*` route goes into the audit log (SECURITY
 * §5 "denied accesses"). A failed write is logged and the caller still gets its 403.
 */
async function auditDeniedAdminAccess(
  db: Queryable,
  request: FastifyRequest,
  user: UserRow,
): Promise<void> {
  const route = request.routeOptions.url;
  if (!route?.startsWith('/api/admin/')) return;
  try {
    await recordDeniedAdminAccess(db, {
      actorId: user.id,
      role: user.role,
      method: request.method,
      route,
    });
  } catch (error) {
    request.log.warn({ code: sqlStateOf(error) }, 'could not audit a denied admin access');
  }
}
