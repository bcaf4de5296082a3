import { z } from 'zod';
import { IsoDateTimeSchema } from '../common/common.schemas.ts';

/** `GET /api/admin/patient-analytics` (SPEC §7): counts of patients by last sign-in. */
export const PatientAnalyticsSchema = z.object({
  totalPatients: z.number().int(),
  activeToday: z.number().int(),
  activeThisWeek: z.number().int(),
  firstTimeLoginsToday: z.number().int(),
});
export type PatientAnalytics = z.infer<typeof PatientAnalyticsSchema>;

/** `GET /api/admin/stats` (SPEC §7), polled every 5 s by the admin dashboard. */
export const AdminStatsSchema = z.object({
  totalUsers: z.number().int(),
  pendingReferrals: z.number().int(),
  completedReferrals: z.number().int(),
  totalRewardPoints: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/**
 * `GET /api/admin/marketplace-summary`: the operations cards of the admin dashboard
 * (SPEC §2.5), counted over the whole marketplace.
 */
export const MarketplaceSummarySchema = z.object({
  totalRequests: z.number().int(),
  activeRequests: z.number().int(),
  totalBids: z.number().int(),
  pendingBids: z.number().int(),
  acceptedBids: z.number().int(),
  hospitalsAwaitingVerification: z.number().int(),
});
export type MarketplaceSummary = z.infer<typeof MarketplaceSummarySchema>;

/** A hospital account as the admin's verification queue lists it. */
export const HospitalAccountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  verified: z.boolean(),
  createdAt: IsoDateTimeSchema,
});
export type HospitalAccount = z.infer<typeof HospitalAccountSchema>;

/** `GET /api/admin/hospitals` query: `verified=false` lists the verification queue. */
export const HospitalListQuerySchema = z.strictObject({
  verified: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});

/**
 * The pre-launch cleanup actions of Admin Tools (SPEC §2.6, §7): `DELETE
 * /api/admin/test-referrals` (pending referrals), `DELETE /api/admin/completed-referrals`, `POST
 * /api/admin/reset-points` (every user's reward points to 0). User accounts are always kept.
 */
export const AdminCleanupActionSchema = z.enum([
  'delete-pending-referrals',
  'delete-completed-referrals',
  'reset-reward-points',
]);
export type AdminCleanupAction = z.infer<typeof AdminCleanupActionSchema>;

/** Answer of every cleanup action: how many rows it changed (also in the audit log). */
export const AdminCleanupResultSchema = z.object({
  rowsAffected: z.number().int().min(0),
});
export type AdminCleanupResult = z.infer<typeof AdminCleanupResultSchema>;

/** Audit details: flat, non-health facts only (SECURITY §5). */
export const AuditDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

/**
 * One entry of the append-only audit log (SECURITY §5), as `GET /api/admin/audit-log` lists it:
 * who (`actor`, null when the account is gone), what (`action`, `targetType`, `targetId`,
 * `details`), when (`createdAt`) and `rowsAffected`.
 */
export const AuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actor: z
    .object({
      id: z.uuid(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    })
    .nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  rowsAffected: z.number().int().nullable(),
  details: AuditDetailsSchema.nullable(),
  createdAt: IsoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * One item of the launch checklist on Admin Tools (SPEC §2.6 "contents not shown"): `status`
 * `done` or `todo` when the server can tell from its configuration (never revealing a
 * secret's value), `manual` for steps only a person can confirm.
 */
export const LaunchChecklistItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  status: z.enum(['done', 'todo', 'manual']),
});
export type LaunchChecklistItem = z.infer<typeof LaunchChecklistItemSchema>;
