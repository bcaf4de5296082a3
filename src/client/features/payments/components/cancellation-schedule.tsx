import { CANCELLATION_POLICY, cancellationSchedule } from '#shared/payments/cancellation-policy.ts';
import { formatCalendarDate } from '#client/lib/format.ts';

/** A deposit percentage in words: "your deposit back in full", "half of it", "nothing". */
function depositWords(percent: number): string {
  if (percent === 100) return 'the deposit back in full';
  if (percent === 0) return 'no refund of the deposit';
  if (percent === 50) return 'half the deposit back';
  return `${percent} % of the deposit back`;
}

/** The balance's rule in words (it does not change with the notice given). */
function balanceWords(): string {
  const percent = CANCELLATION_POLICY.balanceRefundPercentBeforeAdmission;
  const share = percent === 100 ? 'in full' : `${percent} %`;
  return `A paid balance comes back ${share} if you cancel before admission.`;
}

/**
 * The cancellation schedule in plain words (issue #16, ADR 0049), before paying and on the
 * request: with an admission date, each step's last day ("Cancel before Mar 1, 2027: the
 * deposit back in full"); without one, what holds until it is set and the rule in days.
 */
export function CancellationSchedule({ admissionDate }: { admissionDate: string | null }) {
  const steps = cancellationSchedule(admissionDate);
  return (
    <div className="grid gap-1 text-sm" data-testid="cancellation-schedule">
      <p className="font-medium">If you cancel</p>
      {admissionDate === null ? (
        <p className="text-muted-foreground">
          Until the hospital sets your admission date, you get{' '}
          {depositWords(steps[0]?.depositPercent ?? 0)}. Once it is set:{' '}
          {CANCELLATION_POLICY.depositSteps
            .map(
              (step) => `${depositWords(step.refundPercent)} up to ${step.daysBefore} days before`,
            )
            .join(', ')}
          , and no refund of the deposit later.
        </p>
      ) : (
        <ul className="grid gap-0.5 text-muted-foreground">
          {steps.map((step) => (
            <li key={step.before}>
              Before {formatCalendarDate(step.before ?? admissionDate)}
              {step.before === admissionDate && ' (admission)'}: {depositWords(step.depositPercent)}
            </li>
          ))}
        </ul>
      )}
      <p className="text-muted-foreground">{balanceWords()}</p>
    </div>
  );
}
