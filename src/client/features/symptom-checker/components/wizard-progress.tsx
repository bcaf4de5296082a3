import { Check } from 'lucide-react';
import type { WizardStep } from '#client/features/symptom-checker/lib/symptom-form.ts';
import { cn } from '#client/lib/utils.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The wizard's progress bar (SPEC §4): one segment per step (three), filled up to the current
 * one, with the step names from `sm` up. Decorative for screen readers: the step heading already
 * says "Step n of 3".
 */
export function WizardProgress({
  steps,
  current,
}: {
  steps: readonly WizardStep[];
  current: number;
}) {
  const t = useT();
  return (
    <ol aria-hidden="true" className="grid grid-cols-3 gap-2">
      {steps.map((step, index) => {
        const isDone = index < current;
        const isCurrent = index === current;
        return (
          <li key={step.title} className="grid gap-1.5">
            <span
              className={cn('h-1.5 rounded-full bg-muted', (isDone || isCurrent) && 'bg-primary')}
            />
            <span
              className={cn(
                'hidden items-center gap-1 text-xs text-muted-foreground sm:flex',
                isCurrent && 'font-medium text-foreground',
              )}
            >
              {isDone && <Check className="size-3.5 text-primary" />}
              {t(step.title)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
