import { WifiOff } from 'lucide-react';
import { useRealtimeStatus } from '#client/lib/realtime/realtime-status.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * A thin banner while the realtime channel is reconnecting: sending still works, but new
 * messages wait until it is back (they are fetched then, so none are lost).
 */
export function RealtimeStatusNotice() {
  const t = useT();
  const status = useRealtimeStatus();
  if (status !== 'reconnecting') return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 border-b bg-amber-50 px-4 py-1.5 text-xs text-amber-900"
    >
      <WifiOff className="size-3.5 shrink-0" aria-hidden="true" />
      {t('Reconnecting… New messages will appear when the connection is back.')}
    </p>
  );
}
