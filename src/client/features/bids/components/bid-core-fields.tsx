import { DEFAULT_PLATFORM_COMMISSION_RATE_PERCENT } from '#shared/common/constants.ts';
import { FormField } from '#client/components/ui/form.tsx';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import {
  BidTotalPrice,
  type BidPricing,
} from '#client/features/bids/components/bid-price-breakdown.tsx';
import type { BidFormValues } from '#client/features/bids/lib/bid-form-values.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';

// FormField's props take one values type, but the form's resolver outputs another; the field,
// bound to the form by context, needs only the input side.
const BidFormField = FormField<BidFormValues>;

/**
 * SPEC's bid fields (§2.8, §5): price with a live preview of the patient's total, estimated
 * duration and the treatment plan.
 */
export function BidCoreFields({ pricing }: { pricing: BidPricing | null }) {
  const t = useT();
  const rate = { rate: DEFAULT_PLATFORM_COMMISSION_RATE_PERCENT };
  return (
    <>
      <BidFormField
        name="price"
        render={({ field }) => (
          <FormFieldItem
            label={t('Price (USD)')}
            description={t('Your price for the whole package, in whole US dollars.')}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder="8500"
              {...field}
            />
          </FormFieldItem>
        )}
      />
      <div
        aria-live="polite"
        className="grid gap-2 rounded-lg border border-primary/20 bg-primary/5 p-4"
      >
        {pricing ? (
          <BidTotalPrice pricing={pricing} variant="detailed" label={msg('The patient will see')} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {t(
              'Enter your price to preview what the patient will pay, including the {rate}% platform fee.',
              rate,
            )}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          {t(
            'Preview at the standard {rate}% platform fee. CareAbroad computes the final figure when you submit.',
            rate,
          )}
        </p>
      </div>
      <BidFormField
        name="estimatedDuration"
        render={({ field }) => (
          <FormFieldItem label={t('Estimated duration')}>
            <Input
              placeholder={t('e.g. {example}', {
                example: t('7 days in hospital, 3 weeks recovery'),
              })}
              autoComplete="off"
              {...field}
            />
          </FormFieldItem>
        )}
      />
      <BidFormField
        name="description"
        render={({ field }) => (
          <FormFieldItem label={t('Treatment plan')}>
            <Textarea
              className="min-h-32"
              placeholder={t('The procedure, your team, the hospital stay and aftercare')}
              {...field}
            />
          </FormFieldItem>
        )}
      />
    </>
  );
}
