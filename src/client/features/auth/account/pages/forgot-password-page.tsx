import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { PasswordResetRequestSchema } from '#shared/account/account.schemas.ts';
import { paths } from '#shared/navigation/paths.ts';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useRequestPasswordReset } from '#client/features/auth/account/api/use-credentials.ts';
import {
  AccountCardPage,
  FormNotice,
} from '#client/features/auth/account/components/account-card-page.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { errorMessage } from '#client/lib/api-client.ts';

/**
 * `/forgot-password` (issue #12): asks for the account's address and sends a reset link. The
 * answer is the same for every address, so the page never tells whether one has an account.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const request = useRequestPasswordReset();
  const form = useForm({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
    } catch (err) {
      form.setError('root.server', { type: 'server', message: errorMessage(err) });
    }
  });

  return (
    <AccountCardPage
      title={t('Forgot your password?')}
      description={t(
        'Enter the e-mail address of your account and we will send you a link to set a new password.',
      )}
    >
      {request.isSuccess ? (
        <FormNotice tone="success" message={request.data.message} />
      ) : (
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormNotice message={form.formState.errors.root?.server?.message} />
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormFieldItem label={t('Email')}>
                  <Input type="email" autoComplete="email" inputMode="email" {...field} />
                </FormFieldItem>
              )}
            />
            <SubmitButton isPending={form.formState.isSubmitting} className="w-full">
              {t('Send reset link')}
            </SubmitButton>
          </form>
        </Form>
      )}
      <Link
        href={paths.login}
        className="text-center text-sm text-primary underline-offset-4 hover:underline"
      >
        {t('Back to sign in')}
      </Link>
    </AccountCardPage>
  );
}
