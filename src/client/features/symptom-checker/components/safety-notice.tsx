import { ShieldAlert } from 'lucide-react';
import { cn } from '#client/lib/utils.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * The symptom checker's standing notice: it does not diagnose, and an emergency needs the local
 * emergency number now, not a form (issue 4; NHS "call 999" guidance).
 */
export function SafetyNotice({ className }: { className?: string }) {
  const t = useT();
  return (
    <aside
      aria-label={t('Before you start')}
      className={cn(
        'flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950',
        className,
      )}
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">{t('This is not a diagnosis.')}</p>
        <p>
          {t(
            'The symptom checker gives general guidance only. If you think it is an emergency — for example chest pain, trouble breathing, signs of a stroke or heavy bleeding — call your local emergency number (such as 112, 911 or 999) now.',
          )}
        </p>
      </div>
    </aside>
  );
}
