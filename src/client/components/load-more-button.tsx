import { Loader2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * "Load more" under a paginated list (DESIGN §4 `Link: rel="next"`); renders nothing on the
 * last page. Takes the infinite query's own fields so any list can use it.
 */
export function LoadMoreButton({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  const t = useT();
  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
        {isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
        {isFetchingNextPage ? t('Loading…') : t('Load more')}
      </Button>
    </div>
  );
}
