import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { AppRouter } from '#client/app/router.tsx';
import { queryClient } from '#client/lib/query-client.ts';

/** Root component: data cache, tooltip delays (SPEC §9), toasts and the router. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <AppRouter />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
