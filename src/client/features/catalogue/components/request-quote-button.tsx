import { cataloguePaths } from '#shared/catalogue/catalogue-paths.ts';
import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import type { Role } from '#shared/auth/auth.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import { ROLE_ROUTES } from '#shared/navigation/role-routes.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * "Request a quote" (issue #17): a prefilled Create Request for a signed-in patient or admin;
 * signed out, account creation first (sign-in is one click away there), then the same form.
 * Hospitals cannot create requests (SPEC §2.1), so they see nothing.
 */
export function RequestQuoteButton({
  audience,
  prefill,
}: {
  audience: Role | null;
  prefill: { procedureType: string; hospital?: string };
}) {
  const t = useT();
  if (audience !== null && !ROLE_ROUTES[audience].includes('/create-request')) return null;
  const createRequest = cataloguePaths.requestQuote(prefill);
  const href = audience ? createRequest : paths.signInThen(createRequest, { mode: 'register' });
  return (
    <Button asChild size="lg">
      <Link href={href}>
        <FileText aria-hidden="true" />
        {t('Request a quote')}
      </Link>
    </Button>
  );
}
