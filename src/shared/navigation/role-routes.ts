import type { Role } from '../auth/auth.schemas.ts';
import { paths } from './paths.ts';

/** A navigation entry: where it goes and what it reads. `icon` names a lucide icon. */
export interface NavLink {
  href: string;
  label: string;
  icon: string;
  highlighted?: boolean;
}

/**
 * Every client route pattern (SPEC §2.1), in wouter syntax (`:id` a segment, `?` optional). The
 * client router renders exactly these; anything else is the 404 page.
 */
export const ROUTE_PATTERNS = [
  '/',
  '/home',
  '/login',
  '/contact',
  '/faq',
  '/grievance-info',
  '/grievance',
  '/grievance-status',
  '/reviews',
  '/symptom-checker',
  '/symptom-checker/results',
  '/hospital/:id',
  '/admin/tools',
  '/admin/exchange-rates',
  '/admin/hospital-verification',
  '/hospital-profile',
  '/create-request',
  '/my-requests',
  '/requests/:id',
  '/pay/:bidId',
  '/messages/:requestId?',
  '/referrals',
  '/records',
  '/browse-requests',
  '/submit-bid/:id',
  '/my-bids',
  '/settings',
  '/notifications',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/treatments/:slug',
  '/hospitals',
  '/hospitals/:slug',
] as const;

/** One of ROUTE_PATTERNS. */
export type RoutePattern = (typeof ROUTE_PATTERNS)[number];

/** Pages open to everyone, signed in or not (SPEC §2.1). */
export const PUBLIC_ROUTES = [
  paths.contact,
  paths.faq,
  paths.grievanceInfo,
  paths.grievance,
  paths.grievanceStatus,
  paths.reviews,
  // The public catalogue (issue #17).
  '/treatments/:slug',
  '/hospitals',
  '/hospitals/:slug',
] as const satisfies readonly RoutePattern[];

/**
 * Account pages opened from the sign-in page or an e-mailed link, signed in or not (issue #12):
 * forgot password, set a new password, confirm a new address.
 */
export const ACCOUNT_LINK_ROUTES = [
  paths.forgotPassword,
  paths.resetPassword,
  paths.confirmEmail,
] as const satisfies readonly RoutePattern[];

/**
 * What a signed-out visitor may open (SPEC §2.1): the landing page (`/`), sign-in, the public
 * pages and the symptom checker. A pattern of SIGNED_IN_ROUTES or ROLE_ROUTES that is not here
 * shows the sign-in page, which returns to it afterwards.
 */
export const SIGNED_OUT_ROUTES = [
  paths.root,
  paths.login,
  ...PUBLIC_ROUTES,
  ...ACCOUNT_LINK_ROUTES,
  paths.symptomChecker,
  paths.symptomCheckerResults,
] as const satisfies readonly RoutePattern[];

/**
 * What every signed-in user with a role may open (SPEC §2.1): `/` (the role's dashboard),
 * `/home` (the landing page), the public pages and hospital profiles. `/login` forwards on.
 */
export const SIGNED_IN_ROUTES = [
  paths.root,
  paths.home,
  paths.login,
  ...PUBLIC_ROUTES,
  ...ACCOUNT_LINK_ROUTES,
  '/hospital/:id',
] as const satisfies readonly RoutePattern[];

/**
 * Route patterns each role may open besides SIGNED_IN_ROUTES (SPEC §2.1). `/` is each role's
 * dashboard; `/home` the landing page.
 */
export const ROLE_ROUTES: Record<Role, readonly RoutePattern[]> = {
  admin: [
    '/admin/tools',
    '/admin/exchange-rates',
    '/admin/hospital-verification',
    '/create-request',
    '/my-requests',
    '/requests/:id',
    '/pay/:bidId',
    '/messages/:requestId?',
    '/symptom-checker',
    '/symptom-checker/results',
    '/referrals',
    '/browse-requests',
    '/submit-bid/:id',
    '/my-bids',
    '/settings',
    '/notifications',
  ],
  patient: [
    '/create-request',
    '/my-requests',
    '/requests/:id',
    '/pay/:bidId',
    '/messages/:requestId?',
    '/symptom-checker',
    '/symptom-checker/results',
    '/referrals',
    '/records',
    '/settings',
    '/notifications',
  ],
  hospital: [
    '/hospital-profile',
    '/browse-requests',
    '/submit-bid/:id',
    '/my-bids',
    '/requests/:id',
    '/messages/:requestId?',
    '/settings',
    '/notifications',
  ],
};

