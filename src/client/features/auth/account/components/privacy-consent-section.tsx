import type { Consent } from '#shared/consents/consents.schemas.ts';
import { ConsentText } from '#client/components/consent-agreement.tsx';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useConsents, useGiveConsent, useWithdrawConsent } from '#client/lib/use-consents.ts';
import { SettingsSection } from '#client/features/auth/account/components/settings-section.tsx';
import type { Translator } from '#client/i18n/i18n.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { formatDate } from '#client/lib/format.ts';

/** Consents whose withdrawal ends sharing with hospitals: asked to confirm first (ADR 0041). */
const CONFIRM_BEFORE_WITHDRAWING = new Set(['health_data', 'cross_border_sharing']);

/** Where `consent` stands, in the active language: given (when, which text), to renew, withdrawn. */
function standingOf(consent: Consent, t: Translator): string {
  if (consent.given && consent.givenAt) {
    return t('Given on {date} (text version {version})', {
      date: formatDate(consent.givenAt),
      version: consent.givenVersion ?? '',
    });
  }
  if (consent.needsRenewal)
    return t('The text has changed since you agreed. Read it and agree again.');
  if (consent.withdrawnAt)
    return t('Withdrawn on {date}', { date: formatDate(consent.withdrawnAt) });
  return t('Not given');
}

/** One consent: its title, standing, full text on demand, and the give or withdraw control. */
function ConsentItem({ consent }: { consent: Consent }) {
  const t = useT();
  const give = useGiveConsent();
  const withdraw = useWithdrawConsent();
  const headingId = `consent-${consent.purpose}`;
  const onGive = () =>
    give.mutate(
      { purpose: consent.purpose, textVersion: consent.version },
      { onSuccess: () => toast({ title: t('Consent given'), description: consent.title }) },
    );
  const onWithdraw = async () => {
    await withdraw.mutateAsync(consent.purpose);
    toast({ title: t('Consent withdrawn'), description: consent.title });
  };
  return (
    <article aria-labelledby={headingId} className="grid gap-2 rounded-md border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-medium">
          {consent.title}
        </h3>
        <Badge variant={consent.given ? 'default' : 'secondary'}>
          {consent.given ? t('Given') : t('Not given')}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">{standingOf(consent, t)}</p>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">
          {t('Read the text (version {version})', { version: consent.version })}
        </summary>
        <div className="mt-2">
          <ConsentText consent={consent} />
        </div>
      </details>
      <div className="flex flex-wrap gap-2">
        {!consent.given && (
          <Button onClick={onGive} disabled={give.isPending}>
            {consent.needsRenewal ? t('Agree to the new text') : t('Give consent')}
          </Button>
        )}
        {(consent.given || consent.needsRenewal) &&
          (CONFIRM_BEFORE_WITHDRAWING.has(consent.purpose) ? (
            <ConfirmButton
              buttonProps={{ variant: 'outline' }}
              title={t('Withdraw “{consent}”?', { consent: consent.title })}
              description={consent.withdrawalEffect}
              confirmLabel={t('Withdraw consent')}
              confirmVariant="destructive"
              onConfirm={onWithdraw}
            >
              {t('Withdraw')}
            </ConfirmButton>
          ) : (
            <Button
              variant="outline"
              onClick={() => void onWithdraw()}
              disabled={withdraw.isPending}
            >
              {t('Withdraw')}
            </Button>
          ))}
      </div>
    </article>
  );
}

/**
 * "Privacy and consent" (issue #14, ADR 0041): the consents the product relies on, each with its
 * text, version and date, given or withdrawn here as easily (GDPR Art. 7(3)).
 */
export function PrivacyConsentSection() {
  const t = useT();
  const consents = useConsents();
  return (
    <SettingsSection
      id="privacy-consent"
      title={t('Privacy and consent')}
      description={t(
        'What you allow us to do with your data. You can change your mind at any time.',
      )}
    >
      {consents.isPending ? (
        <Skeleton className="h-32" />
      ) : consents.isError ? (
        <QueryErrorState
          title={t('Could not load your consents')}
          error={consents.error}
          onRetry={() => void consents.refetch()}
        />
      ) : (
        consents.data.map((consent) => <ConsentItem key={consent.purpose} consent={consent} />)
      )}
    </SettingsSection>
  );
}
