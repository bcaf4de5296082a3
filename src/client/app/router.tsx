/*
 * Client route table (SPEC §2.1). Where pages live:
 * - src/client/features/<feature>/pages/<name>-page.tsx — one component per screen, named
 *   export `<Name>Page`; params come in as props (`{ id }`), never read from the URL inside.
 * - src/client/app/ — the shell (layouts, sidebar, top bar, profile menu), this router and the
 *   app-wide pages: not-found-page.tsx and feature-unavailable-page.tsx.
 * - Which role may open which path comes only from ROLE_ROUTES in
 *   #shared/navigation/role-routes.ts; hrefs come from #shared/navigation/paths.ts.
 * To add a page: build it in its feature folder, then map its pattern in ROLE_ROUTE_PAGES
 * (role-gated) or in the public/shared routes below, replacing FeatureUnavailablePage.
 */
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import {
  matchRoute,
  Redirect,
  Route,
  Switch,
  useLocation,
  useRoute,
  useRouter,
  useSearch,
} from 'wouter';
import type { CurrentUser, Role } from '#shared/auth/auth.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import { PUBLIC_ROUTES, ROLE_ROUTES } from '#shared/navigation/role-routes.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { AppLayout } from '#client/app/app-layout.tsx';
import { FeatureUnavailablePage } from '#client/app/feature-unavailable-page.tsx';
import { FullPageLoader } from '#client/app/full-page-loader.tsx';
import { NotFoundPage } from '#client/app/not-found-page.tsx';
import { OnboardingLayout, PublicLayout, PublicPageContainer } from '#client/app/public-layout.tsx';
import { useCurrentUser } from '#client/features/auth/api/use-current-user.ts';
import { LoginPage } from '#client/features/auth/pages/login-page.tsx';
import { RoleSelectionPage } from '#client/features/auth/pages/role-selection-page.tsx';
import { LandingPage } from '#client/features/marketing/pages/landing-page.tsx';
import { useRealtimeMessages } from '#client/features/messages/hooks/use-realtime-messages.ts';
import { useApplyStoredReferralCode } from '#client/features/referrals/hooks/use-apply-stored-referral-code.ts';
import { useCaptureReferralCode } from '#client/features/referrals/hooks/use-capture-referral-code.ts';
import { pathnameOf, readReturnPath, withReturnPath } from '#client/lib/return-path.ts';

type RouteParams = Record<string, string | undefined>;

