import { useId } from 'react';
import type { UrgencyLevel } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { DISPOSITION_ADVICE, type Disposition } from '#shared/symptom-checker/triage-scale.ts';
import { presentUrgency } from '#client/features/symptom-checker/lib/urgency.ts';
import { cn } from '#client/lib/utils.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The result's urgency (SPEC §3 urgencyLevel, whenToSeekHelp) as the first thing on the page:
 * red "Call emergency services now", amber "Get medical advice today" or green "Self-care or a
 * routine appointment", the first step to take — the finer disposition's advice when the
 * session has one (ADR 0018) — and the analysis' advice on when to get help. `unansweredCount`
 * follow-up questions left open are said to make the advice cautious (ADR 0019). A region named
 * by its level and heading.
 */
export function UrgencyBanner({
  level,
  whenToSeekHelp,
  disposition,
  unansweredCount = 0,
}: {
  level: UrgencyLevel;
  whenToSeekHelp: string;
  disposition?: Disposition | null;
  unansweredCount?: number;
}) {
  const t = useT();
  const labelId = useId();
  const headingId = useId();
  const urgency = presentUrgency(level);
  const Icon = urgency.icon;
  return (
    <section
      aria-labelledby={`${labelId} ${headingId}`}
      data-urgency={level}
      className={cn('grid gap-4 rounded-xl border-2 p-4 shadow-sm sm:p-6', urgency.tone.banner)}
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full sm:size-12',
            urgency.tone.icon,
          )}
        >
          <Icon className="size-5 sm:size-6" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-1">
          <p id={labelId} className="text-xs font-bold tracking-wider uppercase">
            {t(urgency.label)}
          </p>
          <h2 id={headingId} className="text-xl leading-tight font-bold sm:text-2xl">
            {t(urgency.heading)}
          </h2>
          {/* Clinical wording from the triage data: shown as written, not machine-translated. */}
          {disposition && <p className="font-semibold">{DISPOSITION_ADVICE[disposition]}</p>}
          <p className="text-sm sm:text-base">{t(urgency.summary)}</p>
          {unansweredCount > 0 && (
            <p className="text-sm">
              {unansweredCount === 1
                ? t(
                    'One follow-up question was not answered, so this advice errs on the side of caution.',
                  )
                : t(
                    '{count} follow-up questions were not answered, so this advice errs on the side of caution.',
                    { count: unansweredCount },
                  )}
            </p>
          )}
        </div>
      </div>
      <div className={cn('grid gap-1 rounded-lg p-3 text-sm sm:p-4', urgency.tone.panel)}>
        <h3 className="font-semibold">{t('When to get help')}</h3>
        <p>{whenToSeekHelp}</p>
      </div>
    </section>
  );
}
