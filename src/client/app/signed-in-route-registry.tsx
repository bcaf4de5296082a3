/*
 * The signed-in part of the route registry (route-registry.tsx): every pattern of ROUTE_PATTERNS
 * with its title and page, the signed-out ones included. A chunk of its own with the signed-in
 * routes, so the landing page's entry does not carry these pages' lazy imports (ADR 0034).
 */
import { useSearch } from 'wouter';
import type { RoutePattern } from '#shared/navigation/role-routes.ts';
import {
  LandingRoute,
  SIGNED_OUT_APP_ROUTES,
  useQueryParam,
  type AppRoute,
} from '#client/app/route-registry.tsx';
import { msg } from '#client/i18n/msg.ts';
import { lazyPage } from '#client/lib/lazy-page.ts';
import { useSession } from '#client/lib/session.ts';

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

/** Profile and settings of the signed-in user (issue #12). */
function SettingsRoute() {
  // The session follows the data cache's current user, so a saved profile shows here too.
  const { user } = useSession();
  return user ? <SettingsPage user={user} /> : null;
}

/** Messages with the optional `?hospitalId=` of a patient's chosen hospital (SPEC §4 Chat). */
function MessagesRoute({ requestId }: { requestId: string | undefined }) {
  return (
    <MessagesPage requestId={requestId || undefined} hospitalId={useQueryParam('hospitalId')} />
  );
}

/** The payment page; `?redirect_status=` marks a return from Stripe's redirect (ADR 0014). */
function PaymentRoute({ bidId }: { bidId: string }) {
  const returned = new URLSearchParams(useSearch()).has('redirect_status');
  return <PaymentPage bidId={bidId} returnedFromStripe={returned} />;
}

/** Every route pattern's title and page (SPEC §2), for a signed-in user. */
export const SIGNED_IN_APP_ROUTES: Record<RoutePattern, AppRoute> = {
  ...SIGNED_OUT_APP_ROUTES,
  '/home': { title: msg('Home'), render: () => <LandingRoute /> },
  '/hospital/:id': {
    title: msg('Hospital profile'),
    render: (params) => <HospitalProfileRoute id={params.id ?? ''} />,
  },
  '/admin/tools': { title: msg('Admin Tools'), render: () => <AdminToolsPage /> },
  '/admin/exchange-rates': {
    title: msg('Exchange rates'),
    render: () => <ExchangeRatesAdminPage />,
  },
  '/admin/hospital-verification': {
    title: msg('Hospital verification'),
    render: () => <VerificationQueueRoute />,
  },
  '/hospital-profile': {
    title: msg('Hospital profile'),
    render: () => <HospitalProfileEditorPage />,
  },
  '/create-request': {
    title: msg('Create Treatment Request'),
    render: () => <CreateRequestPage />,
  },
  '/my-requests': { title: msg('My Treatment Requests'), render: () => <MyRequestsPage /> },
  '/requests/:id': {
    title: msg('Treatment request'),
    render: (params) => <RequestDetailPage id={params.id ?? ''} />,
  },
  '/pay/:bidId': {
    title: msg('Payment'),
    render: (params) => <PaymentRoute bidId={params.bidId ?? ''} />,
  },
  '/messages/:requestId?': {
    title: msg('Messages'),
    render: (params) => <MessagesRoute requestId={params.requestId} />,
  },
  '/referrals': { title: msg('Referrals'), render: () => <ReferralsPage /> },
  '/records': { title: msg('Medical Records'), render: () => <RecordsPage /> },
  '/browse-requests': {
    title: msg('Browse Treatment Requests'),
    render: () => <BrowseRequestsPage />,
  },
  '/submit-bid/:id': {
    title: msg('Submit Bid'),
    render: (params) => <SubmitBidPage id={params.id ?? ''} />,
  },
  '/my-bids': { title: msg('My Bids'), render: () => <MyBidsPage /> },
  '/settings': { title: msg('Profile & settings'), render: () => <SettingsRoute /> },
  '/notifications': { title: msg('Notifications'), render: () => <NotificationsPage /> },
};
