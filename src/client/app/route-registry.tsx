/*
 * The client's one route registry (SPEC §2.1): for every pattern of ROUTE_PATTERNS
 * (#shared/navigation/role-routes.ts) its document title and what it renders. Who may open a
 * pattern comes only from the shared tables (SIGNED_OUT_ROUTES, SIGNED_IN_ROUTES, ROLE_ROUTES);
 * the `Record<RoutePattern, …>` type makes a pattern added there without a page here a type
 * error. Pages live in src/client/features/<feature>/pages/ (or src/client/app/pages/ when they
 * compose several features) as named `<Name>Page` exports and get their params as props, never
 * reading the URL inside.
 */
import { Suspense, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import type { Role } from '#shared/auth/auth.schemas.ts';
import type { RoutePattern } from '#shared/navigation/role-routes.ts';
import { useSession } from '#client/lib/session.ts';
import { useCaptureReferralCode } from '#client/features/referrals/hooks/use-capture-referral-code.ts';
import { lazyPage } from '#client/lib/lazy-page.ts';

/** Wouter's params of a matched pattern (`:id` → `params.id`). */
export type RouteParams = Record<string, string | undefined>;

/** Who is looking: `null` when signed out, else the signed-in user's role. */
export type Audience = Role | null;

/** One page of the registry. */
export interface AppRoute {
  /** The page's name in the document title (`<title> · CareAbroad`), per audience. */
  title: string | ((audience: Audience) => string);
  /** The page for these params; `audience` is null when signed out. */
  render: (params: RouteParams, audience: Audience) => ReactNode;
  /**
   * True for pages that lay out their own full-width sections (landing, sign-in); the others
   * get the page container when signed out.
   */
  isFullWidth?: boolean;
  /**
   * True for pages that, signed out, fetch nothing and so render without the data cache
   * (ADR 0034: the landing page's weight); a lazy part of them that fetches brings its own.
   */
  isStatic?: boolean;
}

// Signed in only, where the signed-in routes have already loaded them (ADR 0034).
const RootRoute = lazyPage<{ role: Role }, 'RootRoute'>(
  () => import('#client/app/root-route.tsx'),
  'RootRoute',
);
const SignedInLoginRoute = lazyPage(
  () => import('#client/app/root-route.tsx'),
  'SignedInLoginRoute',
);
const LandingPage = lazyPage(
  () => import('#client/features/marketing/pages/landing-page.tsx'),
  'LandingPage',
);
const LoginPage = lazyPage(() => import('#client/features/auth/pages/login-page.tsx'), 'LoginPage');
const CreateRequestPage = lazyPage(
  () => import('#client/features/treatment-requests/pages/create-request-page.tsx'),
  'CreateRequestPage',
);
const MyRequestsPage = lazyPage(
  () => import('#client/features/treatment-requests/pages/my-requests-page.tsx'),
  'MyRequestsPage',
);
const RequestDetailPage = lazyPage(
  () => import('#client/app/pages/request-detail-page.tsx'),
  'RequestDetailPage',
);
const BrowseRequestsPage = lazyPage(
  () => import('#client/features/treatment-requests/pages/browse-requests-page.tsx'),
  'BrowseRequestsPage',
);
const SubmitBidPage = lazyPage(
  () => import('#client/app/pages/submit-bid-page.tsx'),
  'SubmitBidPage',
);
const MyBidsPage = lazyPage(
  () => import('#client/features/bids/pages/my-bids-page.tsx'),
  'MyBidsPage',
);
const MessagesPage = lazyPage(
  () => import('#client/features/messages/pages/messages-page.tsx'),
  'MessagesPage',
);
const SymptomCheckerPage = lazyPage(
  () => import('#client/features/symptom-checker/pages/symptom-checker-page.tsx'),
  'SymptomCheckerPage',
);
const SymptomResultsPage = lazyPage(
  () => import('#client/features/symptom-checker/pages/symptom-results-page.tsx'),
  'SymptomResultsPage',
);
const ReviewsPage = lazyPage(
  () => import('#client/features/reviews/pages/reviews-page.tsx'),
  'ReviewsPage',
);
const ReferralsPage = lazyPage(
  () => import('#client/features/referrals/pages/referrals-page.tsx'),
  'ReferralsPage',
);
const RecordsPage = lazyPage(
  () => import('#client/features/records/pages/records-page.tsx'),
  'RecordsPage',
);
const PaymentPage = lazyPage(
  () => import('#client/features/payments/pages/payment-page.tsx'),
  'PaymentPage',
);
const AdminToolsPage = lazyPage(
  () => import('#client/features/admin/pages/admin-tools-page.tsx'),
  'AdminToolsPage',
);
const ExchangeRatesAdminPage = lazyPage(
  () => import('#client/features/exchange-rates/pages/exchange-rates-admin-page.tsx'),
  'ExchangeRatesAdminPage',
);
const HospitalProfileRoute = lazyPage(
  () => import('#client/app/pages/hospital-profile-route.tsx'),
  'HospitalProfileRoute',
);
const ContactPage = lazyPage(
  () => import('#client/features/support/pages/contact-page.tsx'),
  'ContactPage',
);
const FaqPage = lazyPage(() => import('#client/features/support/pages/faq-page.tsx'), 'FaqPage');
const GrievanceInfoPage = lazyPage(
  () => import('#client/features/support/pages/grievance-info-page.tsx'),
  'GrievanceInfoPage',
);
const GrievancePage = lazyPage(
  () => import('#client/features/support/pages/grievance-page.tsx'),
  'GrievancePage',
);
const GrievanceStatusPage = lazyPage(
  () => import('#client/features/support/pages/grievance-status-page.tsx'),
  'GrievanceStatusPage',
);

const HospitalProfileEditorPage = lazyPage(
  () => import('#client/app/pages/hospital-profile-routes.tsx'),
  'HospitalProfileEditorPage',
);
const VerificationQueueRoute = lazyPage(
  () => import('#client/app/pages/hospital-profile-routes.tsx'),
  'VerificationQueueRoute',
);
const NotificationsPage = lazyPage(
  () => import('#client/features/notifications/pages/notifications-page.tsx'),
  'NotificationsPage',
);
const SettingsPage = lazyPage(
  () => import('#client/app/pages/settings-page.tsx'),
  'SettingsWithCurrencyPage',
);
const ForgotPasswordPage = lazyPage(
  () => import('#client/features/auth/account/pages/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('#client/features/auth/account/pages/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const ConfirmEmailPage = lazyPage(
  () => import('#client/features/auth/account/pages/confirm-email-page.tsx'),
  'ConfirmEmailPage',
);

/** Profile and settings of the signed-in user (issue #12). */
function SettingsRoute() {
  // The session follows the data cache's current user, so a saved profile shows here too.
  const { user } = useSession();
  return user ? <SettingsPage user={user} /> : null;
}

/** A `?name=` query value of the current URL, or undefined when absent or empty. */
function useQueryParam(name: string): string | undefined {
  return new URLSearchParams(useSearch()).get(name) || undefined;
}

/** Messages with the optional `?hospitalId=` of a patient's chosen hospital (SPEC §4 Chat). */
function MessagesRoute({ requestId }: { requestId: string | undefined }) {
  return (
    <MessagesPage requestId={requestId || undefined} hospitalId={useQueryParam('hospitalId')} />
  );
}

/** Symptom results of `?sessionId=` (SPEC §4 Symptom wizard); empty when it is missing. */
function SymptomResultsRoute({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <SymptomResultsPage sessionId={useQueryParam('sessionId') ?? ''} isSignedIn={isSignedIn} />
  );
}

/** The payment page; `?redirect_status=` marks a return from Stripe's redirect (ADR 0014). */
function PaymentRoute({ bidId }: { bidId: string }) {
  const returned = new URLSearchParams(useSearch()).has('redirect_status');
  return <PaymentPage bidId={bidId} returnedFromStripe={returned} />;
}

// Below the fold, and its list brings the schema library: a chunk of its own (ADR 0034).
const TestimonialsSection = lazyPage(
  () => import('#client/app/testimonials-section.tsx'),
  'TestimonialsSection',
);

/** The landing page, storing a `?ref=` code first (SPEC §2.4). */
function LandingRoute() {
  useCaptureReferralCode();
  return (
    <LandingPage
      testimonials={
        <Suspense fallback={null}>
          <TestimonialsSection />
        </Suspense>
      }
    />
  );
}

/** Each role's `/` title (SPEC §2.2's sidebar labels). */
function rootTitle(audience: Audience): string {
  switch (audience) {
    case null:
      return 'Medical treatment abroad';
    case 'admin':
      return 'Admin Dashboard';
    case 'patient':
    case 'hospital':
      return 'Dashboard';
  }
}

/** Every route pattern's title and page (SPEC §2). */
export const APP_ROUTES: Record<RoutePattern, AppRoute> = {
  '/': {
    title: rootTitle,
    render: (_params, audience) => (audience ? <RootRoute role={audience} /> : <LandingRoute />),
    isFullWidth: true,
    isStatic: true,
  },
  '/home': { title: 'Home', render: () => <LandingRoute /> },
  '/login': {
    title: 'Sign in',
    render: (_params, audience) => (audience ? <SignedInLoginRoute /> : <LoginPage />),
    isFullWidth: true,
  },
  '/contact': { title: 'Contact Support', render: () => <ContactPage /> },
  '/faq': { title: 'FAQ', render: () => <FaqPage />, isStatic: true },
  '/grievance-info': {
    title: 'How grievances work',
    render: () => <GrievanceInfoPage />,
    isStatic: true,
  },
  '/grievance': { title: 'File a Grievance', render: () => <GrievancePage /> },
  '/grievance-status': { title: 'Grievance Status', render: () => <GrievanceStatusPage /> },
  '/reviews': { title: 'Reviews', render: () => <ReviewsPage /> },
  '/symptom-checker': { title: 'Symptom Checker', render: () => <SymptomCheckerPage /> },
  '/symptom-checker/results': {
    title: 'Symptom analysis',
    render: (_params, audience) => <SymptomResultsRoute isSignedIn={audience !== null} />,
  },
  '/hospital/:id': {
    title: 'Hospital profile',
    render: (params) => <HospitalProfileRoute id={params.id ?? ''} />,
  },
  '/admin/tools': { title: 'Admin Tools', render: () => <AdminToolsPage /> },
  '/admin/exchange-rates': { title: 'Exchange rates', render: () => <ExchangeRatesAdminPage /> },
  '/admin/hospital-verification': {
    title: 'Hospital verification',
    render: () => <VerificationQueueRoute />,
  },
  '/hospital-profile': { title: 'Hospital profile', render: () => <HospitalProfileEditorPage /> },
  '/create-request': { title: 'Create Treatment Request', render: () => <CreateRequestPage /> },
  '/my-requests': { title: 'My Treatment Requests', render: () => <MyRequestsPage /> },
  '/requests/:id': {
    title: 'Treatment request',
    render: (params) => <RequestDetailPage id={params.id ?? ''} />,
  },
  '/pay/:bidId': {
    title: 'Payment',
    render: (params) => <PaymentRoute bidId={params.bidId ?? ''} />,
  },
  '/messages/:requestId?': {
    title: 'Messages',
    render: (params) => <MessagesRoute requestId={params.requestId} />,
  },
  '/referrals': { title: 'Referrals', render: () => <ReferralsPage /> },
  '/records': { title: 'Medical Records', render: () => <RecordsPage /> },
  '/browse-requests': { title: 'Browse Treatment Requests', render: () => <BrowseRequestsPage /> },
  '/submit-bid/:id': {
    title: 'Submit Bid',
    render: (params) => <SubmitBidPage id={params.id ?? ''} />,
  },
  '/my-bids': { title: 'My Bids', render: () => <MyBidsPage /> },
  '/settings': { title: 'Profile & settings', render: () => <SettingsRoute /> },
  '/notifications': { title: 'Notifications', render: () => <NotificationsPage /> },
  '/forgot-password': {
    title: 'Forgot your password?',
    render: () => <ForgotPasswordPage />,
    isFullWidth: true,
  },
  '/reset-password': {
    title: 'Set a new password',
    render: () => <ResetPasswordPage />,
    isFullWidth: true,
  },
  '/confirm-email': {
    title: 'Confirm your new e-mail address',
    render: () => <ConfirmEmailPage />,
    isFullWidth: true,
  },
};

/** The title of `route` for `audience`. */
export function routeTitle(route: AppRoute, audience: Audience): string {
  return typeof route.title === 'string' ? route.title : route.title(audience);
}
