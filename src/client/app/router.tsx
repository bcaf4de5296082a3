/*
 * The client router (SPEC §2.1), built from the one route registry (route-registry.tsx) and the
 * shared access tables (#shared/navigation/role-routes.ts): signed out, SIGNED_OUT_ROUTES render
 * and any other known pattern shows the sign-in page, which returns to it afterwards; signed in
 * without a role, only role selection; with a role, SIGNED_IN_ROUTES and its ROLE_ROUTES.
 * Anything else is SPEC's 404 page. To add a page: add its pattern to the shared tables and its
 * title and page to SIGNED_OUT_APP_ROUTES (open signed out) or SIGNED_IN_APP_ROUTES.
 */
import { RefreshCw } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { SIGN_IN_REQUIRED_ROUTES, SIGNED_OUT_ROUTES } from '#shared/navigation/role-routes.ts';
import { buttonVariants } from '#client/components/ui/variants.ts';
import { FullPageLoader } from '#client/app/full-page-loader.tsx';
import { lazyPage } from '#client/lib/lazy-page.ts';
import { PublicLayout } from '#client/app/public-layout.tsx';
import { SIGNED_OUT_APP_ROUTES } from '#client/app/route-registry.tsx';
import { NotFoundView, registryRoutes } from '#client/app/route-view.tsx';
import { useSession, useSessionStore } from '#client/lib/session.ts';
import { useCaptureReferralCode } from '#client/features/referrals/hooks/use-capture-referral-code.ts';
import { useFocusHeadingOnNavigate } from '#client/lib/focus-heading.ts';

// Signed in, the app shell, sidebar and realtime channel load as a chunk of their own, so
// visitors never download them (ADR 0034).
const SignedInRoutes = lazyPage(() => import('#client/app/signed-in-routes.tsx'), 'SignedInRoutes');

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
        {registryRoutes(SIGNED_OUT_APP_ROUTES, SIGNED_OUT_ROUTES, null)}
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

/** The current-user request failed for a reason other than being signed out. */
function SessionErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-svh items-center justify-center p-6">
      <div role="alert" className="flex max-w-sm flex-col items-center gap-4 text-center">
        <h1 className="text-xl font-semibold">We couldn't reach CareAbroad</h1>
        <p className="text-sm text-muted-foreground">
          Check your connection and try again. If the problem continues, please contact support.
        </p>
        <button type="button" data-slot="button" className={buttonVariants()} onClick={onRetry}>
          <RefreshCw />
          Try again
        </button>
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
  const session = useSessionStore();
  const { user, isLoading, error, refetch } = useSession();
  useEffect(() => session.load(), [session]);
  useNavigationReset();
  // A `?ref=` code on any page is kept, and applied once signed in with a role (SPEC §4,
  // signed-in-routes.tsx).
  useCaptureReferralCode();

  if (isLoading) return <FullPageLoader />;
  if (error && !user) return <SessionErrorScreen onRetry={refetch} />;
  if (!user) return <SignedOutRoutes />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <SignedInRoutes user={user} />
    </Suspense>
  );
}
