import { Lock } from 'lucide-react';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * Stands in for a request description the server withheld: a hospital awaiting verification
 * sees procedure, location and budget, not the patient's description (DESIGN §5).
 */
export function HiddenDescriptionNote() {
  const t = useT();
  return (
    <span className="flex items-start gap-1.5 text-sm text-muted-foreground italic">
      <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      {t("The patient's description is shown once an administrator has verified your hospital.")}
    </span>
  );
}
