import { LifeBuoy } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '#client/components/ui/accordion.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { useT } from '#client/i18n/locale-context.tsx';
import { msg } from '#client/i18n/msg.ts';

interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * The five FAQ topics of SPEC §2.9, with SPEC §9's 24–48 hours and the optional bid deadline
 * of SPEC §9 as issue #15 built it: set on create, extendable, no new bids after it.
 */
const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'bidding-time',
    question: msg('How long does it take to receive bids?'),
    answer: msg(
      'Most treatment requests receive their first bids within 24–48 hours. When you create a request you can set an optional bid deadline, up to 180 days ahead: hospitals can bid until then, and you can extend it later from the request page. Without a deadline your request takes bids until you accept one or close it. Each quote also says until when its price is valid; after that date it can no longer be accepted.',
    ),
  },
  {
    id: 'data-security',
    question: msg('Is my medical information secure?'),
    answer: msg(
      'Yes. Only you, our administrators and the hospitals you deal with see your requests: hospitals browsing open requests never see who you are. Our notification e-mails never contain medical details.',
    ),
  },
  {
    id: 'hospital-verification',
    question: msg('How are hospitals verified?'),
    answer: msg(
      'Every hospital account starts unverified. Our team checks its accreditation and licences before verifying it, and only verified hospitals can submit bids. Verified hospitals carry a Verified badge.',
    ),
  },
  {
    id: 'dissatisfaction',
    question: msg("What if I'm not satisfied with the treatment or service?"),
    answer: msg(
      'File a grievance. You get a reference code at once, we acknowledge it within 24 hours, investigate with the hospital and e-mail you the resolution.',
    ),
  },
  {
    id: 'insurance',
    question: msg('Can my insurance company post requests for me?'),
    answer: msg(
      'Yes. Patients or their insurers can post treatment requests. Check with your insurer which hospitals and treatments abroad your policy covers before you accept a bid.',
    ),
  },
];

/** FAQ (SPEC §2.9): five questions in an accordion, and a way to reach support. */
export function FaqPage() {
  const t = useT();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader
        className="pb-0"
        title={t('Frequently Asked Questions')}
        description={t('Answers to the questions patients ask most often.')}
      />
      <Card className="py-2">
        <CardContent>
          <Accordion type="single" collapsible>
            {FAQ_ITEMS.map((item) => (
              <AccordionItem key={item.id} value={item.id}>
                <AccordionTrigger>{t(item.question)}</AccordionTrigger>
                <AccordionContent className="text-muted-foreground">
                  {t(item.answer)}
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            {t('Still have questions? Our team is here to help.')}
          </p>
          <Button asChild variant="outline">
            <Link href={paths.contact}>
              <LifeBuoy aria-hidden="true" />
              {t('Contact Support')}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
