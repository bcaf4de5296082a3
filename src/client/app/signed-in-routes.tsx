/*
 * The routes of a signed-in user (SPEC §2.1), a chunk of its own: visitors never load the
 * app shell, sidebar, realtime channel or role selection, and it brings the data cache
 * (ADR 0034).
 */
import { Route, Switch, useRoute } from 'wouter';
import type { CurrentUser, Role } from '#shared/auth/auth.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import { ROLE_ROUTES, SIGNED_IN_ROUTES } from '#shared/navigation/role-routes.ts';
import { useAdoptAccountLanguage } from '#client/app/account-language.ts';
import { AppLayout } from '#client/app/app-layout.tsx';
import { OnboardingLayout } from '#client/app/onboarding-layout.tsx';
import { SignedInLoginRoute } from '#client/app/root-route.tsx';
import { useRealtimeChannel } from '#client/app/use-realtime-channel.ts';
import { NotFoundView, registryRoutes } from '#client/app/route-view.tsx';
import { SIGNED_IN_APP_ROUTES } from '#client/app/signed-in-route-registry.tsx';
import { RoleSelectionPage } from '#client/app/pages/role-selection-page.tsx';
import { useApplyStoredReferralCode } from '#client/features/referrals/hooks/use-apply-stored-referral-code.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { msg } from '#client/i18n/msg.ts';
import { useDocumentTitle } from '#client/lib/page-title.ts';

/** Role selection (SPEC §2.4) under its title. */
function RoleSelectionView() {
  useDocumentTitle(msg('Choose your role'));
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
 * tab's realtime channel (SPEC §7 `/ws`) while signed in, and applies a stored `?ref=` code
 * (SPEC §4).
 */
function RoleRoutes({ user, role }: { user: CurrentUser; role: Role }) {
  const [isHospitalProfile] = useRoute('/hospital/:id');
  useRealtimeChannel(user.id);
  useApplyStoredReferralCode(user.id);
  return (
    <AppLayout user={user} role={role} hasSidebar={!isHospitalProfile}>
      <Switch>
        {registryRoutes(SIGNED_IN_APP_ROUTES, [...SIGNED_IN_ROUTES, ...ROLE_ROUTES[role]], role)}
        <Route>
          <NotFoundView />
        </Route>
      </Switch>
    </AppLayout>
  );
}

/**
 * A signed-in user's routes: role selection until a role is chosen, then the role's pages. A
 * browser without a language choice of its own shows the account's (ADR 0064).
 */
export function SignedInRoutes({ user }: { user: CurrentUser }) {
  useAdoptAccountLanguage(user);
  return (
    <QueryProvider>
      {user.role ? <RoleRoutes user={user} role={user.role} /> : <RolelessRoutes />}
    </QueryProvider>
  );
}
