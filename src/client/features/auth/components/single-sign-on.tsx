import { CircleAlert, KeyRound } from 'lucide-react';
import { OidcErrorCodeSchema, oidcErrorMessages } from '#shared/auth/oidc.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useIsSingleSignOnAvailable } from '#client/features/auth/api/use-auth-providers.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { withReturnPath } from '#client/lib/return-path.ts';

/** Where single sign-on starts (a full-page navigation, SPEC §2.1). */
const SINGLE_SIGN_ON_HREF = '/api/login';

/**
 * The message for `/login?error=<code>` after a failed single sign-on (ADR 0015), or null for
 * no or an unknown code (the text is ours, never taken from the URL).
 */
export function readSingleSignOnError(search: string): string | null {
  const parsed = OidcErrorCodeSchema.safeParse(new URLSearchParams(search).get('error'));
  return parsed.success ? oidcErrorMessages[parsed.data] : null;
}

/** Why the last single sign-on failed, above the sign-in form. */
export function SingleSignOnError({ message }: { message: string | null }) {
  const t = useT();
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-4 flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{t(message)}</span>
    </div>
  );
}

/**
 * "Continue with single sign-on" and an "or" divider, shown only when the server offers an
 * OpenID Connect provider; continues to `next` after signing in.
 */
export function SingleSignOnButton({ next }: { next: string | null }) {
  const isAvailable = useIsSingleSignOnAvailable();
  const t = useT();
  if (!isAvailable) return null;
  return (
    <div className="mb-4 grid gap-4">
      <Button asChild variant="outline" className="w-full">
        <a href={withReturnPath(SINGLE_SIGN_ON_HREF, next)}>
          <KeyRound aria-hidden="true" />
          {t('Continue with single sign-on')}
        </a>
      </Button>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('or use your password')}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
