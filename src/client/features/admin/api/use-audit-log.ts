import { AuditEntrySchema } from '#shared/admin/admin.schemas.ts';
import { usePagedList } from '#client/lib/use-paged-list.ts';

/** `GET /api/admin/audit-log`, 20 entries a page. */
export const auditLogPath = '/api/admin/audit-log?limit=20';

/** Prefix of every cached view of the audit log. */
export const auditLogQueryKey = [auditLogPath] as const;

/** The audit log, newest first, page by page (admin only; 403 for other roles). */
export function useAuditLog() {
  return usePagedList(auditLogPath, AuditEntrySchema);
}
