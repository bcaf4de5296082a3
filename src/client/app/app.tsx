import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { AppRouter } from '#client/app/router.tsx';
import { queryClient } from '#client/lib/query-client.ts';

/**
 * Root component: data cache, tooltip delays (SPEC §9), toasts and the router. `client` is the
 * app's one QueryClient unless a test gives it a fresh one.
 */
export function App({ client = queryClient }: { client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <AppRouter />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
