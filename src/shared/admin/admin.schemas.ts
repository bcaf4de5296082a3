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
