import { matchRoute, Redirect, useRouter, useSearch } from 'wouter';
import type { Role } from '#shared/auth/auth.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import { ROLE_ROUTES, SIGNED_IN_ROUTES } from '#shared/navigation/role-routes.ts';
import { lazyPage } from '#client/lib/lazy-page.ts';
import { pathnameOf, readReturnPath, withReturnPath } from '#client/lib/return-path.ts';

const AdminDashboardPage = lazyPage(
  () => import('#client/app/pages/admin-dashboard-page.tsx'),
  'AdminDashboardPage',
);
const PatientDashboardPage = lazyPage(
  () => import('#client/app/pages/patient-dashboard-page.tsx'),
  'PatientDashboardPage',
);
const HospitalDashboardPage = lazyPage(
  () => import('#client/app/pages/hospital-dashboard-page.tsx'),
  'HospitalDashboardPage',
);

/** Patterns a role may open (SPEC §2.1): SIGNED_IN_ROUTES and its ROLE_ROUTES. */
export function routePatternsFor(role: Role): readonly string[] {
  return [...SIGNED_IN_ROUTES, ...ROLE_ROUTES[role]];
}

/** Each role's dashboard (SPEC §2.1, §2.5). */
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

/**
 * Each role's `/`. With `/?next=` (set by the sign-in and role-selection flow) it goes on to
 * that page when the role may open it, else to the plain dashboard.
 */
export function RootRoute({ role }: { role: Role }) {
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
export function SignedInLoginRoute() {
  return <Redirect to={withReturnPath(paths.root, readReturnPath(useSearch()))} replace />;
}
