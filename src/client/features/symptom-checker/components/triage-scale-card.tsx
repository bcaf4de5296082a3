import {
  UrgencyLevelSchema,
  type UrgencyLevel,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { LEVEL_MEANING } from '#shared/symptom-checker/triage-scale.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { presentUrgency } from '#client/features/symptom-checker/lib/urgency.ts';
import { cn } from '#client/lib/utils.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The triage scale (ADR 0018) beside a result: what each of the three levels means, the same in
 * every country, with the person's own level marked ("Your result", `aria-current`).
 */
export function TriageScaleCard({ level }: { level: UrgencyLevel }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t('What the levels mean')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          {UrgencyLevelSchema.options.map((option) => {
            const isCurrent = option === level;
            return (
              <div
                key={option}
                aria-current={isCurrent ? 'true' : undefined}
                className={cn(
                  'grid gap-1 rounded-lg border p-3 text-sm sm:grid-cols-[8rem_1fr] sm:gap-3',
                  isCurrent && 'border-primary bg-primary/5',
                )}
              >
                <dt className="flex flex-wrap items-center gap-2 font-semibold">
                  {t(presentUrgency(option).label)}
                  {isCurrent && <Badge>{t('Your result')}</Badge>}
                </dt>
                {/* Clinical wording from the triage data: shown as written, not machine-translated. */}
                <dd>{LEVEL_MEANING[option]}</dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
