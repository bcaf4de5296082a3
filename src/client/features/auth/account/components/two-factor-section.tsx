import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Loader2, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  TwoFactorDisableSchema,
  TwoFactorEnableSchema,
  type AccountSettings,
  type TwoFactorSetup,
} from '#shared/account/account.schemas.ts';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useStartTwoFactorSetup,
} from '#client/features/auth/account/api/use-two-factor.ts';
import { SettingsSection } from '#client/features/auth/account/components/settings-section.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { setServerFieldErrors } from '#client/lib/form-input.ts';

/** Step 2 of the setup: scan the QR code (or type the key), then confirm with a code. */
function ConfirmSetup({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
}) {
  const t = useT();
  const enable = useEnableTwoFactor();
  const form = useForm({
    resolver: zodResolver(TwoFactorEnableSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      onEnabled((await enable.mutateAsync(code)).recoveryCodes);
    } catch (err) {
      setServerFieldErrors(form.setError, err, ['code']);
    }
  });
  return (
    <div className="grid gap-4">
      <ol className="list-decimal space-y-1 ps-5 text-sm">
        <li>{t('Open your authenticator app and scan this QR code.')}</li>
        <li>{t('Enter the 6-digit code the app shows.')}</li>
      </ol>
      <img
        src={setup.qrCodeDataUrl}
        alt={t('QR code to add CareAbroad to your authenticator app')}
        className="size-44 rounded-md border bg-white p-2"
        width={176}
        height={176}
      />
      <p className="text-sm">
        {t('Can’t scan it? Enter this key instead:')}{' '}
        <code
          className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm break-all"
          data-testid="totp-secret"
        >
          {setup.secret}
        </code>
      </p>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-xs">
          <FormField
            control={form.control}
            name="code"
            render={({ field }) => (
              <FormFieldItem label={t('Code from the app')}>
                <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} {...field} />
              </FormFieldItem>
            )}
          />
          <SubmitButton isPending={form.formState.isSubmitting}>
            {t('Turn on two-factor sign-in')}
          </SubmitButton>
        </form>
      </Form>
    </div>
  );
}

/** The recovery codes, shown once right after two-factor sign-in is turned on. */
function RecoveryCodesNotice({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const download = () => {
    const blob = new Blob([`CareAbroad recovery codes\n\n${codes.join('\n')}\n`], {
      type: 'text/plain',
    });
    const url = URL.createObjectURL(blob);
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'careabroad-recovery-codes.txt',
    });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="grid gap-3" role="status">
      <p className="text-sm font-medium">
        {t('Two-factor sign-in is on. Save these recovery codes now.')}
      </p>
      <p className="text-sm text-muted-foreground">
        {t('Each works once, if you lose your phone. They will not be shown again.')}
      </p>
      <ul
        aria-label={t('Recovery codes')}
        className="grid grid-cols-2 gap-2 font-mono text-sm sm:max-w-sm"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-muted px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          {t('Download codes')}
        </Button>
        <Button onClick={onDone}>{t('I have saved them')}</Button>
      </div>
    </div>
  );
}

/** Turning it off needs the current password. */
function DisableTwoFactor() {
  const t = useT();
  const disable = useDisableTwoFactor();
  const form = useForm({
    resolver: zodResolver(TwoFactorDisableSchema),
    defaultValues: { currentPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await disable.mutateAsync(values);
      toast({ title: t('Two-factor sign-in is off') });
    } catch (err) {
      setServerFieldErrors(form.setError, err, ['currentPassword']);
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-xs">
        <FormField
          control={form.control}
          name="currentPassword"
          render={({ field }) => (
            <FormFieldItem label={t('Current password')}>
              <Input type="password" autoComplete="current-password" {...field} />
            </FormFieldItem>
          )}
        />
        <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
          {t('Turn off two-factor sign-in')}
        </Button>
      </form>
    </Form>
  );
}

/**
 * Two-factor sign-in with an authenticator app (issue #12), for hospital and admin accounts:
 * set up (QR code and key), confirm with a code, recovery codes shown once; or turn it off.
 */
export function TwoFactorSection({ settings }: { settings: AccountSettings }) {
  const t = useT();
  const start = useStartTwoFactorSetup();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  let body;
  if (recoveryCodes) {
    body = <RecoveryCodesNotice codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (settings.twoFactorEnabled) {
    body = (
      <>
        <p className="flex items-center gap-2 text-sm">
          <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
          {t('On. Sign-in asks for a code from your app. {count} recovery codes left.', {
            count: settings.recoveryCodesLeft,
          })}
        </p>
        {settings.hasPassword && <DisableTwoFactor />}
      </>
    );
  } else if (start.data) {
    body = (
      <ConfirmSetup
        setup={start.data}
        onEnabled={(codes) => {
          start.reset();
          setRecoveryCodes(codes);
        }}
      />
    );
  } else {
    body = (
      <Button
        className="justify-self-start"
        disabled={start.isPending}
        onClick={() => start.mutate()}
      >
        {start.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {t('Set up two-factor sign-in')}
      </Button>
    );
  }
  return (
    <SettingsSection
      id="two-factor"
      title={t('Two-factor sign-in')}
      description={t(
        'Protect your account with a code from an authenticator app on your phone, besides your password.',
      )}
    >
      {body}
    </SettingsSection>
  );
}
