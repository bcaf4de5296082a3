import { randomUUID } from 'node:crypto';
import type { AdminCleanupAction, AdminCleanupResult } from '#shared/admin/admin.schemas.ts';
import type { Database, Transaction } from '../../db/database.ts';
import type { UserRow } from '../users/users.service.ts';
import { appendAuditEntry } from './admin.repository.ts';
import {
  deleteReferralsByStatus,
  resetAllRewardPoints,
  REWARD_POINTS_RESET_REASON,
} from './admin-cleanup.repository.ts';

interface Cleanup {
  /** The audit log's `action`. */
  auditAction: string;
  targetType: string;
  details: Record<string, string>;
  /** Makes the change; returns the rows affected. `auditId` is the audit entry's id. */
  run(tx: Transaction, auditId: string): Promise<number>;
}

const CLEANUPS: Record<AdminCleanupAction, Cleanup> = {
  'delete-pending-referrals': {
    auditAction: 'referrals.delete_pending',
    targetType: 'referrals',
    details: { status: 'pending' },
    run: (tx) => deleteReferralsByStatus(tx, 'pending'),
  },
  'delete-completed-referrals': {
    auditAction: 'referrals.delete_completed',
    targetType: 'referrals',
    details: { status: 'completed' },
    run: (tx) => deleteReferralsByStatus(tx, 'completed'),
  },
  'reset-reward-points': {
    auditAction: 'reward_points.reset',
    targetType: 'users',
    details: { ledgerReason: REWARD_POINTS_RESET_REASON },
    run: (tx, auditId) => resetAllRewardPoints(tx, auditId),
  },
};

/**
 * Runs one pre-launch cleanup action of Admin Tools (SPEC §2.6, §7) and its audit entry (who,
 * what, when, rows affected; SECURITY §5) in one transaction, so the log never misses or
 * invents a change:
 * - `delete-pending-referrals` / `delete-completed-referrals`: deletes those referrals; user
 *   accounts and balances stay.
 * - `reset-reward-points`: every balance to 0, with a compensating ledger row per user whose
 *   source is the audit entry's id (ADR 0011).
 * Returns the number of referrals deleted or users reset.
 */
export async function runCleanupAction(
  db: Database,
  admin: UserRow,
  action: AdminCleanupAction,
): Promise<AdminCleanupResult> {
  const cleanup = CLEANUPS[action];
  return db.transaction(async (tx) => {
    const auditId = randomUUID();
    const rowsAffected = await cleanup.run(tx, auditId);
    await appendAuditEntry(tx, {
      id: auditId,
      actorId: admin.id,
      action: cleanup.auditAction,
      targetType: cleanup.targetType,
      rowsAffected,
      details: cleanup.details,
    });
    return { rowsAffected };
  });
}
