import { FilePlus, MailCheck, Scale, Search, SearchCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';

interface GrievanceStep {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The four steps of SPEC §2.9, with the 24-hour acknowledgment of SPEC §9. */
const STEPS: readonly GrievanceStep[] = [
  {
    title: msg('Submission'),
    description: msg(
      'File your grievance online, signed in or not. You get a reference code at once and by e-mail.',
    ),
    icon: FilePlus,
  },
  {
    title: msg('Acknowledgment'),
    description: msg(
      'Our support team acknowledges every grievance within 24 hours and tells you who is looking into it.',
    ),
    icon: MailCheck,
  },
  {
    title: msg('Investigation'),
    description: msg(
      'We review what happened with the hospital or team involved. Your grievance shows as open while we investigate.',
    ),
    icon: SearchCheck,
  },
  {
    title: msg('Resolution'),
    description: msg(
      'We e-mail you the outcome and close the grievance. If anything is still unresolved, you can file a new one.',
    ),
    icon: Scale,
  },
];

/** Grievance info (SPEC §2.9): how a grievance is handled, in four steps, with links to act. */
export function GrievanceInfoPage() {
  const t = useT();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <PageHeader
        className="pb-0"
        title={t('How grievances work')}
        description={t(
          'Something went wrong with a hospital, a bid or our service? Here is what happens after you tell us.',
        )}
      />
      <ol className="grid gap-4 sm:grid-cols-2" aria-label={t('Grievance process')}>
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Card className="h-full">
              <CardHeader className="gap-3">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <step.icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle>
                    <h2 className="text-base">
                      <span className="text-muted-foreground">
                        {t('Step {number}:', { number: index + 1 })}{' '}
                      </span>
                      {t(step.title)}
                    </h2>
                  </CardTitle>
                </div>
                <CardDescription>{t(step.description)}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ol>
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            {t(
              'Keep your reference code: anyone holding it can see the status, never the contents.',
            )}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link href={paths.grievance}>
                <FilePlus aria-hidden="true" />
                {t('File a Grievance')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.grievanceStatus}>
                <Search aria-hidden="true" />
                {t('Check Status')}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
