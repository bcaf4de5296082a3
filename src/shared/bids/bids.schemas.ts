import { z } from 'zod';
import {
  MAX_AMOUNT_USD,
  MAX_BODY_LENGTH,
  MAX_FOLLOW_UP_CONSULTATIONS,
  MAX_INCLUDED_SERVICES,
  MAX_NAME_LENGTH,
  MAX_QUOTE_STAY_DAYS,
  MAX_QUOTE_VALIDITY_DAYS,
  MAX_TITLE_LENGTH,
  MIN_AMOUNT_USD,
} from '../common/constants.ts';
import { IsoDateTimeSchema, requiredText } from '../common/common.schemas.ts';
import { addDaysUtc, todayUtc } from '../common/utc-dates.ts';

/**
 * Bid statuses (SPEC §3): pending → accepted or rejected by the patient, or pending → withdrawn
 * by the bidding hospital (issue #15).
 */
export const BidStatusSchema = z.enum(['pending', 'accepted', 'rejected', 'withdrawn']);
export type BidStatus = z.infer<typeof BidStatusSchema>;

const priceSchema = z
  .number({ error: 'Price is required' })
  .int('Price must be a whole number of USD')
  .min(MIN_AMOUNT_USD, 'Price is required')
  .max(MAX_AMOUNT_USD, `Price must be at most ${MAX_AMOUNT_USD.toLocaleString('en-US')} USD`);

function serviceList(label: string) {
  return z
    .array(requiredText(label, MAX_TITLE_LENGTH), { error: `${label}s must be a list of text` })
    .max(MAX_INCLUDED_SERVICES, `At most ${MAX_INCLUDED_SERVICES} ${label.toLowerCase()}s`);
}

/** A whole number `0…max` of `unit`, or null when the hospital does not say. */
function optionalCount(label: string, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`)
    .nullable()
    .optional();
}

/**
 * The last day the price holds, `YYYY-MM-DD` (UTC): from today up to one year ahead. Checked
 * against the clock at parse time, so a form left open overnight can fail on submit.
 */
const validUntilSchema = z.iso
  .date('Valid until must be a date (YYYY-MM-DD)')
  .refine((value) => value >= todayUtc(), { message: 'Valid until cannot be in the past' })
  .refine((value) => value <= addDaysUtc(todayUtc(), MAX_QUOTE_VALIDITY_DAYS), {
    message: 'Valid until must be within one year',
  });

/**
 * The structured quote of issue #15, every field optional: what is excluded (SPEC's
 * `includedServices` stays the included list), the lead doctor, nights in hospital, recovery
 * days before flying home, follow-up consultations, the date the price is valid until
 * (default today + 30 days) and the conditions under which the price may change.
 */
const quoteFields = {
  excludedServices: serviceList('Excluded service').nullable().optional(),
  leadDoctorName: requiredText('Lead doctor name', MAX_NAME_LENGTH).nullable().optional(),
  leadDoctorSpecialty: requiredText('Lead doctor specialty', MAX_TITLE_LENGTH)
    .nullable()
    .optional(),
  hospitalNights: optionalCount('Nights in hospital', MAX_QUOTE_STAY_DAYS),
  recoveryDays: optionalCount('Recovery days', MAX_QUOTE_STAY_DAYS),
  followUpConsultations: optionalCount('Follow-up consultations', MAX_FOLLOW_UP_CONSULTATIONS),
  validUntil: validUntilSchema.optional(),
  priceChangeConditions: requiredText('Price change conditions', MAX_BODY_LENGTH)
    .nullable()
    .optional(),
};

/**
 * `POST /api/bids` body (SPEC §3, §7): SPEC's fields plus the optional structured quote of
 * issue #15; the server computes `basePrice`, commission and `totalPrice` (DESIGN §5) and
 * defaults `validUntil` to today + 30 days (UTC). `price` is whole USD, 1–10,000,000.
 */
export const CreateBidInputSchema = z.strictObject({
  treatmentRequestId: z.uuid('Treatment request is required'),
  price: priceSchema,
  estimatedDuration: requiredText('Estimated duration', MAX_TITLE_LENGTH),
  description: requiredText('Treatment plan', MAX_BODY_LENGTH),
  includedServices: serviceList('Included service').optional(),
  ...quoteFields,
});
export type CreateBidInput = z.infer<typeof CreateBidInputSchema>;

/**
 * `PATCH /api/bids/{id}` body (issue #15): the bidding hospital revises its pending bid — any
 * of the fields it sent on create except the request, at least one. A new `price` recomputes
 * the commission at the configured rate, as on create.
 */
export const UpdateBidInputSchema = z
  .strictObject({
    price: priceSchema.optional(),
    estimatedDuration: requiredText('Estimated duration', MAX_TITLE_LENGTH).optional(),
    description: requiredText('Treatment plan', MAX_BODY_LENGTH).optional(),
    includedServices: serviceList('Included service').nullable().optional(),
    ...quoteFields,
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type UpdateBidInput = z.infer<typeof UpdateBidInputSchema>;

/**
 * A bid as the patient who owns the request, an admin, or the bidding hospital sees it
 * (SPEC §3, with the structured quote of issue #15): money in whole USD, `totalPrice = basePrice + platformCommission`, with nested
 * `hospital` and `treatmentRequest`.
 */
export const BidSchema = z.object({
  id: z.uuid(),
  treatmentRequestId: z.uuid(),
  hospitalId: z.uuid(),
  basePrice: z.number().int(),
  platformCommissionRate: z.number().int(),
  platformCommission: z.number().int(),
  totalPrice: z.number().int(),
  price: z.number().int(),
  estimatedDuration: z.string(),
  description: z.string(),
  includedServices: z.array(z.string()).nullable(),
  excludedServices: z.array(z.string()).nullable(),
  leadDoctorName: z.string().nullable(),
  leadDoctorSpecialty: z.string().nullable(),
  hospitalNights: z.number().int().nullable(),
  recoveryDays: z.number().int().nullable(),
  followUpConsultations: z.number().int().nullable(),
  /** Last day (UTC, `YYYY-MM-DD`) the price holds; after it the bid cannot be accepted. */
  validUntil: z.iso.date(),
  priceChangeConditions: z.string().nullable(),
  /** The total price before the latest edit, whole USD; null if never edited. */
  previousTotalPrice: z.number().int().nullable(),
  /** When the hospital last edited the bid; null if never. */
  revisedAt: IsoDateTimeSchema.nullable(),
  status: BidStatusSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  hospital: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    verified: z.boolean(),
  }),
  treatmentRequest: z.object({
    procedureType: z.string(),
    description: z.string(),
    status: z.string(),
  }),
});
export type Bid = z.infer<typeof BidSchema>;

/**
 * `GET /api/bids/hospital/{id}`: a hospital's recent bids on its profile — public fields only
 * (procedure, duration, status, date; SECURITY §1). `price` (whole USD) is present only for the
 * hospital itself, admins, and the patient whose request the bid is on; competing hospitals and
 * everyone else get the bid without it (DESIGN §5 Visibility).
 */
export const PublicBidSchema = z.object({
  id: z.uuid(),
  price: z.number().int().optional(),
  estimatedDuration: z.string(),
  status: BidStatusSchema,
  createdAt: IsoDateTimeSchema,
  treatmentRequest: z.object({ procedureType: z.string() }),
});
export type PublicBid = z.infer<typeof PublicBidSchema>;
