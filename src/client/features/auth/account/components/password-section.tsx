import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PasswordChangeSchema } from '#shared/account/account.schemas.ts';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useChangePassword } from '#client/features/auth/account/api/use-credentials.ts';
import { SettingsSection } from '#client/features/auth/account/components/settings-section.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { setServerFieldErrors } from '#client/lib/form-input.ts';
import { NEW_PASSWORD_HINT, weakPasswordMessage } from '#client/lib/password-check.ts';

/** Password change with the current password; other sessions are signed out by the server. */
export function PasswordSection({
  user,
  hasPassword,
}: {
  user: CurrentUser;
  hasPassword: boolean;
}) {
  const t = useT();
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(PasswordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const weak = await weakPasswordMessage(values.newPassword, [
      user.email,
      user.firstName,
      user.lastName,
    ]);
    if (weak) {
      form.setError('newPassword', { type: 'strength', message: weak });
      return;
    }
    try {
      await change.mutateAsync(values);
      form.reset();
      toast({
        title: t('Password changed'),
        description: t('Your other sessions were signed out.'),
      });
    } catch (err) {
      setServerFieldErrors(form.setError, err, ['currentPassword', 'newPassword']);
    }
  });
  return (
    <SettingsSection id="password" title={t('Password')}>
      {!hasPassword ? (
        <p className="text-sm text-muted-foreground">
          {t('Your account signs in through single sign-on and has no password here.')}
        </p>
      ) : (
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="currentPassword"
              render={({ field }) => (
                <FormFieldItem label={t('Current password')}>
                  <Input type="password" autoComplete="current-password" {...field} />
                </FormFieldItem>
              )}
            />
            <FormField
              control={form.control}
              name="newPassword"
              render={({ field }) => (
                <FormFieldItem label={t('New password')} description={t(NEW_PASSWORD_HINT)}>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormFieldItem>
              )}
            />
            <SubmitButton
              isPending={form.formState.isSubmitting}
              variant="outline"
              className="justify-self-start"
            >
              {t('Change password')}
            </SubmitButton>
          </form>
        </Form>
      )}
    </SettingsSection>
  );
}
