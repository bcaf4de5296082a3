import { z } from 'zod';
import type { Bid, CreateBidInput, UpdateBidInput } from '#shared/bids/bids.schemas.ts';
import { CreateBidInputSchema } from '#shared/bids/bids.schemas.ts';
import { DEFAULT_QUOTE_VALIDITY_DAYS, MAX_TITLE_LENGTH } from '#shared/common/constants.ts';
import { addDaysUtc, todayUtc } from '#shared/common/utc-dates.ts';
import { parseIncludedServices } from '#client/features/bids/lib/included-services.ts';
import { parseAmountInput } from '#client/lib/form-input.ts';

/** How the hospital marks one checklist item (issue #15). */
export const ChecklistMarkSchema = z.enum(['included', 'excluded', 'unstated']);
export type ChecklistMark = z.infer<typeof ChecklistMarkSchema>;

const lines = (label: string) =>
  z
    .string()
    .refine(
      (text) => parseIncludedServices(text).every((item) => item.length <= MAX_TITLE_LENGTH),
      `Each ${label} must be at most ${MAX_TITLE_LENGTH} characters`,
    );

const BidFormTargetSchema = CreateBidInputSchema.omit({ treatmentRequestId: true });

// The two helpers below are typed as wide as the shared schema's optional fields (which also
// take null) so the transform's output fits the schema it is piped into.

/** Blank → undefined, so an unstated optional field is left out rather than sent empty. */
const blankToUndefined = (text: string): string | null | undefined =>
  text.trim() === '' ? undefined : text;

/** `fields` without its undefined entries: the optional fields the hospital filled in. */
function withoutUndefined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** A list the form filled, or undefined when empty (no list rather than an empty one). */
const nonEmpty = (items: string[]): string[] | null | undefined =>
  items.length > 0 ? items : undefined;

/** An optional whole-number field: blank → undefined, else the number for the schema to check. */
const optionalCount = (text: string): number | null | undefined => parseAmountInput(text);

/**
 * The bid form as typed (text everywhere, one mark per checklist item), turned into the shared
 * `CreateBidInput` without the request id and validated by the shared schema (CONVENTIONS §3).
 * `checklistItems` are the request's typical items (`inclusionCategoryFor`): marked ones join
 * the free lines in `includedServices` or `excludedServices`.
 */
export function bidFormSchema(checklistItems: readonly string[]) {
  return z
    .object({
      price: z.string(),
      estimatedDuration: z.string(),
      description: z.string(),
      checklist: z.array(ChecklistMarkSchema),
      includedServices: lines('included item'),
      excludedServices: lines('excluded item'),
      leadDoctorName: z.string(),
      leadDoctorSpecialty: z.string(),
      hospitalNights: z.string(),
      recoveryDays: z.string(),
      followUpConsultations: z.string(),
      validUntil: z.string(),
      priceChangeConditions: z.string(),
    })
    .transform((values) => {
      const marked = (mark: ChecklistMark) =>
        checklistItems.filter((_, index) => values.checklist[index] === mark);
      const included = [...marked('included'), ...parseIncludedServices(values.includedServices)];
      const excluded = [...marked('excluded'), ...parseIncludedServices(values.excludedServices)];
      return {
        price: parseAmountInput(values.price),
        estimatedDuration: values.estimatedDuration,
        description: values.description,
        ...withoutUndefined({
          includedServices: nonEmpty(included),
          excludedServices: nonEmpty(excluded),
          leadDoctorName: blankToUndefined(values.leadDoctorName),
          leadDoctorSpecialty: blankToUndefined(values.leadDoctorSpecialty),
          hospitalNights: optionalCount(values.hospitalNights),
          recoveryDays: optionalCount(values.recoveryDays),
          followUpConsultations: optionalCount(values.followUpConsultations),
          validUntil: blankToUndefined(values.validUntil),
          priceChangeConditions: blankToUndefined(values.priceChangeConditions),
        }),
      };
    })
    .pipe(BidFormTargetSchema);
}

export type BidFormValues = z.input<ReturnType<typeof bidFormSchema>>;
export type BidFormOutput = Omit<CreateBidInput, 'treatmentRequestId'>;

const countText = (value: number | null) => (value === null ? '' : String(value));

/**
 * The form's starting values: empty with a 30-day validity for a new bid, or the bid being
 * edited with its checklist items marked and the rest of its items as free lines.
 */
export function bidFormDefaults(checklistItems: readonly string[], bid?: Bid): BidFormValues {
  const included = bid?.includedServices ?? [];
  const excluded = bid?.excludedServices ?? [];
  const isFree = (item: string) => !checklistItems.includes(item);
  return {
    price: bid ? String(bid.price) : '',
    estimatedDuration: bid?.estimatedDuration ?? '',
    description: bid?.description ?? '',
    checklist: checklistItems.map((item): ChecklistMark => {
      if (included.includes(item)) return 'included';
      return excluded.includes(item) ? 'excluded' : 'unstated';
    }),
    includedServices: included.filter(isFree).join('\n'),
    excludedServices: excluded.filter(isFree).join('\n'),
    leadDoctorName: bid?.leadDoctorName ?? '',
    leadDoctorSpecialty: bid?.leadDoctorSpecialty ?? '',
    hospitalNights: countText(bid?.hospitalNights ?? null),
    recoveryDays: countText(bid?.recoveryDays ?? null),
    followUpConsultations: countText(bid?.followUpConsultations ?? null),
    validUntil: bid?.validUntil ?? addDaysUtc(todayUtc(), DEFAULT_QUOTE_VALIDITY_DAYS),
    priceChangeConditions: bid?.priceChangeConditions ?? '',
  };
}

/** An edit sends every field: what the form left blank is cleared (null) on the bid. */
export function toBidRevision(input: BidFormOutput): UpdateBidInput {
  return {
    ...input,
    includedServices: input.includedServices ?? null,
    excludedServices: input.excludedServices ?? null,
    leadDoctorName: input.leadDoctorName ?? null,
    leadDoctorSpecialty: input.leadDoctorSpecialty ?? null,
    hospitalNights: input.hospitalNights ?? null,
    recoveryDays: input.recoveryDays ?? null,
    followUpConsultations: input.followUpConsultations ?? null,
    priceChangeConditions: input.priceChangeConditions ?? null,
  };
}
