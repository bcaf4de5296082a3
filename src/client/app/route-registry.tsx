/*
 * The client's route registry (SPEC §2.1), in two parts: here the patterns a signed-out visitor
 * may open, in the entry; in signed-in-route-registry.tsx every pattern of ROUTE_PATTERNS
 * (#shared/navigation/role-routes.ts), loaded with the signed-in routes. Each gives a pattern's
 * document title and what it renders. Who may open a pattern comes only from the shared tables
 * (SIGNED_OUT_ROUTES, SIGNED_IN_ROUTES, ROLE_ROUTES); the `Record<…>` types make a pattern added
 * there without a page here a type error. Pages live in src/client/features/<feature>/pages/ (or src/client/app/pages/ when they
 * compose several features) as named `<Name>Page` exports and get their params as props, never
 * reading the URL inside.
 */
import { Suspense, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import type { Role } from '#shared/auth/auth.schemas.ts';
import type { SIGNED_OUT_ROUTES } from '#shared/navigation/role-routes.ts';
import { useCaptureReferralCode } from '#client/features/referrals/hooks/use-capture-referral-code.ts';
import { msg } from '#client/i18n/msg.ts';
import { lazyPage } from '#client/lib/lazy-page.ts';
import type { CataloguePageKind } from '#shared/catalogue/catalogue-rendering.ts';

/** Wouter's params of a matched pattern (`:id` → `params.id`). */
export type RouteParams = Record<string, string | undefined>;

/** Who is looking: `null` when signed out, else the signed-in user's role. */
export type Audience = Role | null;

/** One page of the registry. */
export interface AppRoute {
  /**
   * The page's name in the document title (`<title> · CareAbroad`), per audience: an English
   * message marked with `msg`, shown in the active language.
   */
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
const CatalogueRoute = lazyPage(
  () => import('#client/app/pages/catalogue-route.tsx'),
  'CatalogueRoute',
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

/** A `?name=` query value of the current URL, or undefined when absent or empty. */
export function useQueryParam(name: string): string | undefined {
  return new URLSearchParams(useSearch()).get(name) || undefined;
}

/** Symptom results of `?sessionId=` (SPEC §4 Symptom wizard); empty when it is missing. */
function SymptomResultsRoute({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <SymptomResultsPage sessionId={useQueryParam('sessionId') ?? ''} isSignedIn={isSignedIn} />
  );
}

/** The render of a public catalogue page (issue #17). */
function catalogueRoute(kind: CataloguePageKind): AppRoute['render'] {
  return (params, audience) => (
    <CatalogueRoute kind={kind} slug={params.slug ?? ''} audience={audience} />
  );
}

// Below the fold, and its list brings the schema library: a chunk of its own (ADR 0034).
const TestimonialsSection = lazyPage(
  () => import('#client/app/landing-fetched-sections.tsx'),
  'TestimonialsSection',
);

// Below the fold, fetching through the data cache: a chunk of its own (ADR 0034).
const FeaturedHospitalsList = lazyPage(
  () => import('#client/app/landing-fetched-sections.tsx'),
  'FeaturedHospitalsList',
);

/** The landing page, storing a `?ref=` code first (SPEC §2.4). */
export function LandingRoute() {
  useCaptureReferralCode();
  return (
    <LandingPage
      featuredHospitals={
        <Suspense fallback={null}>
          <FeaturedHospitalsList />
        </Suspense>
      }
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
      return msg('Medical treatment abroad');
    case 'admin':
      return msg('Admin Dashboard');
    case 'patient':
    case 'hospital':
      return msg('Dashboard');
  }
}

/** One of SIGNED_OUT_ROUTES: the patterns a signed-out visitor may open. */
export type SignedOutPattern = (typeof SIGNED_OUT_ROUTES)[number];

/**
 * The title and page of every pattern a visitor may open signed out (SPEC §2), in the app's
 * entry. The signed-in-only pages are in signed-in-route-registry.tsx, which loads with the
 * signed-in routes, so the landing page's entry does not carry their lazy imports (ADR 0034).
 */
export const SIGNED_OUT_APP_ROUTES: Record<SignedOutPattern, AppRoute> = {
  '/': {
    title: rootTitle,
    render: (_params, audience) => (audience ? <RootRoute role={audience} /> : <LandingRoute />),
    isFullWidth: true,
    isStatic: true,
  },
  '/login': {
    title: msg('Sign in'),
    render: (_params, audience) => (audience ? <SignedInLoginRoute /> : <LoginPage />),
    isFullWidth: true,
  },
  '/contact': { title: msg('Contact Support'), render: () => <ContactPage /> },
  '/faq': { title: msg('FAQ'), render: () => <FaqPage />, isStatic: true },
  '/grievance-info': {
    title: msg('How grievances work'),
    render: () => <GrievanceInfoPage />,
    isStatic: true,
  },
  '/grievance': { title: msg('File a Grievance'), render: () => <GrievancePage /> },
  '/grievance-status': { title: msg('Grievance Status'), render: () => <GrievanceStatusPage /> },
  '/reviews': { title: msg('Reviews'), render: () => <ReviewsPage /> },
  '/symptom-checker': { title: msg('Symptom Checker'), render: () => <SymptomCheckerPage /> },
  '/symptom-checker/results': {
    title: msg('Symptom analysis'),
    render: (_params, audience) => <SymptomResultsRoute isSignedIn={audience !== null} />,
  },
  '/treatments/:slug': { title: msg('Treatment'), render: catalogueRoute('treatment') },
  '/hospitals': { title: msg('Verified hospitals'), render: catalogueRoute('hospitals') },
  '/hospitals/:slug': { title: msg('Hospital'), render: catalogueRoute('hospital') },
  '/forgot-password': {
    title: msg('Forgot your password?'),
    render: () => <ForgotPasswordPage />,
    isFullWidth: true,
  },
  '/reset-password': {
    title: msg('Set a new password'),
    render: () => <ResetPasswordPage />,
    isFullWidth: true,
  },
  '/confirm-email': {
    title: msg('Confirm your new e-mail address'),
    render: () => <ConfirmEmailPage />,
    isFullWidth: true,
  },
};

/** The title of `route` for `audience`. */
export function routeTitle(route: AppRoute, audience: Audience): string {
  return typeof route.title === 'string' ? route.title : route.title(audience);
}
