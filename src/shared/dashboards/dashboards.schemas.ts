import { z } from 'zod';

/**
 * `GET /api/dashboard/patient`: stat cards of the patient dashboard (SPEC §2.5), counted in
 * SQL. `activeBids` are pending bids on the patient's requests; `acceptedBids` accepted ones.
 */
export const PatientSummarySchema = z.object({
  totalRequests: z.number().int(),
  activeRequests: z.number().int(),
  activeBids: z.number().int(),
  acceptedBids: z.number().int(),
});
export type PatientSummary = z.infer<typeof PatientSummarySchema>;

/**
 * `GET /api/dashboard/hospital`: open requests on the market, the hospital's bids, its pending
 * bids and bids won (SPEC §2.5).
 */
export const HospitalSummarySchema = z.object({
  availableRequests: z.number().int(),
  myBids: z.number().int(),
  pendingBids: z.number().int(),
  bidsWon: z.number().int(),
});
export type HospitalSummary = z.infer<typeof HospitalSummarySchema>;