// Signed-in pages load on demand, so visitors download only the landing and sign-in code.
const AdminDashboardPage = lazy(() =>
  import('#client/features/dashboards/pages/admin-dashboard-page.tsx').then((m) => ({
    default: m.AdminDashboardPage,
  })),
);
const PatientDashboardPage = lazy(() =>
  import('#client/features/dashboards/pages/patient-dashboard-page.tsx').then((m) => ({
    default: m.PatientDashboardPage,
  })),
);
const HospitalDashboardPage = lazy(() =>
  import('#client/features/dashboards/pages/hospital-dashboard-page.tsx').then((m) => ({
    default: m.HospitalDashboardPage,
  })),
);
const CreateRequestPage = lazy(() =>
  import('#client/features/treatment-requests/pages/create-request-page.tsx').then((m) => ({
    default: m.CreateRequestPage,
  })),
);
const MyRequestsPage = lazy(() =>
  import('#client/features/treatment-requests/pages/my-requests-page.tsx').then((m) => ({
    default: m.MyRequestsPage,
  })),
);
const RequestDetailPage = lazy(() =>
  import('#client/features/treatment-requests/pages/request-detail-page.tsx').then((m) => ({
    default: m.RequestDetailPage,
  })),
);
const BrowseRequestsPage = lazy(() =>
  import('#client/features/treatment-requests/pages/browse-requests-page.tsx').then((m) => ({
    default: m.BrowseRequestsPage,
  })),
);
const SubmitBidPage = lazy(() =>
  import('#client/features/bids/pages/submit-bid-page.tsx').then((m) => ({
    default: m.SubmitBidPage,
  })),
);
const MyBidsPage = lazy(() =>
  import('#client/features/bids/pages/my-bids-page.tsx').then((m) => ({ default: m.MyBidsPage })),
);
const MessagesPage = lazy(() =>
  import('#client/features/messages/pages/messages-page.tsx').then((m) => ({
    default: m.MessagesPage,
  })),
);
// The symptom checker is public (SPEC §2.1), so signed-out visitors load it on demand too.
const SymptomCheckerPage = lazy(() =>
  import('#client/features/symptom-checker/pages/symptom-checker-page.tsx').then((m) => ({
    default: m.SymptomCheckerPage,
  })),
);
const SymptomResultsPage = lazy(() =>
  import('#client/features/symptom-checker/pages/symptom-results-page.tsx').then((m) => ({
    default: m.SymptomResultsPage,
  })),
);
const ReviewsPage = lazy(() =>
  import('#client/features/reviews/pages/reviews-page.tsx').then((m) => ({
    default: m.ReviewsPage,
  })),
);
const ReferralsPage = lazy(() =>
  import('#client/features/referrals/pages/referrals-page.tsx').then((m) => ({
    default: m.ReferralsPage,
  })),
);
const PaymentPage = lazy(() =>
  import('#client/features/payments/pages/payment-page.tsx').then((m) => ({
    default: m.PaymentPage,
  })),
);
const AdminToolsPage = lazy(() =>
  import('#client/features/admin/pages/admin-tools-page.tsx').then((m) => ({
    default: m.AdminToolsPage,
  })),
);
const HospitalProfilePage = lazy(() =>
  import('#client/features/users/pages/hospital-profile-page.tsx').then((m) => ({
    default: m.HospitalProfilePage,
  })),
);
// Help pages (SPEC §2.9), open to everyone: contact, FAQ and grievances.
const ContactPage = lazy(() =>
  import('#client/features/support/pages/contact-page.tsx').then((m) => ({
    default: m.ContactPage,
  })),
);
const FaqPage = lazy(() =>
  import('#client/features/support/pages/faq-page.tsx').then((m) => ({ default: m.FaqPage })),
);
const GrievanceInfoPage = lazy(() =>
  import('#client/features/support/pages/grievance-info-page.tsx').then((m) => ({
    default: m.GrievanceInfoPage,
  })),
);
const GrievancePage = lazy(() =>
  import('#client/features/support/pages/grievance-page.tsx').then((m) => ({
    default: m.GrievancePage,
  })),
);
const GrievanceStatusPage = lazy(() =>
  import('#client/features/support/pages/grievance-status-page.tsx').then((m) => ({
    default: m.GrievanceStatusPage,
  })),
);

