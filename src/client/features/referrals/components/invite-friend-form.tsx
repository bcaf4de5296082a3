import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { SendReferralEmailInputSchema } from '#shared/referrals/referrals.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { useSendReferralEmail } from '#client/features/referrals/api/use-send-referral-email.ts';
import { setServerFieldErrors } from '#client/lib/form-input.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/**
 * Invite a friend by e-mail (SPEC §2.7, §5, §8): validated with the shared schema; an empty
 * address toasts "Email required"; success toasts "Email sent!" and clears the field; failure
 * toasts "Failed to send email" with the server's message.
 */
export function InviteFriendForm() {
  const t = useT();
  const sendEmail = useSendReferralEmail();
  const form = useForm({
    resolver: zodResolver(SendReferralEmailInputSchema),
    defaultValues: { refereeEmail: '' },
  });

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        await sendEmail.mutateAsync(input);
        toast({
          title: t('Email sent!'),
          description: t('Referral invitation sent to {email}', { email: input.refereeEmail }),
        });
        form.reset();
      } catch (err) {
        // The "Failed to send email" toast comes from the query client (the hook's meta).
        setServerFieldErrors(form.setError, err, ['refereeEmail']);
      }
    },
    (errors) => {
      const message = errors.refereeEmail?.message;
      if (!message) return;
      // SPEC §5: an empty address has its own notice; any other problem is named as it is.
      toast(
        message === 'Email required'
          ? {
              title: t('Email required'),
              description: t("Please enter your friend's email address."),
              variant: 'destructive',
            }
          : { title: t('Invalid email'), description: message, variant: 'destructive' },
      );
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t('Invite by e-mail')}</h2>
        </CardTitle>
        <CardDescription>
          {t('We send your friend an invitation with your referral link.')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            onSubmit={onSubmit}
            noValidate
            className="flex flex-col gap-3 sm:flex-row sm:items-start"
          >
            <div className="flex-1">
              <FormField
                control={form.control}
                name="refereeEmail"
                render={({ field }) => (
                  <FormFieldItem label={t("Friend's email")}>
                    <Input
                      type="email"
                      autoComplete="off"
                      placeholder="friend@example.com"
                      translate="no"
                      {...field}
                    />
                  </FormFieldItem>
                )}
              />
            </div>
            <Button
              type="submit"
              disabled={form.formState.isSubmitting}
              className="sm:mt-[1.375rem]"
            >
              {form.formState.isSubmitting ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {t('Send invitation')}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
