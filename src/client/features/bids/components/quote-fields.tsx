import { MAX_QUOTE_VALIDITY_DAYS } from '#shared/common/constants.ts';
import { addDaysUtc, todayUtc } from '#shared/common/utc-dates.ts';
import { FormField } from '#client/components/ui/form.tsx';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { BidFormValues } from '#client/features/bids/lib/bid-form-values.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';

// FormField's props take one values type, but the form's resolver outputs another; the field,
// bound to the form by context, needs only the input side.
const QuoteField = FormField<BidFormValues>;

type CountName = 'hospitalNights' | 'recoveryDays' | 'followUpConsultations';

/** An optional whole-number field; `label` is an English message. */
function CountField({ name, label, max }: { name: CountName; label: string; max: number }) {
  const t = useT();
  return (
    <QuoteField
      name={name}
      render={({ field }) => (
        <FormFieldItem label={t(label)} description={t('Optional.')}>
          <Input type="number" inputMode="numeric" min={0} max={max} step={1} {...field} />
        </FormFieldItem>
      )}
    />
  );
}

/** Free quote items beyond the checklist, one per line (`includedServices`/`excludedServices`). */
export function FreeItemFields() {
  const t = useT();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <QuoteField
        name="includedServices"
        render={({ field }) => (
          <FormFieldItem
            label={t('Other included items')}
            description={t('Optional. One per line.')}
          >
            <Textarea
              className="min-h-24"
              placeholder={`${t('Private room')}\n${t('Companion meals')}`}
              {...field}
            />
          </FormFieldItem>
        )}
      />
      <QuoteField
        name="excludedServices"
        render={({ field }) => (
          <FormFieldItem
            label={t('Other excluded items')}
            description={t('Optional. One per line.')}
          >
            <Textarea className="min-h-24" placeholder={t('Visa fees')} {...field} />
          </FormFieldItem>
        )}
      />
    </div>
  );
}

/**
 * The structured quote's own fields (issue #15): lead doctor and specialty, nights in
 * hospital, recovery days before flying home, follow-up consultations, the date the price is
 * valid until (today to one year ahead) and when the price may change.
 */
export function QuoteFields() {
  const today = todayUtc();
  const t = useT();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <QuoteField
          name="leadDoctorName"
          render={({ field }) => (
            <FormFieldItem label={t('Lead doctor')} description={t('Optional.')}>
              <Input placeholder="Dr. Meera Rao" autoComplete="off" {...field} />
            </FormFieldItem>
          )}
        />
        <QuoteField
          name="leadDoctorSpecialty"
          render={({ field }) => (
            <FormFieldItem label={t("Lead doctor's specialty")} description={t('Optional.')}>
              <Input placeholder={t('Orthopaedic surgery')} autoComplete="off" {...field} />
            </FormFieldItem>
          )}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <CountField name="hospitalNights" label={msg('Nights in hospital')} max={365} />
        <CountField name="recoveryDays" label={msg('Recovery days before flying home')} max={365} />
        <CountField
          name="followUpConsultations"
          label={msg('Number of follow-up consultations')}
          max={50}
        />
      </div>
      <QuoteField
        name="validUntil"
        render={({ field }) => (
          <FormFieldItem
            label={t('Price valid until')}
            description={t('The patient cannot accept the quote after this day (UTC).')}
          >
            <Input
              type="date"
              min={today}
              max={addDaysUtc(today, MAX_QUOTE_VALIDITY_DAYS)}
              className="w-fit"
              {...field}
            />
          </FormFieldItem>
        )}
      />
      <QuoteField
        name="priceChangeConditions"
        render={({ field }) => (
          <FormFieldItem
            label={t('When the price may change')}
            description={t(
              'Optional. For example: only if the pre-operative scan shows a revision is needed.',
            )}
          >
            <Textarea className="min-h-20" {...field} />
          </FormFieldItem>
        )}
      />
    </>
  );
}
