import type { ReactNode } from 'react';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { QueryErrorState } from '#client/components/query-error-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAccountSettings } from '#client/features/auth/account/api/use-account-settings.ts';
import { EmailSection } from '#client/features/auth/account/components/email-section.tsx';
import { NotificationsSection } from '#client/features/auth/account/components/notifications-section.tsx';
import { PrivacyConsentSection } from '#client/features/auth/account/components/privacy-consent-section.tsx';
import { PasswordSection } from '#client/features/auth/account/components/password-section.tsx';
import { ProfileSection } from '#client/features/auth/account/components/profile-section.tsx';
import { SessionsSection } from '#client/features/auth/account/components/sessions-section.tsx';
import { TwoFactorSection } from '#client/features/auth/account/components/two-factor-section.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { YourDataSection } from '#client/features/auth/account/components/your-data-section.tsx';

/**
 * `/settings` (issue #12), for every role: profile, e-mail, password, notifications, other
 * sessions, two-factor sign-in (hospital and admin), privacy and consent (issue #14), data export
 * and account deletion. `displaySection` is another feature's card after the notifications (the
 * preferred currency, issue #15), filled in by `app/`.
 */
export function SettingsPage({
  user,
  displaySection,
}: {
  user: CurrentUser;
  displaySection?: ReactNode;
}) {
  const t = useT();
  const settings = useAccountSettings();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="space-y-1">
        <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
          {t('Profile & settings')}
        </h1>
        <p className="text-muted-foreground">{t('Manage your account, sign-in and e-mail.')}</p>
      </div>
      <ProfileSection user={user} />
      {settings.isPending ? (
        <div className="grid gap-6" role="status" aria-live="polite">
          <span className="sr-only">{t('Loading settings…')}</span>
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : settings.isError ? (
        <QueryErrorState
          title={t('Could not load your settings')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <EmailSection email={user.email} hasPassword={settings.data.hasPassword} />
          <PasswordSection user={user} hasPassword={settings.data.hasPassword} />
          {settings.data.twoFactorAvailable && <TwoFactorSection settings={settings.data} />}
          <NotificationsSection settings={settings.data} />
          {displaySection}
          <SessionsSection settings={settings.data} />
          <PrivacyConsentSection />
          <YourDataSection hasPassword={settings.data.hasPassword} />
        </>
      )}
    </div>
  );
}
