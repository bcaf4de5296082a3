import { z } from 'zod';
import {
  MAX_AMOUNT_USD,
  MAX_BID_DEADLINE_DAYS,
  MAX_BODY_LENGTH,
  MAX_TITLE_LENGTH,
  MIN_AMOUNT_USD,
} from '../common/constants.ts';
import { IsoDateTimeSchema, requiredText } from '../common/common.schemas.ts';

/** Treatment request statuses (SPEC §3); `open` counts as active. */
export const TreatmentRequestStatusSchema = z.enum(['open', 'accepted', 'closed']);
export type TreatmentRequestStatus = z.infer<typeof TreatmentRequestStatusSchema>;

function budget(requiredMessage: string) {
  return z
    .number({ error: requiredMessage })
    .int('Budget must be a whole number of USD')
    .min(MIN_AMOUNT_USD, requiredMessage)
    .max(MAX_AMOUNT_USD, `Budget must be at most ${MAX_AMOUNT_USD.toLocaleString('en-US')} USD`);
}

/**
 * A calendar date `YYYY-MM-DD` or a full ISO-8601 timestamp, in the years 1–9999 once taken to
 * UTC (outside them the database cannot store it).
 */
function preferredDate(label: string) {
  return z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: `${label} is required` })
    .refine(
      (value) => {
        const year = new Date(value).getUTCFullYear();
        return year >= 1 && year <= 9999;
      },
      { message: `${label} is not a valid date` },
    );
}

/**
 * A bid deadline (issue #15): an ISO-8601 timestamp in the future and at most 180 days ahead,
 * checked against the clock at parse time.
 */
const bidDeadlineSchema = z.iso
  .datetime({ offset: true, error: 'Bid deadline must be a date and time' })
  .refine((value) => new Date(value).getTime() > Date.now(), {
    message: 'Bid deadline must be in the future',
  })
  .refine((value) => new Date(value).getTime() <= Date.now() + MAX_BID_DEADLINE_DAYS * 86_400_000, {
    message: `Bid deadline must be within ${MAX_BID_DEADLINE_DAYS} days`,
  });

/**
 * `PATCH /api/treatment-requests/{id}/bid-deadline` body (issue #15): the owner extends the
 * deadline of an open request; the new one must be later than the current one.
 */
export const ExtendBidDeadlineInputSchema = z.strictObject({ bidDeadline: bidDeadlineSchema });
export type ExtendBidDeadlineInput = z.infer<typeof ExtendBidDeadlineInputSchema>;

/**
 * `POST /api/treatment-requests` body (SPEC §5 with SECURITY §2 bounds): every field required,
 * whole-USD budgets 1–10,000,000 with `budgetMax ≥ budgetMin`, start date ≤ end date; an
 * optional bid deadline (issue #15) after which no new bids are taken.
 */
export const CreateTreatmentRequestInputSchema = z
  .strictObject({
    procedureType: requiredText('Procedure type', MAX_TITLE_LENGTH),
    description: requiredText('Description', MAX_BODY_LENGTH),
    preferredLocation: requiredText('Preferred location', MAX_TITLE_LENGTH),
    budgetMin: budget('Minimum budget is required'),
    budgetMax: budget('Maximum budget is required'),
    preferredStartDate: preferredDate('Preferred start date'),
    preferredEndDate: preferredDate('Preferred end date'),
    bidDeadline: bidDeadlineSchema.optional(),
  })
  .refine((input) => input.budgetMax >= input.budgetMin, {
    path: ['budgetMax'],
    message: 'Maximum budget must be at least the minimum budget',
  })
  .refine((input) => new Date(input.preferredEndDate) >= new Date(input.preferredStartDate), {
    path: ['preferredEndDate'],
    message: 'Preferred end date must be on or after the start date',
  });
export type CreateTreatmentRequestInput = z.infer<typeof CreateTreatmentRequestInputSchema>;

/**
 * A treatment request as its GET returns it (SPEC §3). `patientId` is present only for the
 * owner, admins and hospitals that bid on it: hospitals browsing open requests never see the
 * patient's identity (SECURITY §1). `description` is absent for a hospital awaiting
 * verification (DESIGN §5, `canReadRequestDescriptions`). Budgets are whole USD; dates ISO
 * strings.
 */
export const TreatmentRequestSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid().optional(),
  procedureType: z.string(),
  description: z.string().optional(),
  preferredLocation: z.string(),
  budgetMin: z.number().int(),
  budgetMax: z.number().int(),
  preferredStartDate: IsoDateTimeSchema,
  preferredEndDate: IsoDateTimeSchema,
  status: TreatmentRequestStatusSchema,
  /** After it no new bids (issue #15); null when the request takes bids while open. */
  bidDeadline: IsoDateTimeSchema.nullable(),
  bidCount: z.number().int().optional(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type TreatmentRequest = z.infer<typeof TreatmentRequestSchema>;
