import type { AccountSettings, PreferencesUpdate } from '#shared/account/account.schemas.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { useUpdatePreferences } from '#client/features/auth/account/api/use-account-settings.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { SettingsSection } from '#client/features/auth/account/components/settings-section.tsx';

/** One e-mail preference: a checkbox with its label and what it means. */
function EmailPreference({
  id,
  label,
  help,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  help: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-help`}
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          {help}
        </p>
      </div>
    </div>
  );
}

/**
 * Which e-mails the account gets: the unread-message notice (ADR 0008) and the digest of other
 * notifications (bids, decisions, reviews; ADR 0043).
 */
export function NotificationsSection({ settings }: { settings: AccountSettings }) {
  const t = useT();
  const update = useUpdatePreferences();
  const save = (change: PreferencesUpdate, title: string) =>
    update.mutate(change, { onSuccess: () => toast({ title }) });
  return (
    <SettingsSection id="notifications" title={t('Notifications')}>
      <div className="grid gap-4">
        <EmailPreference
          id="message-emails"
          label={t('E-mail me about unread messages')}
          help={t(
            'At most one e-mail every few hours while a message waits for you. It never includes the message itself.',
          )}
          checked={settings.messageEmails}
          disabled={update.isPending}
          onChange={(messageEmails) =>
            save(
              { messageEmails },
              messageEmails ? t('Message e-mails on') : t('Message e-mails off'),
            )
          }
        />
        <EmailPreference
          id="notification-emails"
          label={t('E-mail me about bids, decisions and reviews')}
          help={t(
            'One short summary after a burst of activity, with a link to your notifications. It never names a treatment, price or person.',
          )}
          checked={settings.notificationEmails}
          disabled={update.isPending}
          onChange={(notificationEmails) =>
            save(
              { notificationEmails },
              notificationEmails ? t('Notification e-mails on') : t('Notification e-mails off'),
            )
          }
        />
      </div>
    </SettingsSection>
  );
}
