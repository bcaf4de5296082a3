import { Loader2, LogOut } from 'lucide-react';
import type { AccountSettings } from '#shared/account/account.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useEndOtherSessions } from '#client/features/auth/account/api/use-account-settings.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { SettingsSection } from '#client/features/auth/account/components/settings-section.tsx';

/** "Sign out of other sessions": every other browser or device signed in to the account. */
export function SessionsSection({ settings }: { settings: AccountSettings }) {
  const t = useT();
  const end = useEndOtherSessions();
  const count = settings.otherSessions;
  return (
    <SettingsSection
      id="sessions"
      title={t('Sessions')}
      description={
        count === 0
          ? t('You are signed in only here.')
          : count === 1
            ? t('You are also signed in on {count} other browser or device.', { count })
            : t('You are also signed in on {count} other browsers or devices.', { count })
      }
    >
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={end.isPending || count === 0}
        onClick={() =>
          end.mutate(undefined, {
            onSuccess: ({ ended }) =>
              toast({
                title: t('Signed out elsewhere'),
                description:
                  ended === 1
                    ? t('{count} other session was signed out.', { count: ended })
                    : t('{count} other sessions were signed out.', { count: ended }),
              }),
          })
        }
      >
        {end.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <LogOut aria-hidden="true" />
        )}
        {t('Sign out of other sessions')}
      </Button>
    </SettingsSection>
  );
}
