import { paths } from '#shared/navigation/paths.ts';
import { msg } from '#client/i18n/msg.ts';

/** A footer link to a client route; `label` is an English message (ADR 0058). */
export interface FooterLink {
  href: string;
  label: string;
}

/** Help pages SPEC §2.1 opens to everyone, listed in the footer. */
export const FOOTER_LINKS: readonly FooterLink[] = [
  { href: paths.faq, label: msg('FAQ') },
  { href: paths.contact, label: msg('Contact us') },
  { href: paths.reviews, label: msg('Patient reviews') },
  { href: paths.grievance, label: msg('File a grievance') },
  { href: paths.grievanceStatus, label: msg('Grievance status') },
  { href: paths.grievanceInfo, label: msg('How grievances work') },
];
