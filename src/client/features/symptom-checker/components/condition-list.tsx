import type { PossibleCondition } from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import {
  likelihoodBadgeVariant,
  likelihoodLabel,
} from '#client/features/symptom-checker/lib/urgency.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * Possible conditions (SPEC §3 possibleConditions), most likely first as the analysis ranks
 * them: name, likelihood badge, a "Can be serious" note for urgent-severity conditions and the
 * plain-language description.
 */
export function ConditionList({ conditions }: { conditions: readonly PossibleCondition[] }) {
  const t = useT();
  if (conditions.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {t('No specific condition stood out from what you told us. Follow the advice above.')}
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {conditions.map((condition) => (
        <li key={condition.name} className="grid gap-1.5 rounded-lg border p-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <h3 className="font-semibold">{condition.name}</h3>
            <Badge variant={likelihoodBadgeVariant(condition.likelihood)}>
              {t(likelihoodLabel(condition.likelihood))}
            </Badge>
            {condition.severity === 'urgent' && (
              <span className="text-xs font-medium text-destructive">{t('Can be serious')}</span>
            )}
          </div>
          {condition.description && (
            <p className="text-sm text-muted-foreground">{condition.description}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