// Account pages (issue #12): settings for every role; the pages reached from e-mailed links.
const SettingsPage = lazy(() =>
  import('#client/features/account/pages/settings-page.tsx').then((m) => ({
    default: m.SettingsPage,
  })),
);
const ForgotPasswordPage = lazy(() =>
  import('#client/features/account/pages/forgot-password-page.tsx').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('#client/features/account/pages/reset-password-page.tsx').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const ConfirmEmailPage = lazy(() =>
  import('#client/features/account/pages/confirm-email-page.tsx').then((m) => ({
    default: m.ConfirmEmailPage,
  })),
);

/** Account pages opened from the sign-in page or an e-mail, signed in or not. */
const ACCOUNT_LINK_PAGES: ReadonlyArray<readonly [string, () => ReactNode]> = [
  [paths.forgotPassword, () => <ForgotPasswordPage />],
  [paths.resetPassword, () => <ResetPasswordPage />],
  [paths.confirmEmail, () => <ConfirmEmailPage />],
];

/** The help pages' paths and pages (SPEC §2.1: every audience may open them). */
const SUPPORT_PAGES: ReadonlyArray<readonly [string, () => ReactNode]> = [
  [paths.contact, () => <ContactPage />],
  [paths.faq, () => <FaqPage />],
  [paths.grievanceInfo, () => <GrievanceInfoPage />],
  [paths.grievance, () => <GrievancePage />],
  [paths.grievanceStatus, () => <GrievanceStatusPage />],
];

/** Shown inside the shell while a page's code loads. */
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

/** Messages with the optional `?hospitalId=` of a patient's chosen hospital (SPEC §4 Chat). */
function MessagesRoute({ requestId }: { requestId: string | undefined }) {
  const hospitalId = new URLSearchParams(useSearch()).get('hospitalId') ?? undefined;
  return <MessagesPage requestId={requestId || undefined} hospitalId={hospitalId || undefined} />;
}

/** Symptom results of `?sessionId=` (SPEC §4 Symptom wizard); empty when it is missing. */
function SymptomResultsRoute({ isSignedIn }: { isSignedIn: boolean }) {
  const sessionId = new URLSearchParams(useSearch()).get('sessionId') ?? '';
  return <SymptomResultsPage sessionId={sessionId} isSignedIn={isSignedIn} />;
}

/** The payment page; `?redirect_status=` marks a return from Stripe's redirect (ADR 0014). */
function PaymentRoute({ bidId }: { bidId: string }) {
  const returned = new URLSearchParams(useSearch()).has('redirect_status');
  return <PaymentPage bidId={bidId} returnedFromStripe={returned} />;
}

/** Stand-in for a route whose feature is not built yet (signed-in variant). */
const unavailable = () => <FeatureUnavailablePage isSignedIn />;

/**
 * Page for each role-gated pattern of ROLE_ROUTES. ROLE_ROUTES decides who may open a
 * pattern; this table only decides what renders. A pattern added to ROLE_ROUTES without an
 * entry here renders not-found (fails closed) until its page is mapped.
 */
const ROLE_ROUTE_PAGES = {
  '/admin/tools': () => <AdminToolsPage />,
  '/create-request': () => <CreateRequestPage />,
  '/my-requests': () => <MyRequestsPage />,
  '/requests/:id': (params: RouteParams) => <RequestDetailPage id={params.id ?? ''} />,
  '/pay/:bidId': (params: RouteParams) => <PaymentRoute bidId={params.bidId ?? ''} />,
  '/messages/:requestId?': (params: RouteParams) => <MessagesRoute requestId={params.requestId} />,
  '/symptom-checker': () => <SymptomCheckerPage />,
  '/symptom-checker/results': () => <SymptomResultsRoute isSignedIn />,
  '/referrals': () => <ReferralsPage />,
  '/browse-requests': () => <BrowseRequestsPage />,
  '/submit-bid/:id': (params: RouteParams) => <SubmitBidPage id={params.id ?? ''} />,
  '/my-bids': () => <MyBidsPage />,
  '/settings': () => <CurrentUserSettings />,
} satisfies Record<string, (params: RouteParams) => ReactNode>;

/** The settings page of the signed-in user. */
function CurrentUserSettings() {
  const { user } = useCurrentUser();
  return user ? <SettingsPage user={user} /> : null;
}

function pageForPattern(pattern: string): (params: RouteParams) => ReactNode {
  return (
    (ROLE_ROUTE_PAGES as Record<string, (params: RouteParams) => ReactNode>)[pattern] ??
    (() => <NotFoundPage />)
  );
}

/** Patterns a role may open: its ROLE_ROUTES, the shared pages and the landing page. */
function routePatternsFor(role: Role): readonly string[] {
  return [...ROLE_ROUTES[role], ...PUBLIC_ROUTES, paths.home, '/hospital/:id'];
}

/**
 * Each role's `/`. With `/?next=` (set by the sign-in and role-selection flow) it goes on to
 * that page when the role may open it, else to the plain dashboard.
 */
function RootRoute({ role }: { role: Role }) {
  const { parser } = useRouter();
  const next = readReturnPath(useSearch());
  if (next) {
    const pathname = pathnameOf(next);
    const isOpen = routePatternsFor(role).some(
      (pattern) => matchRoute(parser, pattern, pathname)[0],
    );
    return <Redirect to={isOpen ? next : paths.root} replace />;
  }
  return <DashboardPage role={role} />;
}

/** `/login` once signed in: on to `/`, keeping `?next=` so RootRoute can continue there. */
function SignedInLoginRoute() {
  return <Redirect to={withReturnPath(paths.root, readReturnPath(useSearch()))} replace />;
}

/** Each role's `/` (SPEC §2.1). */
function DashboardPage({ role }: { role: Role }) {
  switch (role) {
    case 'admin':
      return <AdminDashboardPage />;
    case 'patient':
      return <PatientDashboardPage />;
    case 'hospital':
      return <HospitalDashboardPage />;
  }
}

/** The landing page, storing a `?ref=` code first (SPEC §2.4). */
function LandingRoute() {
  useCaptureReferralCode();
  return <LandingPage />;
}

/** Signed out (SPEC §2.1): landing, sign-in and the public pages; anything else is 404. */
function SignedOutRoutes() {
  return (
    <PublicLayout>
      <Switch>
        <Route path={paths.root}>
          <LandingRoute />
        </Route>
        <Route path={paths.login}>
          <LoginPage />
        </Route>
        {ACCOUNT_LINK_PAGES.map(([path, render]) => (
          <Route key={path} path={path}>
            <Suspense fallback={<PageSkeleton />}>{render()}</Suspense>
          </Route>
        ))}
        <Route path={paths.reviews}>
          <PublicPageContainer>
            <Suspense fallback={<PageSkeleton />}>
              <ReviewsPage />
            </Suspense>
          </PublicPageContainer>
        </Route>
        {SUPPORT_PAGES.map(([path, render]) => (
          <Route key={path} path={path}>
            <PublicPageContainer>
              <Suspense fallback={<PageSkeleton />}>{render()}</Suspense>
            </PublicPageContainer>
          </Route>
        ))}
        {PUBLIC_ROUTES.map((path) => (
          <Route key={path} path={path}>
            <FeatureUnavailablePage isSignedIn={false} />
          </Route>
        ))}
        <Route path={paths.symptomChecker}>
          <PublicPageContainer>
            <Suspense fallback={<PageSkeleton />}>
              <SymptomCheckerPage />
            </Suspense>
          </PublicPageContainer>
        </Route>
        <Route path={paths.symptomCheckerResults}>
          <PublicPageContainer>
            <Suspense fallback={<PageSkeleton />}>
              <SymptomResultsRoute isSignedIn={false} />
            </Suspense>
          </PublicPageContainer>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </PublicLayout>
  );
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
          <RoleSelectionPage />
        </Route>
        <Route path={paths.login}>
          <SignedInLoginRoute />
        </Route>
        {ACCOUNT_LINK_PAGES.map(([path, render]) => (
          <Route key={path} path={path}>
            <Suspense fallback={<PageSkeleton />}>{render()}</Suspense>
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </OnboardingLayout>
  );
}

/**
 * Signed in with a role (SPEC §2.1): dashboard, landing, shared pages and the role's routes.
 * Holds the tab's realtime channel (SPEC §7 `/ws`) while signed in.
 */
function RoleRoutes({ user, role }: { user: CurrentUser; role: Role }) {
  const [isHospitalProfile] = useRoute('/hospital/:id');
  useRealtimeMessages(user.id);
  return (
    <AppLayout user={user} role={role} hasSidebar={!isHospitalProfile}>
      <Suspense fallback={<PageSkeleton />}>
        <Switch>
          <Route path={paths.root}>
            <RootRoute role={role} />
          </Route>
          <Route path={paths.home}>
            <LandingRoute />
          </Route>
          <Route path={paths.login}>
            <SignedInLoginRoute />
          </Route>
          <Route path="/hospital/:id">{(params) => <HospitalProfilePage id={params.id} />}</Route>
          <Route path={paths.reviews}>
            <ReviewsPage />
          </Route>
          {SUPPORT_PAGES.map(([path, render]) => (
            <Route key={path} path={path}>
              {render()}
            </Route>
          ))}
          {ACCOUNT_LINK_PAGES.map(([path, render]) => (
            <Route key={path} path={path}>
              {render()}
            </Route>
          ))}
          {PUBLIC_ROUTES.map((path) => (
            <Route key={path} path={path}>
              {unavailable()}
            </Route>
          ))}
          {ROLE_ROUTES[role].map((pattern) => {
            const render = pageForPattern(pattern);
            return (
              <Route key={pattern} path={pattern}>
                {(params: RouteParams) => render(params)}
              </Route>
            );
          })}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
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

/** Scrolls to the top when the path changes, as a full page load would. */
function useScrollTopOnNavigate(): void {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
}

/**
 * The app's routes (SPEC §2.1), chosen by who is signed in: nothing renders until the
 * current user is known, so no page flashes for the wrong audience.
 */
export function AppRouter() {
  const { user, isLoading, error, refetch } = useCurrentUser();
  useScrollTopOnNavigate();
  // A `?ref=` code on any page is kept, and applied once signed in with a role (SPEC §4).
  useCaptureReferralCode();
  useApplyStoredReferralCode(user?.role ? user.id : null);

  if (isLoading) return <FullPageLoader />;
  if (error && !user) return <SessionErrorScreen onRetry={() => void refetch()} />;
  if (!user) return <SignedOutRoutes />;
  if (!user.role) return <RolelessRoutes />;
  return <RoleRoutes user={user} role={user.role} />;
}
