import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * Shown while the current user loads, so no page renders for the wrong audience first
 * (SPEC §2.1). Shaped like the shell: a top bar and a few cards.
 */
export function FullPageLoader() {
  const t = useT();
  return (
    <div className="min-h-svh bg-background" role="status" aria-live="polite">
      <span className="sr-only">{t('Loading CareAbroad…')}</span>
      <div className="flex h-14 items-center gap-3 border-b px-4">
        <Skeleton className="size-8 rounded-lg" />
        <Skeleton className="h-5 w-32" />
        <Skeleton className="ms-auto size-8 rounded-full" />
      </div>
      <div className="mx-auto max-w-6xl space-y-6 p-4 sm:p-8">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-96 max-w-full" />
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
