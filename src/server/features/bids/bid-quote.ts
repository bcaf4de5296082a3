import type { CreateBidInput } from '#shared/bids/bids.schemas.ts';
import { DEFAULT_QUOTE_VALIDITY_DAYS } from '#shared/common/constants.ts';
import { addDaysUtc, todayUtc } from '#shared/common/utc-dates.ts';
import type { bids } from '../../db/schema/bids.ts';

type QuoteColumns = Pick<
  typeof bids.$inferInsert,
  | 'excludedServices'
  | 'leadDoctorName'
  | 'leadDoctorSpecialty'
  | 'hospitalNights'
  | 'recoveryDays'
  | 'followUpConsultations'
  | 'validUntil'
  | 'priceChangeConditions'
>;

/**
 * The structured-quote columns of a new bid (issue #15): what the hospital did not state is
 * null, and the price is valid for 30 days from today (UTC) unless it names a date.
 */
export function newQuoteColumns(input: CreateBidInput): Required<QuoteColumns> {
  return {
    excludedServices: input.excludedServices ?? null,
    leadDoctorName: input.leadDoctorName ?? null,
    leadDoctorSpecialty: input.leadDoctorSpecialty ?? null,
    hospitalNights: input.hospitalNights ?? null,
    recoveryDays: input.recoveryDays ?? null,
    followUpConsultations: input.followUpConsultations ?? null,
    validUntil: input.validUntil ?? addDaysUtc(todayUtc(), DEFAULT_QUOTE_VALIDITY_DAYS),
    priceChangeConditions: input.priceChangeConditions ?? null,
  };
}
