import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ProfileUpdateSchema } from '#shared/account/account.schemas.ts';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useUpdateProfile } from '#client/features/auth/account/api/use-account-settings.ts';
import { SettingsSection } from '#client/features/auth/account/components/settings-section.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { setServerFieldErrors } from '#client/lib/form-input.ts';

/** Name of the account (a hospital's name is its first and last name, SPEC §2.2). */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const t = useT();
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(ProfileUpdateSchema),
    values: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast({ title: t('Profile saved') });
    } catch (err) {
      setServerFieldErrors(form.setError, err, ['firstName', 'lastName']);
    }
  });
  const isHospital = user.role === 'hospital';
  return (
    <SettingsSection
      id="profile"
      title={t('Profile')}
      description={
        isHospital
          ? t('Your hospital’s name as patients see it.')
          : t('Your name as others see it.')
      }
    >
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="firstName"
              render={({ field }) => (
                <FormFieldItem label={isHospital ? t('Hospital name') : t('First name')}>
                  <Input autoComplete={isHospital ? 'organization' : 'given-name'} {...field} />
                </FormFieldItem>
              )}
            />
            <FormField
              control={form.control}
              name="lastName"
              render={({ field }) => (
                <FormFieldItem label={isHospital ? t('City or branch') : t('Last name')}>
                  <Input autoComplete={isHospital ? 'off' : 'family-name'} {...field} />
                </FormFieldItem>
              )}
            />
          </div>
          <SubmitButton isPending={form.formState.isSubmitting} className="justify-self-start">
            {t('Save profile')}
          </SubmitButton>
        </form>
      </Form>
    </SettingsSection>
  );
}
