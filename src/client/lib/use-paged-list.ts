import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchListPage, withLimit, type ListPage } from '#client/lib/paged-list.ts';

/*
 * Query keys of list endpoints start with the API path (SPEC §7) and add the page shape, so
 * invalidating `[path]` refreshes every cached view of that list and nothing else.
 */

/** Key of the whole list, loaded page by page. */
export function pagedListQueryKey(path: string) {
  return [path, { pages: 'all' }] as const;
}

/** Key of the first `limit` items (dashboards show 3, SPEC §9). */
export function recentListQueryKey(path: string, limit: number) {
  return [path, { limit }] as const;
}

function pagedListOptions<T>(path: string, itemSchema: z.ZodType<T>, enabled: boolean) {
  return {
    queryKey: pagedListQueryKey(path),
    queryFn: ({ pageParam, signal }: { pageParam: string; signal: AbortSignal }) =>
      fetchListPage(pageParam, itemSchema, signal),
    initialPageParam: path,
    getNextPageParam: (lastPage: ListPage<T>) => lastPage.nextPath ?? undefined,
    enabled,
  };
}

/**
 * A list endpoint as an infinite query: `data.pages[].items`, with `fetchNextPage` following
 * the `Link: rel="next"` header (DESIGN §4) and `hasNextPage` false on the last page.
 */
export function usePagedList<T>(
  path: string,
  itemSchema: z.ZodType<T>,
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery(pagedListOptions(path, itemSchema, options.enabled ?? true));
}

/**
 * {@link usePagedList} with `data` as one array of the pages loaded so far, for views that
 * search or sum the loaded items; `fetchNextPage` and `hasNextPage` load and tell about more.
 */
export function usePagedItems<T>(path: string, itemSchema: z.ZodType<T>) {
  return useInfiniteQuery({
    ...pagedListOptions(path, itemSchema, true),
    select: (data: InfiniteData<ListPage<T>, string>) => data.pages.flatMap((page) => page.items),
  });
}

/** The first `limit` items of a list endpoint (newest first), as a plain array. */
export function useRecentList<T>(path: string, itemSchema: z.ZodType<T>, limit: number) {
  return useQuery({
    queryKey: recentListQueryKey(path, limit),
    queryFn: async ({ signal }) =>
      (await fetchListPage(withLimit(path, limit), itemSchema, signal)).items,
  });
}
