import { Loader2, LogOut } from 'lucide-react';
import type { AccountSettings } from '#shared/account/account.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useEndOtherSessions } from '#client/features/auth/account/api/use-account-settings.ts';
import { SettingsSection } from '#client/features/auth/account/components/settings-section.tsx';

/** "Sign out of other sessions": every other browser or device signed in to the account. */
export function SessionsSection({ settings }: { settings: AccountSettings }) {
  const end = useEndOtherSessions();
  const count = settings.otherSessions;
  return (
    <SettingsSection
      id="sessions"
      title="Sessions"
      description={
        count === 0
          ? 'You are signed in only here.'
          : `You are also signed in on ${count} other ${count === 1 ? 'browser or device' : 'browsers or devices'}.`
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
                title: 'Signed out elsewhere',
                description: `${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out.`,
              }),
          })
        }
      >
        {end.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <LogOut aria-hidden="true" />
        )}
        Sign out of other sessions
      </Button>
    </SettingsSection>
  );
}
