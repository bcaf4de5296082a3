import { CANCELLATION_POLICY, cancellationSchedule } from '#shared/payments/cancellation-policy.ts';
import { formatCalendarDate } from '#client/lib/format.ts';
import { useT } from '#client/i18n/locale-context.tsx';

type Translate = ReturnType<typeof useT>;

/** A deposit percentage in words: "the deposit back in full", "half the deposit back", … */
function depositWords(t: Translate, percent: number): string {
  if (percent === 100) return t('the deposit back in full');
  if (percent === 0) return t('no refund of the deposit');
  if (percent === 50) return t('half the deposit back');
  return t('{percent} % of the deposit back', { percent });
}

/** The balance's rule in words (it does not change with the notice given). */
function balanceWords(t: Translate): string {
  const percent = CANCELLATION_POLICY.balanceRefundPercentBeforeAdmission;
  return percent === 100
    ? t('A paid balance comes back in full if you cancel before admission.')
    : t('A paid balance comes back {percent} % if you cancel before admission.', { percent });
}

/**
 * The cancellation schedule in plain words (issue #16, ADR 0049), before paying and on the
 * request: with an admission date, each step's last day ("Cancel before Mar 1, 2027: the
 * deposit back in full"); without one, what holds until it is set and the rule in days.
 */
export function CancellationSchedule({ admissionDate }: { admissionDate: string | null }) {
  const t = useT();
  const steps = cancellationSchedule(admissionDate);
  return (
    <div className="grid gap-1 text-sm" data-testid="cancellation-schedule">
      <p className="font-medium">{t('If you cancel')}</p>
      {admissionDate === null ? (
        <p className="text-muted-foreground">
          {t(
            'Until the hospital sets your admission date, you get {refund}. Once it is set: {steps}, and no refund of the deposit later.',
            {
              refund: depositWords(t, steps[0]?.depositPercent ?? 0),
              steps: CANCELLATION_POLICY.depositSteps
                .map((step) =>
                  t('{refund} up to {days} days before', {
                    refund: depositWords(t, step.refundPercent),
                    days: step.daysBefore,
                  }),
                )
                .join(', '),
            },
          )}
        </p>
      ) : (
        <ul className="grid gap-0.5 text-muted-foreground">
          {steps.map((step) => {
            const values = {
              date: formatCalendarDate(step.before ?? admissionDate),
              refund: depositWords(t, step.depositPercent),
            };
            return (
              <li key={step.before}>
                {step.before === admissionDate
                  ? t('Before {date} (admission): {refund}', values)
                  : t('Before {date}: {refund}', values)}
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-muted-foreground">{balanceWords(t)}</p>
    </div>
  );
}
