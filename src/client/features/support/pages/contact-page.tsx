import { Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { OFFICE_HOURS, SUPPORT_CONTACT } from '#client/lib/support-contact.ts';
import { useSendContactMessage } from '#client/features/support/api/use-send-contact-message.ts';
import { SupportTicketForm } from '#client/features/support/components/support-ticket-form.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

function ChannelCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="gap-3">
      <CardHeader className="gap-2">
        <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>
          <h2 className="text-base">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="text-sm font-medium">{children}</CardContent>
    </Card>
  );
}

const weekdayHours = OFFICE_HOURS[0];

/**
 * Contact (SPEC §2.9): e-mail, message-form and phone cards, and a form whose
 * message is stored and e-mailed to support. Success toasts SPEC §8's text.
 */
export function ContactPage() {
  const t = useT();
  const sendMessage = useSendContactMessage();

  const submit = async (input: Parameters<typeof sendMessage.mutateAsync>[0]) => {
    // A failure rejects (the form keeps what was typed); the query client shows its toast.
    await sendMessage.mutateAsync(input);
    toast({
      title: t('Message sent'),
      description: t("Your message has been sent. We'll get back to you soon!"),
    });
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <PageHeader
        className="pb-0"
        title={t('Contact Support')}
        description={t(
          'Questions about treatment requests, bids, payments or your account? We are here to help.',
        )}
      />
      <div className="grid gap-4 md:grid-cols-3">
        <ChannelCard
          icon={Mail}
          title={t('Email')}
          description={t('We answer within one business day.')}
        >
          <a
            className="break-all text-primary hover:underline"
            href={`mailto:${SUPPORT_CONTACT.email}`}
            translate="no"
          >
            {SUPPORT_CONTACT.email}
          </a>
        </ChannelCard>
        <ChannelCard
          icon={MessageCircle}
          title={t('Message form')}
          description={t('Write to us any time; we reply by e-mail within one business day.')}
        >
          <a className="text-primary hover:underline" href="#send-message">
            {t('Send us a message')}
          </a>
        </ChannelCard>
        <ChannelCard
          icon={Phone}
          title={t('Phone')}
          description={
            weekdayHours
              ? t('{days}, {hours}', {
                  days: t(weekdayHours.days),
                  hours: t(weekdayHours.hours),
                })
              : t('During office hours')
          }
        >
          <a className="text-primary hover:underline" href={SUPPORT_CONTACT.phoneHref}>
            {SUPPORT_CONTACT.phoneDisplay}
          </a>
        </ChannelCard>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id="send-message" className="scroll-mt-20 text-lg">
              {t('Send us a message')}
            </h2>
          </CardTitle>
          <CardDescription>
            {t(
              'Please do not include medical records; a member of our team will follow up by e-mail.',
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SupportTicketForm
            submitLabel={t('Send Message')}
            subjectPlaceholder={t('How can we help?')}
            messageLabel={t('Message')}
            messagePlaceholder={t('Tell us what you need help with.')}
            onSubmit={submit}
          />
        </CardContent>
      </Card>
    </div>
  );
}
