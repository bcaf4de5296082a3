import { cataloguePaths } from '#shared/catalogue/catalogue-paths.ts';
import { Clock, HeartPulse, MessageSquare, Send } from 'lucide-react';
import { TREATMENT_CATALOGUE } from '#shared/catalogue/treatments.ts';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { LOGIN_HREF } from '#client/features/marketing/content/marketing-links.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { formatBudgetRange } from '#client/lib/format.ts';

/**
 * "View Treatments & Rates" button and its dialog (SPEC §2.3): the catalogue's procedures
 * (issue #17) with their estimated price range, stay and recovery, each linking to its page.
 * Request Quote goes to sign-in (account creation first) and on to Create Request prefilled
 * with this hospital; Contact Hospital starts sign-in, because messages need an account.
 */
export function HospitalTreatmentsDialog({ hospitalName }: { hospitalName: string }) {
  const requestQuote = paths.signInThen(
    cataloguePaths.requestQuote({ procedureType: '', hospital: hospitalName }),
    { mode: 'register' },
  );
  const t = useT();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button className="w-full">{t('View Treatments & Rates')}</Button>
      </DialogTrigger>
      <DialogContent className="gap-5 sm:max-w-2xl">
        <DialogHeader className="pe-8 text-start">
          <DialogTitle className="leading-snug">{hospitalName}</DialogTitle>
          <DialogDescription>{t('Treatments & estimated rates')}</DialogDescription>
        </DialogHeader>

        <ul className="grid grid-cols-1 gap-3">
          {TREATMENT_CATALOGUE.treatments.map((treatment) => (
            <li key={treatment.slug} className="rounded-xl border bg-card p-4">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                <h3 className="font-medium">
                  <a
                    href={cataloguePaths.treatment(treatment.slug)}
                    className="underline-offset-4 hover:underline"
                  >
                    {treatment.name}
                  </a>
                </h3>
                <p className="shrink-0 font-semibold text-primary tabular-nums">
                  {formatBudgetRange(treatment.estimateUsd.min, treatment.estimateUsd.max)}
                </p>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                <div className="flex items-start gap-2">
                  <Clock
                    className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                    aria-hidden="true"
                  />
                  <div>
                    <dt className="text-xs text-muted-foreground">{t('Duration')}</dt>
                    <dd>{treatment.typicalStay}</dd>
                  </div>
                </div>
                <div className="flex items-start gap-2">
                  <HeartPulse
                    className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                    aria-hidden="true"
                  />
                  <div>
                    <dt className="text-xs text-muted-foreground">{t('Recovery')}</dt>
                    <dd>{treatment.typicalRecovery}</dd>
                  </div>
                </div>
              </dl>
            </li>
          ))}
        </ul>

        <p className="text-xs text-muted-foreground">
          {t(
            "Estimated prices in USD. A treatment's page shows the range of accepted bids once there are enough; your own price comes from the bids on your treatment request.",
          )}
        </p>

        <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-background px-6 py-4">
          <Button asChild variant="outline">
            <a href={LOGIN_HREF}>
              <MessageSquare aria-hidden="true" />
              {t('Contact Hospital')}
            </a>
          </Button>
          <Button asChild>
            <a href={requestQuote}>
              <Send aria-hidden="true" />
              {t('Request Quote')}
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
