import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useConfirmEmailChange } from '#client/features/auth/account/api/use-credentials.ts';
import {
  AccountCardPage,
  FormNotice,
  readLinkToken,
} from '#client/features/auth/account/components/account-card-page.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';
import { errorMessage } from '#client/lib/api-client.ts';

/**
 * `/confirm-email#token=…` (issue #12): applies an e-mail change from the link sent to the new
 * address. Asks for a click rather than confirming on load, so a mail scanner that opens links
 * cannot confirm it.
 */
export function ConfirmEmailPage() {
  const t = useT();
  const [token] = useState(() => readLinkToken());
  const confirm = useConfirmEmailChange();

  return (
    <AccountCardPage title={t('Confirm your new e-mail address')}>
      {confirm.isSuccess ? (
        <>
          <FormNotice tone="success" message={confirm.data.message} />
          <Button asChild className="w-full">
            <Link href={paths.root}>{t('Continue')}</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('Your account asked to use this address from now on. It changes when you confirm.')}
          </p>
          <FormNotice
            message={
              !token
                ? msg('This link is incomplete. Open the link from the e-mail again.')
                : confirm.isError
                  ? errorMessage(confirm.error)
                  : undefined
            }
          />
          <Button
            className="w-full"
            disabled={!token || confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {t('Confirm new address')}
          </Button>
        </>
      )}
    </AccountCardPage>
  );
}
