import type { AccountSettings } from '#shared/account/account.schemas.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { useUpdatePreferences } from '#client/features/auth/account/api/use-account-settings.ts';
import { SettingsSection } from '#client/features/auth/account/components/settings-section.tsx';

/** Which e-mails the account gets: today the unread-message notice (ADR 0008). */
export function NotificationsSection({ settings }: { settings: AccountSettings }) {
  const update = useUpdatePreferences();
  const onChange = (messageEmails: boolean) =>
    update.mutate(
      { messageEmails },
      {
        onSuccess: () =>
          toast({
            title: messageEmails ? 'Message e-mails on' : 'Message e-mails off',
          }),
      },
    );
  return (
    <SettingsSection id="notifications" title="Notifications">
      <div className="flex items-start gap-3">
        <input
          id="message-emails"
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={settings.messageEmails}
          disabled={update.isPending}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby="message-emails-help"
        />
        <div className="grid gap-1">
          <label htmlFor="message-emails" className="text-sm font-medium">
            E-mail me about unread messages
          </label>
          <p id="message-emails-help" className="text-sm text-muted-foreground">
            At most one e-mail every few hours while a message waits for you. It never includes the
            message itself.
          </p>
        </div>
      </div>
    </SettingsSection>
  );
}
