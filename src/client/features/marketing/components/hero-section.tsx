import {
  BadgeCheck,
  Building2,
  CircleCheck,
  LayoutDashboard,
  Mail,
  ShieldCheck,
  TrendingDown,
  UserRound,
} from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { badgeVariants, buttonVariants } from '#client/components/ui/variants.ts';
import { LOGIN_HREF } from '#client/features/marketing/content/marketing-links.ts';
import { msg } from '#client/i18n/msg.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { formatTag } from '#client/i18n/i18n.ts';

const HERO_ASSURANCES = [
  msg('Only verified hospitals can bid'),
  msg('No obligation to accept a bid'),
  msg('Support 24 hours a day, 7 days a week'),
];

/** Example bids in the hero picture; fictional, like the featured hospitals. */
const EXAMPLE_BIDS = [
  {
    hospital: 'Silveroak Spine & Joint Centre',
    city: 'Bengaluru',
    priceUsd: 5200,
    isBest: true,
  },
  {
    hospital: 'Orchid Crest Specialist Hospital',
    city: 'Singapore',
    priceUsd: 21_500,
    isBest: false,
  },
  { hospital: 'Northstar Institute', city: 'New Delhi', priceUsd: 6100, isBest: false },
] as const;

/**
 * A stylised bid comparison that shows what the product does at a glance. It is a picture,
 * so assistive technology gets one label instead of a table of made-up numbers.
 */
function HeroIllustration() {
  const t = useT();
  // Whole dollars in the visitor's conventions; lib/format.ts would add a chunk to the landing
  // page's budget (ADR 0034) for this one use.
  const usd = new Intl.NumberFormat(formatTag(), {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return (
    <div
      role="img"
      aria-label={t('Example: three verified hospitals bidding on a knee replacement request')}
      className="relative mx-auto w-full max-w-md"
    >
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-[linear-gradient(135deg,color-mix(in_oklch,var(--primary)_22%,transparent),color-mix(in_oklch,var(--chart-2)_18%,transparent))] blur-2xl" />
      <div className="rounded-2xl border bg-card p-5 shadow-xl shadow-primary/10 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-medium text-muted-foreground">{t('Treatment request')}</p>
            <p className="truncate font-semibold">{t('Total knee replacement')}</p>
          </div>
          <span data-slot="badge" className={badgeVariants({ variant: 'success' })}>
            {t('{count} bids', { count: EXAMPLE_BIDS.length })}
          </span>
        </div>
        <ul className="mt-5 space-y-3">
          {EXAMPLE_BIDS.map((bid) => (
            <li
              key={bid.hospital}
              className={
                bid.isBest
                  ? 'flex items-center gap-3 rounded-xl border border-primary/40 bg-primary/5 p-3'
                  : 'flex items-center gap-3 rounded-xl border p-3'
              }
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Building2 className="size-4" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                {/* Fictional names, like the featured hospitals: not translated. */}
                <span translate="no" className="block text-sm leading-snug font-medium">
                  {bid.hospital}
                  <BadgeCheck
                    className="ms-1 inline size-3.5 align-[-2px] text-primary"
                    aria-hidden="true"
                  />
                </span>
                <span translate="no" className="block text-xs text-muted-foreground">
                  {bid.city}
                </span>
              </span>
              <span className="shrink-0 text-end">
                <span className="block text-sm font-semibold tabular-nums">
                  {usd.format(bid.priceUsd)}
                </span>
                {bid.isBest && (
                  <span className="block text-[11px] font-medium text-primary">
                    {t('Best value')}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-5 flex items-center gap-2 rounded-xl bg-success/10 px-3 py-2 text-sm font-medium text-success">
          <TrendingDown className="size-4 shrink-0" aria-hidden="true" />
          {t('Up to 70% less than at home')}
        </div>
      </div>
    </div>
  );
}

/**
 * Landing hero (SPEC §2.3): headline, lead and calls to action. Signed out, "I'm a Patient"
 * and "I'm a Hospital" start sign-in with a full-page load (the server owns the login flow);
 * signed in, one "Go to Dashboard" link to `/` replaces them.
 */
export function HeroSection({ isSignedIn }: { isSignedIn: boolean }) {
  const t = useT();
  return (
    <section
      aria-labelledby="landing-hero-title"
      className="@container relative isolate overflow-hidden border-b bg-[linear-gradient(180deg,color-mix(in_oklch,var(--accent)_70%,var(--background)),var(--background))]"
    >
      {/* Soft light spots from the theme colours; CSP forbids external images. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_24rem_at_85%_0%,color-mix(in_oklch,var(--primary)_16%,transparent),transparent),radial-gradient(30rem_20rem_at_0%_100%,color-mix(in_oklch,var(--chart-2)_14%,transparent),transparent)]"
      />
      <div className="mx-auto grid w-full max-w-7xl grid-cols-1 items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:px-8 @4xl:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] @5xl:py-24">
        <div>
          {/* An outline badge drawn as a pill (its classes written out: the hero loads
              without the class merger Badge uses, ADR 0034). */}
          <span
            data-slot="badge"
            className="mb-5 inline-flex w-fit shrink-0 items-center justify-center gap-1.5 overflow-hidden whitespace-nowrap rounded-full border border-primary/30 bg-background/70 px-3 py-1 text-xs font-medium text-primary [&>svg]:pointer-events-none [&>svg]:size-3"
          >
            <ShieldCheck aria-hidden="true" />
            {t('Trusted by patients from 50+ countries')}
          </span>
          <h1
            id="landing-hero-title"
            className="text-4xl font-bold tracking-tight text-balance @xl:text-5xl @6xl:text-6xl"
          >
            {t('Affordable treatment abroad,')}{' '}
            <span className="text-primary">{t('with prices you can see upfront')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            {t(
              'Post one treatment request and receive transparent, itemised bids from verified hospitals. Compare them side by side, ask questions, and save up to 70% — before you commit to anything.',
            )}
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {isSignedIn ? (
              <Link href={paths.root} data-slot="button" className={buttonVariants({ size: 'lg' })}>
                <LayoutDashboard aria-hidden="true" />
                {t('Go to Dashboard')}
              </Link>
            ) : (
              <>
                <a href={LOGIN_HREF} data-slot="button" className={buttonVariants({ size: 'lg' })}>
                  <UserRound aria-hidden="true" />
                  {t("I'm a Patient")}
                </a>
                <a
                  href={LOGIN_HREF}
                  data-slot="button"
                  className={buttonVariants({ size: 'lg', variant: 'outline' })}
                >
                  <Building2 aria-hidden="true" />
                  {t("I'm a Hospital")}
                </a>
              </>
            )}
            <Link
              href={paths.contact}
              data-slot="button"
              className={buttonVariants({ size: 'lg', variant: 'ghost' })}
            >
              <Mail aria-hidden="true" />
              {t('Contact Us')}
            </Link>
          </div>

          <ul className="mt-8 grid gap-2 text-sm text-muted-foreground">
            {HERO_ASSURANCES.map((assurance) => (
              <li key={assurance} className="flex items-center gap-2">
                <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
                {t(assurance)}
              </li>
            ))}
          </ul>
        </div>

        <HeroIllustration />
      </div>
    </section>
  );
}
