import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  SupportTicketInputSchema,
  type SupportTicketInput,
} from '#shared/support/support.schemas.ts';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { setServerFieldErrors } from '#client/lib/form-input.ts';
import { useT } from '#client/i18n/locale-context.tsx';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

const EMPTY: SupportTicketInput = { name: '', email: '', subject: '', message: '' };

/**
 * The name, e-mail, subject and message form of File a Grievance and Contact (SPEC §2.9, §5),
 * validated by the shared schema. `onSubmit` resolves when sent (the form then clears) and
 * rejects with the API error, whose field issues are shown next to their fields.
 */
export function SupportTicketForm({
  submitLabel,
  subjectPlaceholder,
  messageLabel,
  messagePlaceholder,
  onSubmit,
}: {
  submitLabel: string;
  subjectPlaceholder: string;
  messageLabel: string;
  messagePlaceholder: string;
  onSubmit: (input: SupportTicketInput) => Promise<void>;
}) {
  const t = useT();
  const form = useForm({ resolver: zodResolver(SupportTicketInputSchema), defaultValues: EMPTY });

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      form.reset(EMPTY);
    } catch (err) {
      setServerFieldErrors(form.setError, err, FIELDS);
    }
  });
  const isSubmitting = form.formState.isSubmitting;

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            name="name"
            control={form.control}
            render={({ field }) => (
              <FormFieldItem label={t('Full name')}>
                <Input autoComplete="name" placeholder={t('Your name')} {...field} />
              </FormFieldItem>
            )}
          />
          <FormField
            name="email"
            control={form.control}
            render={({ field }) => (
              <FormFieldItem label={t('Email')}>
                {/* An address, the same in every language. */}
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  translate="no"
                  {...field}
                />
              </FormFieldItem>
            )}
          />
        </div>
        <FormField
          name="subject"
          control={form.control}
          render={({ field }) => (
            <FormFieldItem label={t('Subject')}>
              <Input autoComplete="off" placeholder={subjectPlaceholder} {...field} />
            </FormFieldItem>
          )}
        />
        <FormField
          name="message"
          control={form.control}
          render={({ field }) => (
            <FormFieldItem label={messageLabel}>
              <Textarea className="min-h-36" placeholder={messagePlaceholder} {...field} />
            </FormFieldItem>
          )}
        />
        <Button
          type="submit"
          className="w-full sm:w-auto sm:justify-self-end"
          disabled={isSubmitting}
        >
          {isSubmitting ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {submitLabel}
        </Button>
      </form>
    </Form>
  );
}
