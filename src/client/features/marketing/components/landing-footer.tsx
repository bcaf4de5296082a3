import { HeartPulse, Mail, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { FOOTER_LINKS } from '#client/features/marketing/content/contact-details.ts';
import { useT } from '#client/i18n/locale-context.tsx';
import { OFFICE_HOURS, SUPPORT_CONTACT } from '#client/lib/support-contact.ts';

const FOOTER_LINK_CLASSES =
  'inline-block rounded-sm py-0.5 text-background/75 outline-none transition-colors hover:text-background focus-visible:ring-[3px] focus-visible:ring-ring/70';

/**
 * Landing footer (SPEC §2.3, §9): office hours, support contact details and the help pages
 * every visitor may open (FAQ, contact, grievances, reviews).
 */
export function LandingFooter() {
  const year = new Date().getFullYear();
  const t = useT();
  return (
    <footer className="bg-foreground text-background">
      <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))] lg:px-8">
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <HeartPulse className="size-5" aria-hidden="true" />
            </span>
            CareAbroad
          </p>
          <p className="max-w-xs text-sm text-background/75">
            {t(
              'A marketplace for medical treatment abroad: transparent bids from verified hospitals, and support at every step.',
            )}
          </p>
        </div>

        <div>
          <h2 className="mb-4 text-sm font-semibold">{t('Office hours')}</h2>
          <dl className="space-y-2 text-sm">
            {OFFICE_HOURS.map((row) => (
              <div key={row.days} className="flex justify-between gap-4 sm:block">
                <dt className="text-background/75">{t(row.days)}</dt>
                <dd className="font-medium">{t(row.hours)}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div>
          <h2 className="mb-4 text-sm font-semibold">{t('Contact')}</h2>
          <ul className="space-y-3 text-sm">
            <li>
              <a
                href={`mailto:${SUPPORT_CONTACT.email}`}
                className={`inline-flex items-center gap-2 break-all ${FOOTER_LINK_CLASSES}`}
              >
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                {SUPPORT_CONTACT.email}
              </a>
            </li>
            <li>
              <a
                href={SUPPORT_CONTACT.phoneHref}
                className={`inline-flex items-center gap-2 ${FOOTER_LINK_CLASSES}`}
              >
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                {SUPPORT_CONTACT.phoneDisplay}
              </a>
            </li>
            <li className="text-background/75">{t('Contact form open any time')}</li>
          </ul>
        </div>

        <nav aria-labelledby="footer-help-title">
          <h2 id="footer-help-title" className="mb-4 text-sm font-semibold">
            {t('Help & support')}
          </h2>
          <ul className="space-y-2.5 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={FOOTER_LINK_CLASSES}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="border-t border-background/15">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-background/70 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{t('© {year} CareAbroad. All rights reserved.', { year: String(year) })}</p>
          <p>{t('Information on this site does not replace advice from your doctor.')}</p>
        </div>
      </div>
    </footer>
  );
}
