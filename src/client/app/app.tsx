import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Router } from 'wouter';
import { lazyPage } from '#client/lib/lazy-page.ts';
import { AppRouter } from '#client/app/router.tsx';
import { queryClient } from '#client/lib/query-client.ts';

// Toasts (Radix toast) appear only after an action, so their code loads off the landing
// page's path (ADR 0034); a toast raised before it arrives shows once it has.
const Toaster = lazyPage(() => import('#client/components/ui/toaster.tsx'), 'Toaster');

/**
 * Root component: data cache, router and toasts. (Tooltips, only in the sidebar, get their
 * SPEC §9 delays from the sidebar's own provider.) `client` is the app's
 * one QueryClient unless a test gives it a fresh one; `ssrPath` is the page's path (and query)
 * when rendered at build time, where there is no browser location (ADR 0034).
 */
export function App({ client = queryClient, ssrPath }: { client?: QueryClient; ssrPath?: string }) {
  return (
    <QueryClientProvider client={client}>
      <Router ssrPath={ssrPath}>
        <AppRouter />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </Router>
    </QueryClientProvider>
  );
}
