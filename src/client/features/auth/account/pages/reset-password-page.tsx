import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { z } from 'zod';
import { PasswordSchema } from '#shared/auth/auth.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useConfirmPasswordReset } from '#client/features/auth/account/api/use-credentials.ts';
import {
  AccountCardPage,
  FormNotice,
  readLinkToken,
} from '#client/features/auth/account/components/account-card-page.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { setServerFieldErrors } from '#client/lib/form-input.ts';
import { NEW_PASSWORD_HINT, weakPasswordMessage } from '#client/lib/password-check.ts';

const NewPasswordFormSchema = z
  .object({ password: PasswordSchema, repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    path: ['repeat'],
    message: msg('The two passwords are not the same'),
  });

/**
 * `/reset-password#token=…` (issue #12): "Set a new password" from the e-mailed link. On
 * success every session of the account has ended, so the page leads to sign-in.
 */
export function ResetPasswordPage() {
  const t = useT();
  const [token] = useState(() => readLinkToken());
  const confirm = useConfirmPasswordReset();
  const form = useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', repeat: '' },
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    const weak = await weakPasswordMessage(password, []);
    if (weak) {
      form.setError('password', { type: 'strength', message: weak });
      return;
    }
    try {
      await confirm.mutateAsync({ token, password });
    } catch (err) {
      if (!setServerFieldErrors(form.setError, err, ['password'])) {
        form.setError('root.server', { type: 'server', message: errorMessage(err) });
      }
    }
  });

  if (confirm.isSuccess) {
    return (
      <AccountCardPage title={t('Password changed')}>
        <FormNotice
          tone="success"
          message={msg(
            'Your new password is set, and every session of your account was signed out.',
          )}
        />
        <Button asChild className="w-full">
          <Link href={paths.login}>{t('Sign in')}</Link>
        </Button>
      </AccountCardPage>
    );
  }

  return (
    <AccountCardPage title={t('Set a new password')}>
      {!token ? (
        <>
          <FormNotice
            message={msg(
              'This link is incomplete. Open the link from the e-mail again, or ask for a new one.',
            )}
          />
          <Link
            href={paths.forgotPassword}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {t('Ask for a new link')}
          </Link>
        </>
      ) : (
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormNotice message={form.formState.errors.root?.server?.message} />
            <FormField
              control={form.control}
              name="password"
              render={({ field }) => (
                <FormFieldItem label={t('New password')} description={t(NEW_PASSWORD_HINT)}>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormFieldItem>
              )}
            />
            <FormField
              control={form.control}
              name="repeat"
              render={({ field }) => (
                <FormFieldItem label={t('Repeat the new password')}>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormFieldItem>
              )}
            />
            <SubmitButton isPending={form.formState.isSubmitting} className="w-full">
              {t('Set new password')}
            </SubmitButton>
            {form.formState.errors.root?.server && (
              <Link
                href={paths.forgotPassword}
                className="text-sm text-primary underline-offset-4 hover:underline"
              >
                {t('Ask for a new link')}
              </Link>
            )}
          </form>
        </Form>
      )}
    </AccountCardPage>
  );
}
