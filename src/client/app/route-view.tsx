/*
 * How one page of the route registry renders (route-registry.tsx), shared by the signed-out
 * routes and the signed-in ones (router.tsx, signed-in-routes.tsx).
 */
import { Suspense } from 'react';
import { Route } from 'wouter';
import type { RoutePattern } from '#shared/navigation/role-routes.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { PublicPageContainer } from '#client/app/public-layout.tsx';
import {
  routeTitle,
  type AppRoute,
  type Audience,
  type RouteParams,
} from '#client/app/route-registry.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';
import { lazyPage } from '#client/lib/lazy-page.ts';
import { useDocumentTitle } from '#client/lib/page-title.ts';

// Signed out, only the pages that fetch load the data cache (ADR 0034); signed in, the
// signed-in routes provide it.
const QueryProvider = lazyPage(() => import('#client/lib/query-provider.tsx'), 'QueryProvider');
// Rarely shown, so off every page's first load (ADR 0034).
const NotFoundPage = lazyPage(() => import('#client/app/not-found-page.tsx'), 'NotFoundPage');

/** Shown while a page's code loads. */
function PageSkeleton() {
  const t = useT();
  return (
    <div className="space-y-6" role="status" aria-live="polite">
      <span className="sr-only">{t('Loading…')}</span>
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    </div>
  );
}

/** One registry page for `audience`, under its document title. */
function RouteView({
  route,
  params,
  audience,
}: {
  route: AppRoute;
  params: RouteParams;
  audience: Audience;
}) {
  useDocumentTitle(routeTitle(route, audience));
  const content = route.render(params, audience);
  const page = (
    <Suspense fallback={<PageSkeleton />}>
      {audience === null && !route.isStatic ? <QueryProvider>{content}</QueryProvider> : content}
    </Suspense>
  );
  // Signed-in pages get their container from AppLayout; signed out, the public shell is bare.
  if (audience === null && !route.isFullWidth) {
    return <PublicPageContainer>{page}</PublicPageContainer>;
  }
  return page;
}

/** The 404 page (SPEC §2.1) under its title. */
export function NotFoundView() {
  useDocumentTitle(msg('Page not found'));
  return (
    <Suspense fallback={<PageSkeleton />}>
      <NotFoundPage />
    </Suspense>
  );
}

/** Routes of `patterns`, each rendering its page of `registry` for `audience`. */
export function registryRoutes<Pattern extends RoutePattern>(
  registry: Record<Pattern, AppRoute>,
  patterns: readonly Pattern[],
  audience: Audience,
) {
  return patterns.map((pattern) => (
    <Route key={pattern} path={pattern}>
      {(params: RouteParams) => (
        <RouteView route={registry[pattern]} params={params} audience={audience} />
      )}
    </Route>
  ));
}
