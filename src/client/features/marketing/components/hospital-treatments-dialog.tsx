import { Clock, HeartPulse, MessageSquare, Send } from 'lucide-react';
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
import type { FeaturedHospital } from '#client/features/marketing/content/featured-hospitals.ts';
import { LOGIN_HREF } from '#client/features/marketing/content/marketing-links.ts';
import { formatPriceRangeUsd } from '#client/features/marketing/lib/format-price-range.ts';

/**
 * "View Treatments & Rates" button and its dialog (SPEC §2.3): the hospital's packages with
 * price range, duration and recovery. Request Quote and Contact Hospital both start sign-in
 * with a full-page load, because quotes and messages need an account.
 */
export function HospitalTreatmentsDialog({ hospital }: { hospital: FeaturedHospital }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button className="w-full">View Treatments &amp; Rates</Button>
      </DialogTrigger>
      <DialogContent className="gap-5 sm:max-w-2xl">
        <DialogHeader className="pr-8 text-left">
          <DialogTitle className="leading-snug">{hospital.name}</DialogTitle>
          <DialogDescription>
            Treatments &amp; indicative rates · {hospital.location}
          </DialogDescription>
        </DialogHeader>

        <ul className="grid grid-cols-1 gap-3">
          {hospital.packages.map((pkg) => (
            <li key={pkg.name} className="rounded-xl border bg-card p-4">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                <h3 className="font-medium">{pkg.name}</h3>
                <p className="shrink-0 font-semibold text-primary tabular-nums">
                  {formatPriceRangeUsd(pkg)}
                </p>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                <div className="flex items-start gap-2">
                  <Clock
                    className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                    aria-hidden="true"
                  />
                  <div>
                    <dt className="text-xs text-muted-foreground">Duration</dt>
                    <dd>{pkg.duration}</dd>
                  </div>
                </div>
                <div className="flex items-start gap-2">
                  <HeartPulse
                    className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                    aria-hidden="true"
                  />
                  <div>
                    <dt className="text-xs text-muted-foreground">Recovery</dt>
                    <dd>{pkg.recovery}</dd>
                  </div>
                </div>
              </dl>
            </li>
          ))}
        </ul>

        <p className="text-xs text-muted-foreground">
          Indicative prices in USD for illustration only. Your final price, and exactly what it
          includes, comes from the bids hospitals submit on your treatment request.
        </p>

        <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-background px-6 py-4">
          <Button asChild variant="outline">
            <a href={LOGIN_HREF}>
              <MessageSquare aria-hidden="true" />
              Contact Hospital
            </a>
          </Button>
          <Button asChild>
            <a href={LOGIN_HREF}>
              <Send aria-hidden="true" />
              Request Quote
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
