import { CircleAlert, RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** SPEC §8's words when the symptom results cannot be shown. */
export const RESULTS_ERROR_MESSAGE = msg(
  'Error: Unable to load analysis results. Please try again.',
);

/**
 * The results page when there is nothing to show (SPEC §8): the SPEC message, why it may have
 * happened, Try again (when `onRetry` is given) and a way back to the wizard. An alert.
 */
export function ResultsErrorState({
  description,
  onRetry,
}: {
  description: string;
  onRetry?: () => void;
}) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-1 items-center justify-center py-12">
      <EmptyState
        className="w-full max-w-lg border-destructive/40"
        icon={CircleAlert}
        titleAs="h1"
        title={t(RESULTS_ERROR_MESSAGE)}
        description={description}
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            {onRetry && (
              <Button variant="outline" onClick={onRetry}>
                <RefreshCw aria-hidden="true" />
                {t('Try again')}
              </Button>
            )}
            <Button asChild>
              <Link href={paths.symptomChecker}>{t('Start a new check')}</Link>
            </Button>
          </div>
        }
      />
    </div>
  );
}
