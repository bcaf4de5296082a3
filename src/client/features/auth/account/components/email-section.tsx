import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EmailChangeRequestSchema } from '#shared/account/account.schemas.ts';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useRequestEmailChange } from '#client/features/auth/account/api/use-credentials.ts';
import { FormNotice } from '#client/features/auth/account/components/account-card-page.tsx';
import { SettingsSection } from '#client/features/auth/account/components/settings-section.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { setServerFieldErrors } from '#client/lib/form-input.ts';

/** Where the address goes in the translated sentence, which is then split around it. */
const ADDRESS_SLOT = '\u0000';

/** Change of e-mail address: a link goes to the new address; the change waits for it. */
export function EmailSection({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const t = useT();
  // The sentence around the address, which keeps its own emphasis, in the active language.
  const [before, after = ''] = t('You sign in and receive notices at {email}.', {
    email: ADDRESS_SLOT,
  }).split(ADDRESS_SLOT);
  const request = useRequestEmailChange();
  const form = useForm({
    resolver: zodResolver(EmailChangeRequestSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      form.reset();
    } catch (err) {
      setServerFieldErrors(form.setError, err, ['newEmail', 'currentPassword']);
    }
  });
  return (
    <SettingsSection
      id="email"
      title={t('E-mail address')}
      description={
        <>
          {before}
          <span className="font-medium break-all">{email}</span>
          {after}
        </>
      }
    >
      {!hasPassword ? (
        <p className="text-sm text-muted-foreground">
          {t('Your account signs in through single sign-on; its address comes from your provider.')}
        </p>
      ) : (
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormNotice tone="success" message={request.data?.message} />
            <FormField
              control={form.control}
              name="newEmail"
              render={({ field }) => (
                <FormFieldItem label={t('New e-mail address')}>
                  <Input type="email" autoComplete="email" inputMode="email" {...field} />
                </FormFieldItem>
              )}
            />
            <FormField
              control={form.control}
              name="currentPassword"
              render={({ field }) => (
                <FormFieldItem label={t('Current password')}>
                  <Input type="password" autoComplete="current-password" {...field} />
                </FormFieldItem>
              )}
            />
            <SubmitButton
              isPending={form.formState.isSubmitting}
              variant="outline"
              className="justify-self-start"
            >
              {t('Send confirmation link')}
            </SubmitButton>
          </form>
        </Form>
      )}
    </SettingsSection>
  );
}
