import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Router } from 'wouter';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { LocaleProvider } from '#client/i18n/locale-context.tsx';
import type { Locale } from '#client/i18n/locales.ts';
import { lazyPage } from '#client/lib/lazy-page.ts';
import { AppRouter } from '#client/app/router.tsx';
import { GivenQueryClientContext } from '#client/lib/given-query-client.ts';
import { createSessionStore, SessionContext } from '#client/lib/session.ts';

// Toasts (Radix toast) appear only after an action, so their code loads off the landing
// page's path (ADR 0034); a toast raised before it arrives shows once it has.
const Toaster = lazyPage(() => import('#client/components/ui/toaster.tsx'), 'Toaster');

/**
 * Root component: session, router and toasts. The data cache is not here: the parts that
 * fetch load it (lib/query-provider.tsx, ADR 0034). (Tooltips, only in the sidebar, get their
 * SPEC §9 delays from the sidebar's own provider.) `client` replaces the app's one QueryClient
 * in tests; `initialUser` null starts signed out without asking the server (a page rendered
 * at build time); `ssrPath` is the page's path (and query) when rendered at build time, where
 * there is no browser location (ADR 0034). `initialLocale` is the active locale (English when
 * rendered at build time; main.tsx loads another's catalogue first, ADR 0058).
 */
export function App({
  client,
  initialUser,
  ssrPath,
  initialLocale,
}: {
  client?: QueryClient;
  initialUser?: CurrentUser | null;
  ssrPath?: string;
  initialLocale?: Locale;
}) {
  const [session] = useState(() => createSessionStore(initialUser));
  return (
    <SessionContext value={session}>
      <GivenQueryClientContext value={client}>
        <LocaleProvider initialLocale={initialLocale}>
          <Router ssrPath={ssrPath}>
            <AppRouter />
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          </Router>
        </LocaleProvider>
      </GivenQueryClientContext>
    </SessionContext>
  );
}
