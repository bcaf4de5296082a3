import { CircleAlert, RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/utils.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * Shown where a list or panel failed to load: what failed, the server's reason, and a retry.
 * Announced to screen readers as an alert.
 */
export function QueryErrorState({
  title,
  error,
  onRetry,
  className,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
  className?: string;
}) {
  const t = useT();
  return (
    <div role="alert" className={cn('w-full', className)}>
      <EmptyState
        icon={CircleAlert}
        title={title}
        description={errorMessage(error)}
        className="border-destructive/40"
        action={
          onRetry && (
            <Button variant="outline" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              {t('Try again')}
            </Button>
          )
        }
      />
    </div>
  );
}
