import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/** Placeholder cards shaped like request and bid cards while a list loads; `label` translated. */
export function CardListSkeleton({ count = 3, label }: { count?: number; label?: string }) {
  const t = useT();
  return (
    <div role="status" aria-label={label ?? t('Loading')} className="grid gap-4">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} aria-hidden="true">
          <CardHeader>
            <div className="flex items-center justify-between gap-4">
              <Skeleton className="h-5 w-48 max-w-[60%]" />
              <Skeleton className="h-5 w-16" />
            </div>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
            <div className="flex flex-wrap gap-4">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-4 w-32" />
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
