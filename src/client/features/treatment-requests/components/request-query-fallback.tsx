import { BackLink } from '#client/components/back-link.tsx';
import { NotFoundState } from '#client/components/not-found-state.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { RequestDetailSkeleton } from '#client/features/treatment-requests/components/request-detail-skeleton.tsx';
import { isApiError } from '#client/lib/api-client.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * What a page built on one treatment request shows before it has the request: a skeleton
 * while loading, "Request not found" on a 404 (SPEC §8), else the error with a retry; a back
 * link on each.
 */
export function RequestQueryFallback({
  request,
  back,
  notFoundDescription,
}: {
  request: { isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  back: { href: string; label: string };
  notFoundDescription: string;
}) {
  const t = useT();
  if (!request.isError) {
    return (
      <div className="grid gap-2">
        <BackLink {...back} />
        <RequestDetailSkeleton />
      </div>
    );
  }
  if (isApiError(request.error, 404)) {
    return (
      <NotFoundState title={t('Request not found')} description={notFoundDescription} back={back} />
    );
  }
  return (
    <div className="grid gap-4">
      <BackLink {...back} />
      <QueryErrorState
        title={t("Couldn't load this request")}
        error={request.error}
        onRetry={() => void request.refetch()}
      />
    </div>
  );
}
