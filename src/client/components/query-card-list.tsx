import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { CardListSkeleton } from '#client/components/card-list-skeleton.tsx';
import { LoadMoreButton } from '#client/components/load-more-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import type { ListPage } from '#client/lib/paged-list.ts';

interface ListStates {
  /** Accessible name of the loading skeleton: "Loading your bids". */
  loadingLabel: string;
  skeletonCount?: number;
  /** Title of the error panel: "Couldn't load your bids". */
  errorTitle: string;
  /** What an empty list shows, usually an EmptyState. */
  empty: ReactNode;
}

interface CardListProps<T> extends ListStates {
  /** One card; the list supplies the key (the item's `id`). */
  renderItem: (item: T) => ReactNode;
}

function PendingOrError({
  query,
  loadingLabel,
  skeletonCount,
  errorTitle,
}: Omit<ListStates, 'empty'> & {
  query: { isError: boolean; error: unknown; refetch: () => Promise<unknown> };
}) {
  if (!query.isError) return <CardListSkeleton count={skeletonCount} label={loadingLabel} />;
  return (
    <QueryErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
  );
}

/**
 * A dashboard's short list (the first few items of a list endpoint, SPEC §2.5) as stacked
 * cards, with its skeleton, error panel and empty state.
 */
export function RecentCardList<T extends { id: string }>({
  query,
  renderItem,
  empty,
  ...states
}: CardListProps<T> & { query: UseQueryResult<T[]> }) {
  if (query.isPending || query.isError) return <PendingOrError query={query} {...states} />;
  if (query.data.length === 0) return empty;
  return (
    <div className="grid gap-4">
      {query.data.map((item) => (
        <Fragment key={item.id}>{renderItem(item)}</Fragment>
      ))}
    </div>
  );
}

/**
 * A whole list page's cards in a two-column grid, loaded page by page with "Load more"
 * (DESIGN §4), with its skeleton (4 cards unless told), error panel and empty state.
 */
export function PagedCardList<T extends { id: string }>({
  query,
  renderItem,
  empty,
  skeletonCount = 4,
  ...states
}: CardListProps<T> & { query: UseInfiniteQueryResult<InfiniteData<ListPage<T>, unknown>> }) {
  if (query.isPending || query.isError) {
    return <PendingOrError query={query} skeletonCount={skeletonCount} {...states} />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return empty;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="grid">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <LoadMoreButton
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
      />
    </div>
  );
}
