/*
 * The client router (SPEC §2.1), built from the one route registry (route-registry.tsx) and the
 * shared access tables (#shared/navigation/role-routes.ts): signed out, SIGNED_OUT_ROUTES render
 * and any other known pattern shows the sign-in page, which returns to it afterwards; signed in
 * without a role, only role selection; with a role, SIGNED_IN_ROUTES and its ROLE_ROUTES.
 * Anything else is SPEC's 404 page. To add a page: add its pattern to the shared tables and its
 * title and page to APP_ROUTES.
 */
import { RefreshCw } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useRoute, useSearch } from 'wouter';
import type { CurrentUser, Role } from '#shared/auth/auth.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import {
  ROLE_ROUTES,
  SIGN_IN_REQUIRED_ROUTES,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  type RoutePattern,
} from '#shared/navigation/role-routes.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { AppLayout } from '#client/app/app-layout.tsx';
import { FullPageLoader } from '#client/app/full-page-loader.tsx';
import { NotFoundPage } from '#client/app/not-found-page.tsx';
import { OnboardingLayout, PublicLayout, PublicPageContainer } from '#client/app/public-layout.tsx';
import { SignedInLoginRoute } from '#client/app/root-route.tsx';
import {
  APP_ROUTES,
  routeTitle,
  type Audience,
  type RouteParams,
} from '#client/app/route-registry.tsx';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { RoleSelectionPage } from '#client/app/pages/role-selection-page.tsx';
import { useRealtimeMessages } from '#client/features/messages/hooks/use-realtime-messages.ts';
import { useApplyStoredReferralCode } from '#client/features/referrals/hooks/use-apply-stored-referral-code.ts';
import { useCaptureReferralCode } from '#client/features/referrals/hooks/use-capture-referral-code.ts';
import { useFocusHeadingOnNavigate } from '#client/lib/focus-heading.ts';
import { useDocumentTitle } from '#client/lib/page-title.ts';

/** Shown while a page's code loads. */
function PageSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-live="polite">
      <span className="sr-only">Loading…</span>
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
  pattern,
  params,
  audience,
}: {
  pattern: RoutePattern;
  params: RouteParams;
  audience: Audience;
}) {
  const route = APP_ROUTES[pattern];
  useDocumentTitle(routeTitle(route, audience));
  const page = <Suspense fallback={<PageSkeleton />}>{route.render(params, audience)}</Suspense>;
  // Signed-in pages get their container from AppLayout; signed out, the public shell is bare.
  if (audience === null && !route.isFullWidth) {
    return <PublicPageContainer>{page}</PublicPageContainer>;
  }
  return page;
}

/** The 404 page (SPEC §2.1) under its title. */
function NotFoundView() {
  useDocumentTitle('Page not found');
  return <NotFoundPage />;
}

/** Routes of `patterns`, each rendering its registry page for `audience`. */
function registryRoutes(patterns: readonly RoutePattern[], audience: Audience) {
  return patterns.map((pattern) => (
    <Route key={pattern} path={pattern}>
      {(params: RouteParams) => <RouteView pattern={pattern} params={params} audience={audience} />}
    </Route>
  ));
}

/**
 * A page that needs a sign-in, opened signed out (a bookmark, an e-mail's link): the sign-in
 * page, which returns here, query included, once signed in.
 */
function SignInFirst() {
  const [location] = useLocation();
  const search = useSearch();
  return <Redirect to={paths.signInThen(search ? `${location}?${search}` : location)} replace />;
}

/** Signed out (SPEC §2.1): landing, sign-in and the public pages; anything else is 404. */
function SignedOutRoutes() {
  return (
    <PublicLayout>
      <Switch>
        {registryRoutes(SIGNED_OUT_ROUTES, null)}
        {SIGN_IN_REQUIRED_ROUTES.map((pattern) => (
          <Route key={pattern} path={pattern}>
            <SignInFirst />
          </Route>
        ))}
        <Route>
          <NotFoundView />
        </Route>
      </Switch>
    </PublicLayout>
  );
}

/** Role selection (SPEC §2.4) under its title. */
function RoleSelectionView() {
  useDocumentTitle('Choose your role');
  return <RoleSelectionPage />;
}

/**
 * Signed in without a role (SPEC §2.1): only role selection at `/`; `/login` goes there too,
 * keeping `?next=` for after the role is chosen.
 */
function RolelessRoutes() {
  return (
    <OnboardingLayout>
      <Switch>
        <Route path={paths.root}>
          <RoleSelectionView />
        </Route>
        <Route path={paths.login}>
          <SignedInLoginRoute />
        </Route>
        <Route>
          <NotFoundView />
        </Route>
      </Switch>
    </OnboardingLayout>
  );
}

/**
 * Signed in with a role (SPEC §2.1): SIGNED_IN_ROUTES and the role's ROLE_ROUTES. Holds the
 * tab's realtime channel (SPEC §7 `/ws`) while signed in.
 */
function RoleRoutes({ user, role }: { user: CurrentUser; role: Role }) {
  const [isHospitalProfile] = useRoute('/hospital/:id');
  useRealtimeMessages(user.id);
  return (
    <AppLayout user={user} role={role} hasSidebar={!isHospitalProfile}>
      <Switch>
        {registryRoutes([...SIGNED_IN_ROUTES, ...ROLE_ROUTES[role]], role)}
        <Route>
          <NotFoundView />
        </Route>
      </Switch>
    </AppLayout>
  );
}

/** The current-user request failed for a reason other than being signed out. */
function SessionErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-svh items-center justify-center p-6">
      <div role="alert" className="flex max-w-sm flex-col items-center gap-4 text-center">
        <h1 className="text-xl font-semibold">We couldn't reach CareAbroad</h1>
        <p className="text-sm text-muted-foreground">
          Check your connection and try again. If the problem continues, please contact support.
        </p>
        <Button onClick={onRetry}>
          <RefreshCw />
          Try again
        </Button>
      </div>
    </div>
  );
}

/**
 * On each client-side navigation: scroll to the top and move focus to the new page's heading,
 * as a full page load would.
 */
function useNavigationReset(): void {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  useFocusHeadingOnNavigate(location);
}

/**
 * The app's routes (SPEC §2.1), chosen by who is signed in: nothing renders until the
 * current user is known, so no page flashes for the wrong audience.
 */
export function AppRouter() {
  const { user, isLoading, error, refetch } = useCurrentUser();
  useNavigationReset();
  // A `?ref=` code on any page is kept, and applied once signed in with a role (SPEC §4).
  useCaptureReferralCode();
  useApplyStoredReferralCode(user?.role ? user.id : null);

  if (isLoading) return <FullPageLoader />;
  if (error && !user) return <SessionErrorScreen onRetry={() => void refetch()} />;
  if (!user) return <SignedOutRoutes />;
  if (!user.role) return <RolelessRoutes />;
  return <RoleRoutes user={user} role={user.role} />;
}
