import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/** Placeholder for the results page (banner, conditions, actions) while the analysis loads. */
export function ResultsSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t('Loading your results')}
      className="mx-auto grid w-full max-w-3xl gap-6"
    >
      <div aria-hidden="true" className="grid gap-2">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <Skeleton aria-hidden="true" className="h-44 w-full rounded-xl" />
      <Card aria-hidden="true">
        <CardHeader>
          <Skeleton className="h-5 w-48" />
        </CardHeader>
        <CardContent className="grid gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </CardContent>
      </Card>
    </div>
  );
}
