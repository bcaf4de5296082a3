import { z } from 'zod';
import {
  MAX_AMOUNT_USD,
  MAX_BODY_LENGTH,
  MAX_INCLUDED_SERVICES,
  MAX_TITLE_LENGTH,
  MIN_AMOUNT_USD,
} from '../common/constants.ts';
import { IsoDateTimeSchema, requiredText } from '../common/common.schemas.ts';

/** Bid statuses (SPEC §3): pending → accepted or rejected. */
export const BidStatusSchema = z.enum(['pending', 'accepted', 'rejected']);
export type BidStatus = z.infer<typeof BidStatusSchema>;

/**
 * `POST /api/bids` body (SPEC §3, §7): the client sends only these fields; the server computes
 * `basePrice`, commission and `totalPrice` (DESIGN §5). `price` is whole USD, 1–10,000,000.
 */
export const CreateBidInputSchema = z.strictObject({
  treatmentRequestId: z.uuid('Treatment request is required'),
  price: z
    .number({ error: 'Price is required' })
    .int('Price must be a whole number of USD')
    .min(MIN_AMOUNT_USD, 'Price is required')
    .max(MAX_AMOUNT_USD, `Price must be at most ${MAX_AMOUNT_USD.toLocaleString('en-US')} USD`),
  estimatedDuration: requiredText('Estimated duration', MAX_TITLE_LENGTH),
  description: requiredText('Treatment plan', MAX_BODY_LENGTH),
  includedServices: z
    .array(requiredText('Included service', MAX_TITLE_LENGTH), {
      error: 'Included services must be a list of text',
    })
    .max(MAX_INCLUDED_SERVICES, `At most ${MAX_INCLUDED_SERVICES} included services`)
    .optional(),
});
export type CreateBidInput = z.infer<typeof CreateBidInputSchema>;

/**
 * A bid as the patient who owns the request, an admin, or the bidding hospital sees it
 * (SPEC §3): money in whole USD, `totalPrice = basePrice + platformCommission`, with nested
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
