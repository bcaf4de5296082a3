import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { users } from '../../db/schema/users.ts';
import { newestFirst, olderThan, type Cursor } from '../../lib/pagination.ts';

/**
 * Audit entries newest first (keyset over the `(created_at, id)` index, ADR 0006), each with
 * its actor's id, e-mail and name (null when the account was deleted).
 */
export function listAuditEntries(db: Queryable, page: { limit: number; cursor?: Cursor }) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      rowsAffected: auditLog.rowsAffected,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorId: users.id,
      actorEmail: users.email,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(olderThan(auditLog.createdAt, auditLog.id, page.cursor)))
    .orderBy(...newestFirst(auditLog.createdAt, auditLog.id))
    .limit(page.limit);
}

/** One row of {@link listAuditEntries}. */
export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number];
