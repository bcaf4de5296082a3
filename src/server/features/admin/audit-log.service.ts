import type { AuditEntry } from '#shared/admin/admin.schemas.ts';
import { AuditDetailsSchema } from '#shared/admin/admin.schemas.ts';
import type { Role } from '#shared/auth/auth.schemas.ts';
import type { ListQuery } from '#shared/common/common.schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { decodeCursor, toPage, type Page } from '../../lib/pagination.ts';
import type { UserRow } from '../users/users.service.ts';
import { appendAuditEntry } from './admin.repository.ts';
import { listAuditEntries, type AuditEntryRow } from './audit-log.repository.ts';

/** The audit action of a signed-in non-admin calling an admin endpoint (SECURITY §5). */
export const ADMIN_ACCESS_DENIED_ACTION = 'admin.access_denied';

/** An admin's change, as the audit log records it (SECURITY §5). */
export interface AdminAction {
  /** What was done, `<target>.<verb>` (`payment.refund`). */
  action: string;
  targetType: string;
  targetId: string;
  rowsAffected: number;
  /** Flat, non-health facts only (`AuditDetailsSchema`). */
  details?: Record<string, string | number | boolean | null>;
}

function toAuditEntry(row: AuditEntryRow): AuditEntry {
  const details = AuditDetailsSchema.safeParse(row.details);
  return {
    id: row.id,
    action: row.action,
    actor:
      row.actorId && row.actorEmail !== null
        ? {
            id: row.actorId,
            email: row.actorEmail,
            firstName: row.actorFirstName,
            lastName: row.actorLastName,
          }
        : null,
    targetType: row.targetType,
    targetId: row.targetId,
    rowsAffected: row.rowsAffected,
    details: details.success ? details.data : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `GET /api/admin/audit-log`: the audit log newest first, one keyset page (DESIGN §4).
 * @throws 400 for a cursor this server did not make.
 */
export async function listAuditLog(db: Queryable, query: ListQuery): Promise<Page<AuditEntry>> {
  const rows = await listAuditEntries(db, {
    limit: query.limit + 1,
    cursor: decodeCursor(query.cursor),
  });
  const page = toPage(rows, query);
  return { ...page, items: page.items.map(toAuditEntry) };
}

/**
 * Records that a signed-in user whose role is not admin called an admin endpoint (SECURITY §5
 * "denied accesses"): the route pattern (`GET /api/admin/stats`, never the URL with its query)
 * and the caller's role. Anonymous calls (401) are not recorded, so nobody can fill the log
 * without an account.
 */
export async function recordDeniedAdminAccess(
  db: Queryable,
  attempt: { actorId: string; role: Role | null; method: string; route: string },
): Promise<void> {
  await appendAuditEntry(db, {
    actorId: attempt.actorId,
    action: ADMIN_ACCESS_DENIED_ACTION,
    targetType: 'route',
    targetId: `${attempt.method} ${attempt.route}`,
    details: { role: attempt.role },
  });
}

/**
 * Records an admin's change in the append-only audit log (SECURITY §5). Run it on the
 * transaction that makes the change, so the change and its entry commit or fail together.
 */
export async function recordAdminAction(
  db: Queryable,
  admin: UserRow,
  change: AdminAction,
): Promise<void> {
  await appendAuditEntry(db, { actorId: admin.id, ...change });
}