/** Patterns that need a signed-in user with a role: the role routes and SIGNED_IN_ROUTES. */
export const SIGN_IN_REQUIRED_ROUTES: readonly RoutePattern[] = ROUTE_PATTERNS.filter(
  (pattern) =>
    !(SIGNED_OUT_ROUTES as readonly RoutePattern[]).includes(pattern) && pattern !== '/home',
);

/** Sidebar main links per role (SPEC §2.2). */
export const SIDEBAR_LINKS: Record<Role, readonly NavLink[]> = {
  admin: [
    { href: paths.home, label: 'Home', icon: 'house' },
    { href: paths.root, label: 'Admin Dashboard', icon: 'layout-dashboard' },
    { href: paths.createRequest, label: 'Create Request', icon: 'file-plus' },
    { href: paths.browseRequests, label: 'Browse Requests', icon: 'search' },
    { href: paths.myBids, label: 'My Bids', icon: 'gavel' },
    { href: paths.messages, label: 'Messages', icon: 'message-square' },
    { href: paths.referrals, label: 'Referrals', icon: 'gift' },
  ],
  patient: [
    { href: paths.home, label: 'Home', icon: 'house' },
    { href: paths.root, label: 'Dashboard', icon: 'layout-dashboard' },
    { href: paths.symptomChecker, label: 'Symptom Checker', icon: 'stethoscope' },
    { href: paths.myRequests, label: 'My Requests', icon: 'file-text' },
    { href: paths.createRequest, label: 'Create Request', icon: 'file-plus' },
    { href: paths.records, label: 'Medical Records', icon: 'folder-heart' },
    { href: paths.messages, label: 'Messages', icon: 'message-square' },
    { href: paths.referrals, label: 'Referrals & Earn Coffee', icon: 'gift', highlighted: true },
  ],
  hospital: [
    { href: paths.home, label: 'Home', icon: 'house' },
    { href: paths.root, label: 'Dashboard', icon: 'layout-dashboard' },
    { href: paths.browseRequests, label: 'Browse Requests', icon: 'search' },
    { href: paths.myBids, label: 'My Bids', icon: 'gavel' },
    { href: paths.messages, label: 'Messages', icon: 'message-square' },
  ],
};

/** Sidebar "Quick Actions" for every role (SPEC §2.2). */
export const QUICK_ACTION_LINKS: readonly NavLink[] = [
  { href: paths.grievance, label: 'File Grievance', icon: 'file-warning' },
  { href: paths.grievanceStatus, label: 'Grievance Status', icon: 'search-check' },
];

/** Sidebar "Support & Help" for every role (SPEC §2.2). */
export const SUPPORT_LINKS: readonly NavLink[] = [
  { href: paths.faq, label: 'FAQ', icon: 'circle-help' },
  { href: paths.contact, label: 'Contact Support', icon: 'life-buoy' },
];

/** Top navigation per role (SPEC §2.2). */
export const TOP_NAV_LINKS: Record<Role, readonly NavLink[]> = {
  admin: [
    { href: paths.root, label: 'Dashboard', icon: 'layout-dashboard' },
    { href: paths.adminTools, label: 'Admin Tools', icon: 'wrench' },
    { href: paths.createRequest, label: 'Create Request', icon: 'file-plus' },
    { href: paths.browseRequests, label: 'Browse Requests', icon: 'search' },
    { href: paths.myBids, label: 'My Bids', icon: 'gavel' },
    { href: paths.messages, label: 'Messages', icon: 'message-square' },
  ],
  patient: [
    { href: paths.root, label: 'Dashboard', icon: 'layout-dashboard' },
    { href: paths.symptomChecker, label: 'Symptom Checker', icon: 'stethoscope' },
    { href: paths.myRequests, label: 'My Requests', icon: 'file-text' },
    { href: paths.createRequest, label: 'Create Request', icon: 'file-plus' },
    { href: paths.messages, label: 'Messages', icon: 'message-square' },
  ],
  hospital: [
    { href: paths.root, label: 'Dashboard', icon: 'layout-dashboard' },
    { href: paths.browseRequests, label: 'Browse Requests', icon: 'search' },
    { href: paths.myBids, label: 'My Bids', icon: 'gavel' },
    { href: paths.messages, label: 'Messages', icon: 'message-square' },
  ],
};
