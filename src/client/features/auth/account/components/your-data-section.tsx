import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  AccountDeletionSchema,
  DELETE_CONFIRMATION_WORD,
} from '#shared/account/account.schemas.ts';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  ACCOUNT_EXPORT_ARCHIVE_HREF,
  ACCOUNT_EXPORT_HREF,
  useDeleteAccount,
} from '#client/features/auth/account/api/use-delete-account.ts';
import { FormNotice } from '#client/features/auth/account/components/account-card-page.tsx';
import { SettingsSection } from '#client/features/auth/account/components/settings-section.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { setServerFieldErrors } from '#client/lib/form-input.ts';

/** The deletion dialog: typed confirmation and, for accounts with one, the password. */
function DeleteAccountDialog({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteAccount();
  const form = useForm({
    resolver: zodResolver(
      z.object({
        confirmation: AccountDeletionSchema.shape.confirmation,
        currentPassword: hasPassword
          ? z.string().min(1, msg('Enter your password to delete your account'))
          : z.string(),
      }),
    ),
    defaultValues: { confirmation: '' as typeof DELETE_CONFIRMATION_WORD, currentPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync({
        confirmation: values.confirmation,
        ...(hasPassword ? { currentPassword: values.currentPassword } : {}),
      });
      // The session is gone: a full page load starts the app signed out.
      window.location.assign('/');
    } catch (err) {
      if (!setServerFieldErrors(form.setError, err, ['confirmation', 'currentPassword'])) {
        form.setError('root.server', { type: 'server', message: errorMessage(err) });
      }
    }
  });
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive" className="justify-self-start">
          <Trash2 aria-hidden="true" />
          {t('Delete account')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('Delete your account?')}</DialogTitle>
          <DialogDescription>
            {t(
              'This cannot be undone. Your requests, messages, reviews and symptom checks are deleted and you are signed out. Records of payments stay, without your name or address, as the law requires.',
            )}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormNotice message={form.formState.errors.root?.server?.message} />
            <FormField
              control={form.control}
              name="confirmation"
              render={({ field }) => (
                <FormFieldItem
                  label={t('Type {word} to confirm', { word: DELETE_CONFIRMATION_WORD })}
                >
                  <Input autoComplete="off" {...field} />
                </FormFieldItem>
              )}
            />
            {hasPassword && (
              <FormField
                control={form.control}
                name="currentPassword"
                render={({ field }) => (
                  <FormFieldItem label={t('Your password')}>
                    <Input type="password" autoComplete="current-password" {...field} />
                  </FormFieldItem>
                )}
              />
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setIsOpen(false)}>
                {t('Cancel')}
              </Button>
              <SubmitButton isPending={form.formState.isSubmitting} variant="destructive">
                {t('Delete my account')}
              </SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Your data": the export (SECURITY §5) as a ZIP with the medical record files, or as the JSON
 * alone (ADR 0039), and account deletion.
 */
export function YourDataSection({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  return (
    <SettingsSection
      id="your-data"
      title={t('Your data')}
      description={t(
        'Download everything CareAbroad stores about you, your medical files included, or delete your account.',
      )}
    >
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={ACCOUNT_EXPORT_ARCHIVE_HREF} download>
            <Download aria-hidden="true" />
            {t('Download my data and files (ZIP)')}
          </a>
        </Button>
        <Button asChild variant="ghost">
          <a href={ACCOUNT_EXPORT_HREF} download>
            {t('Data only (JSON)')}
          </a>
        </Button>
      </div>
      <DeleteAccountDialog hasPassword={hasPassword} />
    </SettingsSection>
  );
}
