import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { cn } from '#client/lib/utils.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';

/** The server's words for a bid from an unverified hospital (403, DESIGN §5). */
export const VERIFICATION_PENDING_MESSAGE = msg('Your hospital account is awaiting verification');

/** True when the signed-in hospital still waits for an admin's verification (DESIGN §5). */
export function isAwaitingVerification(
  user: Pick<CurrentUser, 'role' | 'verified'> | null,
): boolean {
  return user?.role === 'hospital' && user.verified !== true;
}

/**
 * Banner for a hospital an admin has not verified yet (hospital dashboard, Browse, Submit Bid):
 * bidding and patients' descriptions unlock once an admin verifies the account; browsing
 * procedure, location and budget stays open meanwhile (DESIGN §5).
 */
export function VerificationPendingNotice({ className }: { className?: string }) {
  const t = useT();
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950',
        className,
      )}
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">{t(VERIFICATION_PENDING_MESSAGE)}</p>
        <p className="text-sm">
          {t(
            "You can browse open treatment requests now: procedure, location and budget. To protect patients' privacy, their descriptions and bidding unlock as soon as a CareAbroad administrator has verified your hospital.",
          )}{' '}
          <Link
            href={paths.hospitalProfileEditor}
            className="font-medium underline underline-offset-4"
          >
            {t('Complete and submit your hospital profile')}
          </Link>{' '}
          {t('with your accreditation certificates to be verified.')}
        </p>
      </div>
    </div>
  );
}
