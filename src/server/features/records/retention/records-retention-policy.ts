import { z } from 'zod';
import POLICY from './records-retention-policy.json' with { type: 'json' };

/**
 * How long records of closed requests are kept, and the orphan sweep's grace period (ADR 0038),
 * as reviewable data with its source: `records-retention-policy.json`. RECORDS_RETENTION_DAYS
 * overrides the number of days per deployment.
 */
export const RecordsRetentionPolicySchema = z.strictObject({
  /** Days after a request was closed before its records are deleted (unless kept). */
  closedRequestRecordsDays: z.number().int().min(1),
  /** Hours a stored file may exist without a row before the orphan sweep removes it. */
  orphanGraceHours: z.number().int().min(1),
  source: z.string().min(1),
  orphanGraceSource: z.string().min(1),
  reviewedAt: z.iso.date(),
});
export type RecordsRetentionPolicy = z.infer<typeof RecordsRetentionPolicySchema>;

/** The policy in force, validated at import (a broken file stops the server at start). */
export const RECORDS_RETENTION_POLICY: RecordsRetentionPolicy =
  RecordsRetentionPolicySchema.parse(POLICY);
